// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bannerEndpoints, editTagOf, newsEndpoints, type BannerVersion, type BulkBody, type BulkOutcome } from "@lawfirm/contract";
import { inlineErrorApi } from "../../lib/api.ts";
import { bannerVersion } from "../testing/contractFixtures.ts";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { stubApi, type StubbedCall } from "../testing/stubApi.ts";
import { KindListPage } from "./KindListPage.tsx";
import { useKindList } from "./useKindList.ts";
import { typeSiteTime } from "../testing/siteTimeInput.ts";

// The list shell's bulk actions (decision 0056) on banners: select rows, confirm the action with
// its count, read what became of each row.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A picker of two folders, as a kind with folders gives one. */
const folderPicker = ({ id, value, onChange }: { id: string; value: number | undefined; onChange: (id: number | undefined) => void }) => (
  <select id={id} value={value ?? ""} onChange={(event) => onChange(Number(event.target.value) || undefined)}>
    <option value="">—</option>
    <option value="7">Firm news</option>
  </select>
);

function BannerList({ withFolders = false }: { withFolders?: boolean }) {
  const list = useKindList({
    filtersOf: () => ({}),
    listKey: (query) => ["bulk-banners", "list", query],
    fetchPage: async (query, signal) => {
      const found = await inlineErrorApi.call(bannerEndpoints.list, { query }, { signal });
      return { ...found, result: found.result.map((banner) => ({ ...banner, hasDraft: false })) };
    },
    refreshKey: ["bulk-banners"],
    keyOf: (banner) => banner.id,
    remove: async () => null,
    deletedMessage: () => "Banner deleted",
    bulk: {
      // Banners have no folders: a stand-in for a kind that has, its move call borrowed from news.
      endpoints: withFolders ? { ...bannerEndpoints, moveToFolder: newsEndpoints.moveToFolder } : bannerEndpoints,
      // As the banners' list: each row with its edit tag (decision 0061).
      itemOf: (banner) => ({ id: banner.id, ...(withFolders ? { no: banner.id } : {}), editTag: editTagOf([banner]) }),
      ...(withFolders ? { folderPicker } : {}),
    },
  });
  return (
    <KindListPage
      list={list}
      newButtons={[]}
      filters={{ fields: null, filtered: false }}
      columns={["name"]}
      nameOf={(banner) => banner.title}
      labels={{ name: "Title", empty: "No banners yet", deleteText: "This cannot be undone." }}
      edit={{ open: () => undefined }}
      scrollX={900}
    />
  );
}

const spring = bannerVersion(1, "en_US", "Spring reception");
const summer = bannerVersion(2, "de_DE", "Sommerseminar");
const autumn = bannerVersion(3, "zh_CN", "秋季研讨会");

/** A row as the bulk call names it: the banner and its edit tag as the list read it. */
const rowOf = (banner: BannerVersion) => ({ id: banner.id, editTag: editTagOf([banner]) });

/** A stand-in server whose bulk call refuses the German banner (a translator's language) and does the others. */
function bannerServer(banners: BannerVersion[]) {
  const bulkBodies: BulkBody[] = [];
  const calls = stubApi((call: StubbedCall) => {
    if (call.method === "GET") {
      return Response.json({
        status: 200,
        message: "success",
        result: banners,
        pageable: { pageNo: 1, pageSize: 10, totalCount: banners.length },
      });
    }
    const body = call.body as BulkBody;
    bulkBodies.push(body);
    return body.items.map((item): BulkOutcome =>
      item.id === summer.id
        ? { id: item.id, no: null, ok: false, status: 403, message: "Your account writes only en_US versions, not de_DE" }
        : { id: item.id, no: null, ok: true, status: 200, message: null },
    );
  });
  return { calls, bulkBodies };
}

const open = async (account = signedInAs("administrator"), withFolders = false) => {
  await renderInBackOffice([page("/banners", <BannerList withFolders={withFolders} />)], "/banners", account);
  await screen.findByText("Sommerseminar");
  return userEvent.setup({ delay: null });
};

