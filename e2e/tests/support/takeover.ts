import { expect, type Page } from "@playwright/test";

/**
 * Waits until the browser has taken the server's page over (apps/site/src/takeover.ts): the
 * site's scripts load after the first paint, and a test that presses keys in a menu or expects a
 * link to change the page in place must wait for them, as a visitor's first taps need not.
 */
export async function takenOver(page: Page): Promise<void> {
  await expect(page.locator("html"), "the page is taken over by its scripts").toHaveAttribute("data-hydrated", "");
}

type IntlWindow = { intlFormatsInTakeover?: string[] };

/**
 * Records, from the page's first script on, which `Intl` formats the page makes until it is taken
 * over. The server sends the texts it formatted with the page (apps/site/src/ui/format.ts), since a
 * phone's first format of a kind costs tens of milliseconds in the middle of the takeover: a
 * takeover that makes one is a page whose formatting bypassed that record.
 */
export async function recordIntlFormatsUntilTakenOver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    const kinds = ["DateTimeFormat", "DisplayNames", "ListFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat"] as const;
    for (const kind of kinds) {
      const record = (args: unknown[], make: () => object) => {
        made.push(`${kind}(${JSON.stringify(args)})`);
        return make();
      };
      Object.defineProperty(Intl, kind, {
        configurable: true,
        writable: true,
        value: new Proxy(Intl[kind], {
          construct: (target, args) => record(args, () => Reflect.construct(target, args)),
          apply: (target, self, args) => record(args, () => Reflect.apply(target, self, args) as object),
        }),
      });
    }
    new MutationObserver(() => {
      const window_ = window as unknown as IntlWindow;
      if (document.documentElement.hasAttribute("data-hydrated")) window_.intlFormatsInTakeover ??= [...made];
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] }); // before <html> is parsed
  });
}

/** The `Intl` formats the page made until it was taken over (`recordIntlFormatsUntilTakenOver`). */
export async function intlFormatsMadeInTakeover(page: Page): Promise<string[] | undefined> {
  await takenOver(page);
  return page.evaluate(() => (window as unknown as IntlWindow).intlFormatsInTakeover);
}
