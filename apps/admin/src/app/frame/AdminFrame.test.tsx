// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderInBackOffice, signedInAs } from "../../ui/testing/renderInBackOffice.tsx";
import { adminRoutes } from "../router.tsx";

/** An API that answers every read with an empty list. */
function stubServer() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 200, message: "OK", result: [], pageable: { pageNo: 1, pageSize: 20, totalCount: 0 } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a page the account may not use", { timeout: 30_000 }, () => {
  it("says No access on the Inbox's messages to an account granted only Recruiting, and shows its applications", async () => {
    stubServer();
    const recruiter = { ...signedInAs("editor"), rights: [...signedInAs("editor").rights, "applications.manage" as const] };
    await renderInBackOffice(adminRoutes, "/admin/inbox", recruiter);
    expect(await screen.findByRole("heading", { name: "No access" })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });
});