describe("bulk actions on a kind's list", { timeout: 30_000 }, () => {
  it("publishes the selected rows after one confirmation naming the action and the count, then lists each row's outcome", async () => {
    const server = bannerServer([spring, summer, autumn]);
    const user = await open();

    await user.click(screen.getByRole("checkbox", { name: "Select “Spring reception”" }));
    await user.click(screen.getByRole("checkbox", { name: "Select “Sommerseminar”" }));
    const bar = screen.getByRole("region", { name: "Selected rows" });
    expect(within(bar).getByText("Selected: 2")).toBeDefined();
    await user.click(within(bar).getByRole("button", { name: "Publish" }));

    const confirm = await screen.findByRole("dialog", { name: "Publish the selected items (2) now?" });
    await user.click(within(confirm).getByRole("button", { name: "Publish" }));

    const result = await screen.findByRole("dialog", { name: "Publish: the result" });
    expect(server.bulkBodies).toEqual([{ action: "publish", items: [rowOf(spring), rowOf(summer)] }]);
    expect(within(result).getByText("Done: 1. Refused: 1.")).toBeDefined();
    const rows = within(result).getAllByRole("listitem");
    // The refused row first, with why.
    expect(rows[0]?.textContent).toContain("Sommerseminar");
    expect(rows[0]?.textContent).toContain("Your account writes only en_US versions, not de_DE");
    expect(rows[1]?.textContent).toContain("Spring reception");
    expect(rows[1]?.textContent).toContain("Done");
    // The selection is emptied once the action is done.
    expect(screen.queryByRole("region", { name: "Selected rows" })).toBeNull();
  });

  it("sends each row's edit tag and lists a row changed since the list was read as refused, with who changed it", async () => {
    const changedMessage = "Editor Erika changed this banner on 3 Dec 2026, 14:05, after you opened it.";
    const bodies: BulkBody[] = [];
    stubApi((call: StubbedCall) => {
      if (call.method === "GET") {
        return Response.json({
          status: 200,
          message: "success",
          result: [spring, summer],
          pageable: { pageNo: 1, pageSize: 10, totalCount: 2 },
        });
      }
      const body = call.body as BulkBody;
      bodies.push(body);
      return body.items.map((item): BulkOutcome =>
        item.editTag === editTagOf([summer])
          ? { id: item.id, no: null, ok: false, status: 412, message: changedMessage }
          : { id: item.id, no: null, ok: true, status: 200, message: null },
      );
    });
    const user = await open();

    await user.click(screen.getByRole("checkbox", { name: "Select “Spring reception”" }));
    await user.click(screen.getByRole("checkbox", { name: "Select “Sommerseminar”" }));
    await user.click(within(screen.getByRole("region", { name: "Selected rows" })).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete the selected items (2)?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    const result = await screen.findByRole("dialog", { name: "Delete: the result" });
    expect(bodies).toEqual([{ action: "delete", items: [rowOf(spring), rowOf(summer)] }]);
    const rows = within(result).getAllByRole("listitem");
    expect(rows[0]?.textContent).toContain("Sommerseminar");
    expect(rows[0]?.textContent).toContain(changedMessage);
    expect(rows[1]?.textContent).toContain("Spring reception");
  });

  it("schedules at the time given in the website's time zone", async () => {
    const server = bannerServer([spring, summer]);
    const user = await open();
    await user.click(screen.getByRole("checkbox", { name: "Select “Spring reception”" }));
    await user.click(within(screen.getByRole("region", { name: "Selected rows" })).getByRole("button", { name: "Schedule…" }));
    const confirm = await screen.findByRole("dialog", { name: "Schedule the selected items (1)" });
    await user.click(within(confirm).getByRole("button", { name: "Schedule" }));
    expect(await within(confirm).findByText("Please enter a date and a time")).toBeDefined();
    expect(server.bulkBodies).toEqual([]);

    await typeSiteTime(user, within(confirm).getByLabelText("Publish at"), "2099-07-01 10:30");
    await user.click(within(confirm).getByRole("button", { name: "Schedule" }));
    await screen.findByRole("dialog", { name: "Schedule: the result" });
    // 10:30 in Berlin's summer is 08:30 UTC.
    expect(server.bulkBodies).toEqual([{ action: "publish", items: [rowOf(spring)], publishAt: "2099-07-01T08:30:00.000Z" }]);
  });

  it("moves the selected rows to the folder chosen in the confirmation", async () => {
    const server = bannerServer([spring, summer]);
    const user = await open(signedInAs("administrator"), true);
    await user.click(screen.getByRole("checkbox", { name: "Select “Spring reception”" }));
    await user.click(within(screen.getByRole("region", { name: "Selected rows" })).getByRole("button", { name: "Move to folder…" }));
    const confirm = await screen.findByRole("dialog", { name: "Move the selected items (1) to a folder" });
    await user.click(within(confirm).getByRole("button", { name: "Move to folder" }));
    expect(await within(confirm).findByText("Please choose a folder")).toBeDefined();
    await user.selectOptions(within(confirm).getByLabelText("Folder"), "7");
    await user.click(within(confirm).getByRole("button", { name: "Move to folder" }));
    await screen.findByRole("dialog", { name: "Move to folder: the result" });
    expect(server.bulkBodies).toEqual([{ action: "move", items: [{ ...rowOf(spring), no: 1 }], cataId: 7 }]);
  });

  it("offers the kind's actions only, and selection only to an account that may change the structure", async () => {
    bannerServer([spring, summer]);
    const user = await open();
    await user.click(screen.getByRole("checkbox", { name: "Select “Spring reception”" }));
    const bar = screen.getByRole("region", { name: "Selected rows" });
    const labels = within(bar)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(labels).toEqual(["Publish", "Schedule…", "Unpublish", "Pin", "Unpin", "Delete", "Clear selection"]);
    await user.click(within(bar).getByRole("button", { name: "Clear selection" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected rows" })).toBeNull());
    cleanup();

    await open(signedInAs("translator", ["en_US"]));
    expect(screen.queryByRole("checkbox", { name: "Select “Spring reception”" })).toBeNull();
  });
});
