// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadStartCatalog } from "../i18n/catalogLoader.ts";
import { I18nProvider } from "../i18n/I18nProvider.tsx";
import { useFormatDateTime, useFormatDateTimeWithZone } from "./format.ts";

// Every back-office time is the site's (Europe/Berlin), not the browser's: the test runs in a zone
// far from Berlin to tell the two apart.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Los_Angeles";
});
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});
afterEach(cleanup);

function Times({ iso }: { iso: string | null }) {
  const formatDateTime = useFormatDateTime();
  const formatWithZone = useFormatDateTimeWithZone();
  return (
    <>
      <p>{formatDateTime(iso)}</p>
      <p>{formatWithZone(iso)}</p>
    </>
  );
}

describe("the back office's times", () => {
  it("shows an instant in Berlin time, summer and winter, whatever the browser's zone", async () => {
    await loadStartCatalog("en_US");
    expect(new Date("2026-07-01T22:30:00.000Z").getHours()).toBe(15);
    render(
      <I18nProvider>
        <Times iso="2026-07-01T22:30:00.000Z" />
        <Times iso="2026-12-31T23:30:00.000Z" />
      </I18nProvider>,
    );
    expect(screen.getByText("Jul 2, 2026, 12:30 AM")).toBeTruthy();
    expect(screen.getByText("Jul 2, 2026, 12:30 AM (Europe/Berlin)")).toBeTruthy();
    expect(screen.getByText("Jan 1, 2027, 12:30 AM (Europe/Berlin)")).toBeTruthy();
  });

  it("shows nothing for a missing time", async () => {
    await loadStartCatalog("en_US");
    const { container } = render(
      <I18nProvider>
        <Times iso={null} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe("");
  });
});
