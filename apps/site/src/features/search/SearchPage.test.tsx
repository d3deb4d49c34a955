import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES, type Locale, type SearchGroup } from "@lawfirm/contract";
import { loadCatalog } from "../../i18n/catalogs";
import { LocaleProvider } from "../../i18n/LocaleProvider";
import { Group } from "./SearchPage";

/** A kind's group as the search answers it; `totalCapped`: the search stopped counting (decision 0100). */
const group = (totalCount: number, totalCapped: boolean, pageSize = 5): SearchGroup => ({
  kind: "news",
  totalCount,
  totalCapped,
  pageNo: 1,
  pageSize,
  items: [],
});

function render(locale: Locale, shown: SearchGroup, alone = false, page = 1) {
  const html = renderToString(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <Group group={shown} query={{ q: "vertrag", kind: alone ? "news" : undefined, page }} alone={alone} />
      </LocaleProvider>
    </MemoryRouter>,
  );
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe("a kind's results on the search page", () => {
  beforeAll(async () => {
    for (const locale of SUPPORTED_LOCALES) await loadCatalog(locale);
  });

  it("says 'at least' where the search stopped counting, and the exact count otherwise, in every language", () => {
    expect(render("en_US", group(1000, true))).toContain("News at least 1,000");
    expect(render("en_US", group(1000, true))).toContain("At least 1,000 results in News");
    expect(render("de_DE", group(1000, true))).toContain("mindestens 1.000");
    expect(render("zh_CN", group(1000, true))).toContain("至少 1,000");
    expect(render("en_US", group(37, false))).toContain("News 37");
    expect(render("en_US", group(37, false))).toContain("All 37 results in News");
    expect(render("en_US", group(37, false))).not.toContain("at least");
    // A bounded kind that found nothing among the matches it looked at: 0, not "at least 0".
    expect(render("en_US", group(0, true), true)).toContain("News 0");
    expect(render("en_US", group(0, true), true)).not.toContain("at least");
    expect(render("en_US", group(0, true), true)).not.toContain("These are the first");
  });

  it("tells on the last page of a kind the search stopped counting that a word more narrows it", () => {
    const note = "These are the first 1,000 results found.";
    expect(render("en_US", group(1000, true, 10), true, 100)).toContain(note);
    expect(render("en_US", group(1000, true, 10), true, 99)).not.toContain(note);
    expect(render("en_US", group(1000, false, 10), true, 100)).not.toContain(note);
    expect(render("de_DE", group(1000, true, 10), true, 100)).toContain("Das sind die ersten 1.000 gefundenen Ergebnisse.");
  });
});
