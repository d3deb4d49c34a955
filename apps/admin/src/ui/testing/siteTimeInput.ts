import { fireEvent, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/**
 * Types a Berlin date and time (`YYYY-MM-DD HH:mm`) into a `SiteTimePicker`'s input and takes it
 * with Enter, as a keyboard user does; an empty time empties the picker with its Clear button.
 * The picker redraws at each key: a test that types several times needs a longer time limit.
 */
export async function typeSiteTime(user: UserEvent, input: HTMLElement, time: string) {
  if (!time) {
    // Shown on hover only (pointer-events: none until then), which happy-dom does not draw.
    fireEvent.click(within(input.closest<HTMLElement>(".ant-picker") ?? input).getByRole("button", { name: "Clear" }));
    return;
  }
  await user.click(input);
  await user.keyboard("{Control>}a{/Control}{Backspace}");
  await user.keyboard(`${time}{Enter}`);
}
