// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, Form } from "antd";
import { PAGE_META_LIMITS } from "@lawfirm/contract";
import { page, renderInBackOffice } from "../testing/renderInBackOffice.tsx";
import { stubApi } from "../testing/stubApi.ts";
import { firmConfig } from "../testing/contractFixtures.ts";
import { SearchAndSharing, type PageDefaults } from "./SearchAndSharing.tsx";

// A version's search-engine and sharing fields in its editor (decision 0055): the inputs with how
// much search engines show, and the search result and shared link as they would look.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRM = firmConfig("Kanzlei Weber", "/api/upload/logo.png", "de_DE");

interface Values {
  title?: string;
  slug?: string;
  metaTitle?: string;
  metaDescription?: string;
  shareImageUrl?: string | null;
  noindex?: boolean;
}

const defaultsOf = (values: Values): PageDefaults => ({ title: values.title ?? "", description: "Der Anfang des Textes.", image: null });

async function renderSection(initial: Values) {
  const calls = stubApi((call) => (call.path === "/api/user/portal-config" ? FIRM : null));
  const submitted = vi.fn();
  await renderInBackOffice(
    [
      page(
        "/",
        <Form initialValues={{ versions: { de_DE: initial } }} onFinish={submitted}>
          <SearchAndSharing<Values> lang="de_DE" route="/news/:slug" defaultsOf={defaultsOf} />
          <Button htmlType="submit">Save</Button>
        </Form>,
      ),
    ],
    "/",
  );
  return { calls, submitted };
}

describe("SearchAndSharing", () => {
  it("says the page speaks for itself until a field is written, then names the fields of its own", async () => {
    await renderSection({ title: "Jahresbericht", slug: "jahresbericht" });
    expect(screen.getByText("As the page says by itself")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search headline"), { target: { value: "Der Jahresbericht 2025" } });
    await waitFor(() => expect(screen.getByText("Own: Search headline")).toBeTruthy());
  });

  it("warns, without refusing, of a title longer than search engines show, and submits what was written", async () => {
    const { submitted } = await renderSection({ title: "Jahresbericht" });
    await userEvent.click(screen.getByRole("button", { name: /Search engines and sharing/ }));
    const long = "x".repeat(PAGE_META_LIMITS.metaTitle.advised + 5);
    fireEvent.change(screen.getByLabelText("Search headline"), { target: { value: long } });
    await waitFor(() => expect(screen.getByText(`${long.length} characters: search engines cut after about 60.`)).toBeTruthy());
    await userEvent.click(screen.getByRole("checkbox", { name: "Keep this page out of search engines" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]?.[0]).toMatchObject({ versions: { de_DE: { metaTitle: long, noindex: true } } });
  });

  it("previews the search result and the shared link with the page's defaults and the firm's name, once opened", async () => {
    const { calls } = await renderSection({ title: "Jahresbericht", slug: "jahresbericht" });
    expect(calls.some((call) => call.path === "/api/user/portal-config")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: /Search engines and sharing/ }));
    const result = await screen.findByTestId("search-preview");
    await waitFor(() => expect(within(result).getByText("Jahresbericht · Kanzlei Weber")).toBeTruthy());
    expect(within(result).getByText("Der Anfang des Textes.")).toBeTruthy();
    expect(result.textContent).toContain("› de › news › jahresbericht");
    const shared = screen.getByTestId("share-preview");
    expect(shared.querySelector("img")?.getAttribute("src")).toBe("/api/upload/logo.png");

    fireEvent.change(screen.getByLabelText("Search headline"), { target: { value: "Zahlen 2025" } });
    fireEvent.change(screen.getByLabelText("Search description"), { target: { value: "Was das Jahr brachte." } });
    await waitFor(() => expect(within(result).getByText("Zahlen 2025")).toBeTruthy());
    expect(within(result).getByText("Was das Jahr brachte.")).toBeTruthy();
    expect(within(shared).getByText("Zahlen 2025")).toBeTruthy();

    await userEvent.click(screen.getByRole("checkbox", { name: "Keep this page out of search engines" }));
    await waitFor(() => expect(within(screen.getByTestId("search-preview")).getByText("Not shown in search engines.")).toBeTruthy());
  });
});
