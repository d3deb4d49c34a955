// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { AuditEntry } from "@lawfirm/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import AuditLogPage from "./AuditLogPage.tsx";

// The audit log shows its times in the site's zone (Europe/Berlin), and its day filter counts the
// site's days, whatever the browser's zone: the test runs far from Berlin.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubServer() {
  const queries: URLSearchParams[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/admin/audit") queries.push(url.searchParams);
      const entries: AuditEntry[] = [
        {
          id: 1,
          time: "2026-11-24T23:34:00.000Z",
          accountId: 1,
          accountName: "admin",
          clientAddress: "127.0.0.1",
          action: "update",
          kind: "siteConfig",
          itemNo: null,
          itemId: null,
          languages: ["de_DE"],
          summary: "Kanzlei",
          endpoint: "POST /admin/portal-config",
        },
      ];
      const result = url.pathname === "/api/admin/audit" ? entries : [];
      return Response.json({ status: 200, message: "success", result, pageable: { pageNo: 1, pageSize: 20, totalCount: 1 } });
    }),
  );
  return queries;
}

describe("the audit log", { timeout: 30_000 }, () => {
  it("shows each entry's time in Berlin time, the zone named in the column header", async () => {
    stubServer();
    await renderInBackOffice([page("/", <AuditLogPage />)], "/");
    expect(await screen.findByRole("columnheader", { name: "Time (Europe/Berlin)" })).toBeTruthy();
    expect(await screen.findByText("Nov 25, 2026, 12:34 AM")).toBeTruthy();
  });

  it("filters by the site's days: from midnight in Berlin to the next midnight", async () => {
    const queries = stubServer();
    await renderInBackOffice([page("/", <AuditLogPage />)], "/?from=2026-07-01&to=2026-11-24");
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    const query = queries.at(-1);
    expect(query?.get("from")).toBe("2026-06-30T22:00:00.000Z");
    expect(query?.get("to")).toBe("2026-11-24T23:00:00.000Z");
  });
});
