// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Redirect, RedirectTest } from "@lawfirm/contract";
import { page, renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { stubApi, type StubbedCall } from "../../ui/testing/stubApi.ts";
import RedirectsPage from "./RedirectsPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const oldTeamPage: Redirect = {
  id: 3,
  from: "/alt/team/m%C3%BCller.html",
  to: "/de/news/detail/12",
  status: 301,
  note: "Old website",
  createdBy: "Jonas Schmidt",
  createTime: "2026-11-20T09:00:00.000Z",
  updateTime: "2026-11-20T09:00:00.000Z",
  hits: 42,
  lastHitTime: "2026-12-01T10:00:00.000Z",
};
const goneBrochure: Redirect = {
  ...oldTeamPage,
  id: 4,
  from: "/alt/broschuere.pdf",
  to: null,
  status: 410,
  note: null,
  hits: 0,
  lastHitTime: null,
};

const tried: RedirectTest = {
  path: "/alt/team/m%C3%BCller.html?ref=letter",
  redirect: oldTeamPage,
  status: 301,
  location: "/de/news/detail/12?ref=letter",
  targetStatus: 200,
};

/** The list answers the two redirects; `override` answers other calls (a Response: a failure). */
function stubServer(override: (call: StubbedCall) => unknown = () => undefined) {
  return stubApi((call) => {
    const answer = override(call);
    if (answer !== undefined) return answer;
    if (call.path === "/api/admin/redirects" && call.method === "GET") {
      const rows = [oldTeamPage, goneBrochure];
      return Response.json({
        status: 200,
        message: "success",
        result: rows,
        pageable: { pageNo: 1, pageSize: 10, totalCount: rows.length },
      });
    }
    if (call.path === "/api/admin/redirects/test") return tried;
    return oldTeamPage;
  });
}

async function showPage() {
  await renderInBackOffice([page("/", <RedirectsPage />)], "/", signedInAs("editor"));
  return userEvent.setup({ delay: null });
}

const refusal = (field: string, message: string) =>
  Response.json(
    { status: 400, message: `Invalid request: ${message}`, result: { errors: [{ field, message }] } },
    { status: 400, headers: { "content-type": "application/json" } },
  );

