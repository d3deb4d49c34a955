// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, type AnyArticle } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { ArticleDate } from "./ArticleDate.tsx";
import { PUBLISHED_ARTICLE } from "./articleFixtures.ts";
import { articleKinds } from "./articleKinds.ts";
import { typeSiteTime } from "../../ui/testing/siteTimeInput.ts";

afterEach(cleanup);

const published = PUBLISHED_ARTICLE;
const draft: AnyArticle = { ...published, publishState: "draft", publishAt: null };

async function showDate({
  versions = [published],
  account = signedInAs("editor"),
  setDate = vi.fn<(no: number, createTime: string) => Promise<AnyArticle[]>>(),
}: {
  versions?: AnyArticle[];
  account?: ReturnType<typeof signedInAs>;
  setDate?: (no: number, createTime: string) => Promise<AnyArticle[]>;
} = {}) {
  const onChanged = vi.fn<(versions: AnyArticle[]) => void>();
  await renderInBackOffice(
    [page("/", <ArticleDate kind={{ ...articleKinds.news, setDate }} versions={versions} onChanged={onChanged} />)],
    "/",
    account,
  );
  return { onChanged, user: userEvent.setup({ delay: null }) };
}

describe("the date the website shows in the article editor", { timeout: 60_000 }, () => {
  it("shows the date in Berlin time with the zone, and lets an Editor backdate it, sent in UTC", async () => {
    const answer = [{ ...published, createTime: "2019-06-03T08:30:00.000Z" }];
    const setDate = vi.fn(async () => answer);
    const { onChanged, user } = await showDate({ setDate });
    expect(await screen.findByText(/^Jan 10, 2026, 9:00\sAM \(Europe\/Berlin\)$/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Change date…/ }));
    const field = await screen.findByLabelText("Date on the website");
    expect((field as HTMLInputElement).value).toBe("2026-01-10 09:00");
    await typeSiteTime(user, field, "2019-06-03 10:30");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(answer));
    // Summer time in Berlin: two hours ahead of UTC.
    expect(setDate).toHaveBeenCalledWith(5, "2019-06-03T08:30:00.000Z");
    expect(await screen.findByText("The date on the website is changed")).toBeTruthy();
  });

  it("refuses a date in the future or before 1900 without asking the server, and shows the server's problem at the field", async () => {
    const setDate = vi.fn(async () => {
      throw new ApiError("Invalid request", 400, "Invalid request", [{ field: "body.createTime", message: "must not be in the future" }]);
    });
    const { user } = await showDate({ setDate });
    await user.click(await screen.findByRole("button", { name: /Change date…/ }));
    const field = await screen.findByLabelText("Date on the website");
    await typeSiteTime(user, field, "2999-01-01 10:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("The date cannot be in the future: schedule the publication instead")).toBeTruthy();
    await typeSiteTime(user, field, "1850-01-01 10:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a date from 1900 on")).toBeTruthy();
    expect(setDate).not.toHaveBeenCalled();

    await typeSiteTime(user, field, "2020-01-01 10:00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("must not be in the future")).toBeTruthy();
    expect(setDate).toHaveBeenCalledWith(5, "2020-01-01T09:00:00.000Z");
  });

  it("shows a Translator the date without the button", async () => {
    await showDate({ account: signedInAs("translator", ["de_DE"]) });
    expect(await screen.findByText(/^Jan 10, 2026, 9:00\sAM \(Europe\/Berlin\)$/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says that an item never published is dated by its first publication, and offers no change", async () => {
    await showDate({ versions: [draft] });
    expect(await screen.findByText("set when it is first published")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
