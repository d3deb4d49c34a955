// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagedAccount } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { PasswordResetDialog } from "./PasswordResetDialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const account = (enabled: boolean) =>
  ({
    id: 7,
    loginAccount: "dora",
    userName: "Dora Weiß",
    email: null,
    roleId: 2,
    roleCode: "editor",
    roleName: "Editor",
    languages: [],
    enabled,
    lastLoginTime: null,
  }) as unknown as ManagedAccount;

const REFUSAL = "This account is disabled, so a set-password link would not work. Enable the account first.";

/** Answers every call with the server's refusal of a link for a disabled account. */
function stubRefusingServer() {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 409, message: REFUSAL, result: null }), {
          status: 409,
          headers: { "content-type": "application/json" },
        }),
    ),
  );
}

async function showDialog(enabled: boolean) {
  await renderInBackOffice(
    [page("/", <PasswordResetDialog account={account(enabled)} onClose={() => undefined} onReset={() => undefined} />)],
    "/",
  );
  return userEvent.setup({ delay: null });
}

describe("the password reset dialog", { timeout: 20_000 }, () => {
  it("offers a disabled account no link, says why, and starts at a password", async () => {
    await showDialog(false);
    expect((await screen.findByRole("radio", { name: /one-time link/ })).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("radio", { name: /initial password/, checked: true })).toBeTruthy();
    expect(screen.getByText(/The account is disabled: a link works only once you enable it/)).toBeTruthy();
  });

  it("offers an enabled account a link, and shows the server's reason when it refuses one", async () => {
    stubRefusingServer();
    const user = await showDialog(true);
    const link = await screen.findByRole("radio", { name: /one-time link/ });
    expect(link.hasAttribute("disabled")).toBe(false);
    expect((link as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Replace password" }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
  });
});