describe("the Redirects screen", { timeout: 30_000 }, () => {
  it("lists the redirects: old address as typed, where it leads, its kind and its visits", async () => {
    stubServer();
    await showPage();
    const row = (await screen.findByText("/alt/team/müller.html")).closest("tr")!;
    expect(within(row).getByText("/de/news/detail/12")).toBeTruthy();
    expect(within(row).getByText("301 · Moved for good")).toBeTruthy();
    expect(within(row).getByText("Old website")).toBeTruthy();
    expect(within(row).getByText("42")).toBeTruthy();
    const gone = screen.getByText("/alt/broschuere.pdf").closest("tr")!;
    expect(within(gone).getByText("nowhere (gone)")).toBeTruthy();
    expect(within(gone).getByText("410 · Gone")).toBeTruthy();
  });

  it("checks the fields as they are typed, by the server's rules", async () => {
    stubServer();
    const user = await showPage();
    await user.click(await screen.findByRole("button", { name: "New redirect" }));
    const dialog = await screen.findByRole("dialog");
    const from = within(dialog).getByLabelText("Old address");
    await user.type(from, "/api/user/banner");
    expect(
      await within(dialog).findByText("The server answers addresses starting with /api itself: they cannot be redirected"),
    ).toBeTruthy();
    await user.clear(from);
    await user.type(from, "/de/home");
    expect(await within(dialog).findByText("A home page cannot be redirected")).toBeTruthy();
    await user.clear(from);
    await user.type(from, "/alt/kanzlei?id=2");
    expect(await within(dialog).findByText(/^Leave out the query/)).toBeTruthy();
    await user.clear(from);
    await user.type(from, "/alt/kanzlei/");
    await user.type(within(dialog).getByLabelText("Leads to"), "http://old.example/");
    expect(await within(dialog).findByText("Please enter a path on this site (/…) or an address starting with https://")).toBeTruthy();
    await user.clear(within(dialog).getByLabelText("Leads to"));
    await user.type(within(dialog).getByLabelText("Leads to"), "/alt/kanzlei?x=1");
    expect(await within(dialog).findByText("The target must be another address than the old one")).toBeTruthy();
    // A gone address has no target.
    await user.click(within(dialog).getByLabelText("410 · Gone"));
    await waitFor(() => expect(within(dialog).queryByLabelText("Leads to")).toBeNull());
  });

  it("adds a redirect, and shows the server's refusal of a chain at its field", async () => {
    const chain =
      "is itself redirected by redirect 7 (/alt/b → /en/about): point this one straight at its target, so that a visitor takes one hop";
    const calls = stubServer((call) => (call.method === "POST" ? refusal("body.to", chain) : undefined));
    const user = await showPage();
    await user.click(await screen.findByRole("button", { name: "New redirect" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Old address"), "/alt/a");
    await user.type(within(dialog).getByLabelText("Leads to"), "/alt/b");
    await user.type(within(dialog).getByLabelText("Note (for editors only)"), "Moved");
    await user.click(within(dialog).getByRole("button", { name: "Add redirect" }));
    expect(await within(dialog).findByText(chain)).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ from: "/alt/a", to: "/alt/b", status: 301, note: "Moved" });
  });

  it("edits a redirect with its stored values and says who added it", async () => {
    const calls = stubServer();
    const user = await showPage();
    await user.click(await screen.findByRole("button", { name: "Edit the redirect of /alt/team/müller.html" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText("Old address")).toHaveProperty("value", "/alt/team/müller.html");
    expect(within(dialog).getByText(/^Added by Jonas Schmidt on /)).toBeTruthy();
    await user.click(within(dialog).getByLabelText("302 · Moved for now"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({
      path: "/api/admin/redirects/3",
      body: { from: "/alt/team/müller.html", to: "/de/news/detail/12", status: 302, note: "Old website" },
    });
  });

  it("deletes a redirect after asking", async () => {
    const calls = stubServer();
    const user = await showPage();
    await user.click(await screen.findByRole("button", { name: "Delete the redirect of /alt/broschuere.pdf" }));
    expect(await screen.findByText("Delete the redirect of /alt/broschuere.pdf?")).toBeTruthy();
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls.find((call) => call.method === "DELETE")?.path).toBe("/api/admin/redirects/4"));
  });

  it("tests an address: the redirect that matches, where it leads and what the target answers", async () => {
    const calls = stubServer();
    const user = await showPage();
    await user.type(await screen.findByLabelText("Address"), "/alt/team/müller.html?ref=letter");
    await user.click(screen.getByRole("button", { name: "Test" }));
    const result = await screen.findByRole("status");
    expect(
      within(result).getByText("/alt/team/müller.html?ref=letter leads to /de/news/detail/12?ref=letter (301 · Moved for good)."),
    ).toBeTruthy();
    expect(within(result).getByText("There, the page is shown (200).")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/admin/redirects/test")?.query.get("path")).toBe("/alt/team/müller.html?ref=letter");
    await user.click(within(result).getByRole("button", { name: "Edit" }));
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("says when an address has no redirect, and shows a refused address at the field", async () => {
    stubServer((call) => {
      if (call.path !== "/api/admin/redirects/test") return undefined;
      if (call.query.get("path") === "/api/x") return refusal("query.path", "starts with /api, an address the server answers itself");
      return { path: "/alt/none", redirect: null, status: 404, location: null, targetStatus: null } satisfies RedirectTest;
    });
    const user = await showPage();
    await user.type(await screen.findByLabelText("Address"), "/alt/none");
    await user.click(screen.getByRole("button", { name: "Test" }));
    expect(await screen.findByText("No redirect: at /alt/none the site answers page not found (404).")).toBeTruthy();
    await user.clear(screen.getByLabelText("Address"));
    await user.type(screen.getByLabelText("Address"), "/api/x");
    await user.click(screen.getByRole("button", { name: "Test" }));
    expect(await screen.findByText("starts with /api, an address the server answers itself")).toBeTruthy();
  });
});
