import type { Locator } from "@playwright/test";

/**
 * Types a Berlin date and time (`YYYY-MM-DD HH:mm`) into one of the back office's date pickers
 * (`SiteTimePicker`) and takes it with Enter, as a keyboard user does; an empty time clears the
 * picker with its Clear button, which shows on hover.
 */
export async function enterSiteTime(input: Locator, time: string) {
  if (!time) {
    await input.hover();
    await input
      .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' ant-picker ')][1]")
      .getByRole("button", { name: "Clear" })
      .click();
    return;
  }
  await input.click();
  await input.press("ControlOrMeta+a");
  await input.press("Backspace");
  await input.pressSequentially(time);
  await input.press("Enter");
}
