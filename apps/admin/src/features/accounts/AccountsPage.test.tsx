// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagedAccount } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import AccountsPage from "./AccountsPage.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (id: number, userName: string, grantedRights: ManagedAccount["grantedRights"]): ManagedAccount => ({
  id,
  loginAccount: userName.toLowerCase(),
  userName,
  email: null,
  roleId: 2,
  roleCode: "editor",
  roleName: "Editor",
  languages: [],
  grantedRights,
  enabled: true,
  lastLoginTime: null,
  headImg: null,
  createTime: "2026-12-01T09:00:00.000Z",
  updateTime: "2026-12-01T09:00:00.000Z",
});

/** Answers the accounts list with two editors, one granted both rights and signed in, the other disabled; every other call with an empty list. */
function stubServer() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      const { pathname } = new URL(input, "http://localhost");
      const accounts = [
        { ...account(7, "Rita", ["applications.manage", "inbox.manage"]), lastLoginTime: "2026-12-04T13:05:00.000Z" },
        { ...account(8, "Emil", []), enabled: false },
      ];
      const result = pathname === "/api/admin/accounts" ? accounts : [];
      return new Response(
        JSON.stringify({ status: 200, message: "OK", result, pageable: { pageNo: 1, pageSize: 20, totalCount: result.length } }),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      );
    }),
  );
}

describe("the accounts list", { timeout: 20_000 }, () => {
  it("shows each account's additional rights as tags", async () => {
    stubServer();
    await renderInBackOffice([page("/", <AccountsPage />)], "/");
    const rita = (await screen.findByText("rita")).closest("tr")!;
    expect(screen.getByRole("columnheader", { name: "Additional rights" })).toBeTruthy();
    expect(within(rita).getByText("Recruiting")).toBeTruthy();
    expect(within(rita).getByText("Inbox")).toBeTruthy();
    const emil = screen.getByText("emil").closest("tr")!;
    expect(within(emil).queryByText("Recruiting")).toBeNull();
  });

  it("shows each account's state with its last sign-in, in the site's time", async () => {
    stubServer();
    await renderInBackOffice([page("/", <AccountsPage />)], "/");
    const rita = (await screen.findByText("rita")).closest("tr")!;
    expect(screen.getByRole("columnheader", { name: "State, last sign-in (Europe/Berlin)" })).toBeTruthy();
    expect(within(rita).getByText("Active")).toBeTruthy();
    expect(within(rita).getByText(/Dec 4, 2026, 2:05\sPM/)).toBeTruthy();
    const emil = screen.getByText("emil").closest("tr")!;
    expect(within(emil).getByText("Disabled")).toBeTruthy();
    expect(within(emil).getByText("Never signed in")).toBeTruthy();
  });
});
