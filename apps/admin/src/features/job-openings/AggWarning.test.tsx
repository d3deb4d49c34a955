// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { AggWarning } from "./AggWarning.tsx";

afterEach(cleanup);

/** The warning of a title in a language, beside a line that says the page has rendered. */
async function show(lang: string, title: string) {
  await renderInBackOffice(
    [
      page(
        "/",
        <>
          <p>{`${lang}: ${title}`}</p>
          <AggWarning lang={lang} title={title} />
        </>,
      ),
    ],
    "/",
  );
  await screen.findByText(`${lang}: ${title}`);
}

describe("the AGG warning under a job opening's title", () => {
  it("explains the AGG's expectation for a German title that addresses one gender", async () => {
    await show("de_DE", "Rechtsanwalt Corporate/M&A");
    const warning = await screen.findByRole("status");
    expect(warning.textContent).toContain("The German title addresses only one gender");
    expect(warning.textContent).toContain("(m/w/d)");
    expect(warning.textContent).toContain("You can still save and publish.");
  });

  it.each([
    ["de_DE", "Rechtsanwält*in Corporate/M&A"],
    ["de_DE", "Associate (m/w/d)"],
    ["en_US", "Associate Corporate/M&A"],
  ])("stays away from a marked or gender-neutral title, and from the other languages' titles (%s %s)", async (lang, title) => {
    await show(lang, title);
    expect(screen.queryByRole("status")).toBeNull();
  });
});
