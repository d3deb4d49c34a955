// @vitest-environment happy-dom
import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Language } from "@lawfirm/contract";
import { useLinkedChoices, type Choice } from "./linkedChoices.ts";

// The linked fields of a translated item's editor (decision 0089): each language's choices, the
// same items (by `no`) in every tab, a copy's links and the names it cannot carry over.

afterEach(cleanup);

const CHOICES: Record<string, Record<string, Choice[]>> = {
  offices: {
    en_US: [
      { id: 1, no: 10, name: "Berlin" },
      { id: 2, no: 11, name: "Shanghai" },
    ],
    de_DE: [{ id: 3, no: 10, name: "Berlin (de)" }],
  },
  areas: {
    en_US: [
      { id: 21, no: 30, name: "Employment" },
      { id: 22, no: 31, name: "Tax" },
    ],
    de_DE: [
      { id: 23, no: 31, name: "Steuern" },
      { id: 24, no: 30, name: "Arbeitsrecht" },
    ],
  },
};
const spec = (list: string) => ({
  query: (lang: string) => ({ queryKey: [list, lang], queryFn: async () => CHOICES[list]![lang] ?? [] }),
});
const LINKED = { office: { ...spec("offices"), single: true as const }, proFieldIds: spec("areas") };
const LANGUAGES = [{ langCode: "en_US" }, { langCode: "de_DE" }] as Language[];

function renderChoices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useLinkedChoices(LINKED, LANGUAGES), { wrapper });
}

describe("a translated item's linked fields", () => {
  it("offers each language's items and names the same items in another language, leaving out what it lacks", async () => {
    const { result } = renderChoices();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const choices = result.current;
    expect(choices.options("de_DE", "proFieldIds")).toEqual([
      { value: 23, label: "Steuern" },
      { value: 24, label: "Arbeitsrecht" },
    ]);
    expect(choices.mapIds("proFieldIds", [22, 21], "en_US", "de_DE")).toEqual([23, 24]);
    expect(choices.copied({ office: 2, proFieldIds: [21] }, "en_US", "de_DE")).toEqual({
      values: { office: undefined, proFieldIds: [24] },
      missing: ["Shanghai"],
    });
    expect(choices.copied({ office: 1, proFieldIds: [] }, "en_US", "de_DE").values).toEqual({ office: 3, proFieldIds: [] });
    expect(await choices.namesOf("office", "de_DE")([3, 99])).toEqual(new Map([[3, "Berlin (de)"]]));
  });

  it("makes a choice in one tab in every other tab: one office, a list of areas", async () => {
    const { result } = renderChoices();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const choices = result.current;
    const values = new Map<string, unknown>();
    const form = { setFieldValue: (name: (string | number)[], value: unknown) => values.set(name.join("."), value) };
    choices.onChange(form, ["en_US", "de_DE"], "office", "en_US", 1);
    choices.onChange(form, ["en_US", "de_DE"], "proFieldIds", "en_US", [21, 22]);
    expect(values).toEqual(
      new Map<string, unknown>([
        ["versions.de_DE.office", 3],
        ["versions.de_DE.proFieldIds", [24, 23]],
      ]),
    );
  });
});
