import type { Page } from "@playwright/test";

/**
 * The shortest time the server takes a visitor's form after handing it out (`MIN_FILL_MS`, decision
 * 0077: people take longer, programs that post at once do not), and a little more for the clock's reading.
 */
const FILL_TIME_MS = 3_000 + 150;

/**
 * Waits until the form's `ticket` (`issuedMs.signature`, handed out with the form, the server's
 * clock in milliseconds, the tests' machine's) is old enough for the server to take the form: the
 * time since the form was handed out counts, so the time the test spent filling it in is not waited twice.
 */
export async function waitOutFillTime(ticket: string): Promise<void> {
  const issued = Number(/^(\d+)\./.exec(ticket)?.[1]);
  if (!issued) throw new Error(`Not a form's ticket: "${ticket}"`);
  const left = issued + FILL_TIME_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** `waitOutFillTime` for the form in the page's main part, by the ticket it will send. */
export async function waitOutFormFillTime(page: Page): Promise<void> {
  await waitOutFillTime(await page.getByRole("main").locator('input[name="ticket"]').inputValue());
}
