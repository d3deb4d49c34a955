// @vitest-environment happy-dom
import { useState, type ReactNode } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, ConfigProvider, Form } from "antd";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "@lawfirm/contract";
import { loadStartCatalog } from "../i18n/catalogLoader.ts";
import { I18nProvider, useAntdLocale } from "../i18n/I18nProvider.tsx";
import { berlinWallTimeToUtc, utcToBerlinWallTime } from "./siteTime.ts";
import { SiteTimePicker } from "./SiteTimePicker.tsx";
import { TestStyles } from "./testing/renderInBackOffice.tsx";
import { typeSiteTime } from "./testing/siteTimeInput.ts";

// The picker means Berlin's clock whatever the browser's: the test runs in a zone far from Berlin,
// on the other side of UTC, to tell the two apart.
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
  localStorage.removeItem("umi_locale");
});

/** A form with one picker that sends its time as the publication forms do (UTC, from Berlin's wall clock). */
function PublishAtForm({ initial }: { initial?: string }) {
  const [sent, setSent] = useState<string>();
  return (
    <Form<{ publishAt?: string }>
      initialValues={{ publishAt: initial === undefined ? undefined : utcToBerlinWallTime(initial) }}
      onFinish={(values) => setSent(berlinWallTimeToUtc(values.publishAt ?? "") ?? "none")}
    >
      <Form.Item name="publishAt" label="Publish at">
        <SiteTimePicker />
      </Form.Item>
      <Button htmlType="submit">Send</Button>
      <output aria-label="Sent">{sent}</output>
    </Form>
  );
}

/** antd in the interface's language, as the app's root gives it (app/App.tsx); without animations, the panel is there at once. */
function InAntdLocale({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} theme={{ token: { motion: false } }}>
      {children}
    </ConfigProvider>
  );
}

async function showForm(locale: Locale, initial?: string) {
  await loadStartCatalog(locale);
  localStorage.setItem("umi_locale", locale);
  render(
    <TestStyles>
      <I18nProvider>
        <InAntdLocale>
          <PublishAtForm initial={initial} />
        </InAntdLocale>
      </I18nProvider>
    </TestStyles>,
  );
  return userEvent.setup({ delay: null });
}

describe("the date and time picker of the back office", { timeout: 60_000 }, () => {
  it("shows a stored time on Berlin's clock and sends a typed one as Berlin time, in a browser in New York", async () => {
    const user = await showForm("en_US", "2026-01-10T08:00:00.000Z");
    const input = screen.getByLabelText<HTMLInputElement>("Publish at");
    // 08:00 UTC is 09:00 in Berlin in winter (03:00 in New York).
    expect(input.value).toBe("2026-01-10 09:00");
    expect(screen.getByText("Berlin time")).toBeTruthy();
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Berlin time").id);

    await typeSiteTime(user, input, "2026-07-01 09:30");
    await user.click(screen.getByRole("button", { name: "Send" }));
    // 09:30 in Berlin's summer is 07:30 UTC (13:30 UTC had it been New York's 09:30).
    expect((await screen.findByLabelText("Sent")).textContent).toBe("2026-07-01T07:30:00.000Z");
  });

  it("sends a time picked in its panel as Berlin time", async () => {
    const user = await showForm("en_US", "2026-01-10T08:00:00.000Z");
    const input = screen.getByLabelText<HTMLInputElement>("Publish at");
    await user.click(input);
    const panel = document.querySelector<HTMLElement>(".ant-picker-dropdown")!;
    await user.click(within(panel).getByTitle("2026-01-20"));
    // The picked day in the field, at the stored time of day, before the picker is left (a render
    // later on a busy machine): taken when the picker is left, no OK to press.
    await waitFor(() => expect(input.value).toBe("2026-01-20 09:00"));
    await user.keyboard("{Tab}");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect((await screen.findByLabelText("Sent")).textContent).toBe("2026-01-20T08:00:00.000Z");
  });

  it("speaks the back office's language: German month and weekday names, the week from Monday, Berlin time named in German", async () => {
    const user = await showForm("de_DE", "2026-03-10T08:00:00.000Z");
    expect(screen.getByText("Berliner Zeit")).toBeTruthy();
    await user.click(screen.getByLabelText("Publish at"));
    const panel = document.querySelector<HTMLElement>(".ant-picker-dropdown")!;
    // Weekdays and the week's first day come from dayjs's German locale, loaded with the catalog.
    expect([...panel.querySelectorAll("thead th")].map((day) => day.textContent)).toEqual(["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"]);
    const month = within(panel).getByLabelText("Wähle einen Monat");
    expect(month.textContent).toBe("Mär");
    await user.click(month);
    expect([...panel.querySelectorAll(".ant-picker-cell")].map((cell) => cell.textContent)).toEqual([
      "Jan",
      "Feb",
      "Mär",
      "Apr",
      "Mai",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Okt",
      "Nov",
      "Dez",
    ]);
  });
});
