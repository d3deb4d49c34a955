import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * In an editor of language versions: adds a `language` tab and fills it from the `from` version
 * through "Copy from…" and its confirmation (ui/CopyFromLanguage.tsx).
 */
export async function addLanguageCopiedFrom(user: UserEvent, language: string, from: string): Promise<void> {
  await user.click(screen.getByRole("button", { name: /Add language/ }));
  await user.click(await screen.findByRole("menuitem", { name: language }));
  await user.click(await screen.findByRole("button", { name: /Copy from…/ }));
  await user.click(await screen.findByRole("menuitem", { name: `Copy from ${from}` }));
  await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: `Copy from ${from}` }));
}
