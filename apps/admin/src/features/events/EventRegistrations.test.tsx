// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventRegistrations as Registrations, Registration } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { stubApi } from "../../ui/testing/stubApi.ts";
import { EventRegistrations } from "./EventRegistrations.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const registration = (id: number, name: string, state: Registration["state"]): Registration => ({
  id,
  state,
  lang: "en_US",
  name,
  email: `${name.toLowerCase().replace(" ", ".")}@example.com`,
  company: "Mandant GmbH",
  position: null,
  phone: null,
  dietaryNeeds: null,
  consentText: "I agree",
  consentTime: "2026-12-01T09:00:00.000Z",
  createTime: "2026-12-01T09:00:00.000Z",
  cancelTime: null,
  checkInTime: null,
});

const before: Registrations = {
  counts: { registered: 2, waiting: 2, cancelled: 0, checkedIn: 0, free: 1 },
  fields: [],
  registrations: [
    registration(1, "Sam One", "registered"),
    registration(2, "Tia Two", "registered"),
    registration(3, "Uwe Waiting", "waiting"),
    registration(4, "Vera Waiting", "waiting"),
  ],
};
const after: Registrations = {
  counts: { registered: 3, waiting: 1, cancelled: 0, checkedIn: 0, free: 0 },
  fields: [],
  registrations: before.registrations.map((row) => (row.id === 3 ? { ...row, state: "registered" } : row)),
};

describe("an event's registrations", () => {
  it("offers the free places to the first ones waiting, and says who moved up", async () => {
    const calls = stubApi((call) => (call.method === "POST" ? after : before));
    await renderInBackOffice([page("/", <EventRegistrations eventId={7} />)], "/");

    const offer = await screen.findByText("1 free, 2 waiting: the first ones waiting can have the free places.");
    await userEvent.click(within(offer.closest("[role=alert]")!).getByRole("button", { name: "Give the free places" }));

    expect(await screen.findByText("1 moved up from the waiting list and told by e-mail")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/api/admin/eventRegistration/event/7/fill"]);
    await waitFor(() => expect(screen.queryByText(/can have the free places/)).toBeNull());
  });

  it("shows a column for each optional field the event asks for, and none for the others", async () => {
    stubApi(() => ({
      ...before,
      fields: ["phone", "dietaryNeeds"],
      registrations: [{ ...registration(1, "Sam One", "registered"), phone: "+49 89 123456", dietaryNeeds: "Vegetarian" }],
    }));
    await renderInBackOffice([page("/", <EventRegistrations eventId={7} />)], "/");
    const row = (await screen.findByText("Sam One")).closest("tr")!;
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining(["Telephone", "Dietary needs"]));
    expect(headers).not.toContain("Position");
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.indexOf("+49 89 123456")).toBe(headers.indexOf("Telephone"));
    expect(cells.indexOf("Vegetarian")).toBe(headers.indexOf("Dietary needs"));
  });

  it("offers nothing while no place is free, or no one waits", async () => {
    stubApi(() => ({ ...before, counts: { ...before.counts, free: 0 } }));
    await renderInBackOffice([page("/", <EventRegistrations eventId={7} />)], "/");
    expect(await screen.findByText("Uwe Waiting")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Give the free places" })).toBeNull();
  });
});
