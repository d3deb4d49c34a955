// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Button, Form } from "antd";
import type { ClientNamed } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../../ui/testing/renderInBackOffice.tsx";
import { stubApi } from "../../ui/testing/stubApi.ts";
import { ClientsNamedSection } from "./ClientsNamedSection.tsx";

// The clients an article names and their consents (decision 0066), edited above the language tabs.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONSENTED: ClientNamed = {
  name: "Kessler Präzision GmbH",
  consentDate: "2026-10-02",
  scope: "Name and sale",
  documentUrl: "/api/upload/0a1b2c3d4e5f60718293a4b5c6d7e8f9.pdf",
};
const UNCONSENTED: ClientNamed = { name: "Quellwerk Müller GmbH", consentDate: null, scope: "", documentUrl: null };

async function renderSection(clients: ClientNamed[]) {
  stubApi(() => null);
  const submitted = vi.fn();
  await renderInBackOffice(
    [
      page(
        "/",
        <Form initialValues={{ common: { clientsNamed: clients } }} onFinish={submitted}>
          <ClientsNamedSection name={["common", "clientsNamed"]} readOnly={false} />
          <Button htmlType="submit">Save</Button>
        </Form>,
      ),
    ],
    "/",
  );
  return submitted;
}

describe("ClientsNamedSection", () => {
  it("shows each client with its consent, warns of the one without, and links the consent document", async () => {
    await renderSection([CONSENTED, UNCONSENTED]);
    expect(await screen.findByText("Clients named")).toBeTruthy();
    const warnings = screen.getAllByText("No consent recorded yet: the item cannot be published.");
    expect(warnings).toHaveLength(1);
    const unconsentedCard = warnings[0]!.closest(".ant-card") as HTMLElement;
    expect(within(unconsentedCard).getByDisplayValue(UNCONSENTED.name)).toBeTruthy();
    expect(screen.getByDisplayValue("02.10.2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open document" }).getAttribute("href")).toBe(CONSENTED.documentUrl);
  });

  it("adds and removes clients, and submits each with its date as a day", async () => {
    const submitted = await renderSection([CONSENTED, UNCONSENTED]);
    fireEvent.click(await screen.findByRole("button", { name: "Remove client Quellwerk Müller GmbH" }));
    fireEvent.click(screen.getByRole("button", { name: "Add client" }));
    const names = screen.getAllByLabelText("Client");
    expect(names).toHaveLength(2);
    fireEvent.change(names[1]!, { target: { value: "Nordlicht Energie AG" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toEqual({
      common: { clientsNamed: [CONSENTED, { name: "Nordlicht Energie AG", consentDate: null, scope: "", documentUrl: null }] },
    });
  });
});
