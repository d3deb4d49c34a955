import { describe, expect, it } from "vitest";
import { buildDocumentHead } from "../../lib/page-head";
import { articleDescription } from "@lawfirm/contract";
import { toArticleCard, type ArticleDetail, type ArticleRow } from "./article-kinds";

// An article's teaser is what its card and its page's description say of it; without one, the
// site says what it said before: the summary the API cuts from the text.

const row = (teaser: string | null) =>
  ({
    id: 7,
    no: 3,
    lang: "en_US",
    title: "Shanghai office expands",
    teaser,
    coverUrl: "/api/upload/0123456789abcdef0123456789abcdef.jpg",
    top: 0,
    createTime: "2026-11-12T10:30:00.000Z",
    catalogName: "Firm News",
    contentUrl: null,
    isLink: 0,
    summary: "Ten years after opening in Shanghai, the firm moves to larger offices in Jing'an.",
  }) as unknown as ArticleRow;

const detail = (teaser: string | null, note: string | null = null) =>
  ({ teaser, note, content: "<p>Ten years after <strong>opening</strong> in Shanghai.</p>" }) as Pick<
    ArticleDetail,
    "teaser" | "note" | "content"
  >;

/** The description and og:description a detail page's head carries for `description`. */
function headDescriptions(description: string) {
  const head = buildDocumentHead(
    { title: "Shanghai office expands", description },
    {
      locale: "en_US",
      origin: "https://firm.example",
      siteName: "Firm & Partner",
      config: null,
      route: "/news/detail/7",
      versions: [],
      feedTitle: "News · Firm & Partner",
    },
  );
  const content = (key: string) =>
    head.tags.find((tag) => tag.attributes.name === key || tag.attributes.property === key)?.attributes.content;
  return { description: content("description"), og: content("og:description") };
}

describe("an article's teaser", () => {
  it("is the card's text when the item has one", () => {
    expect(toArticleCard(row("We moved: a bigger office\nin Jing'an.")).summary).toBe("We moved: a bigger office\nin Jing'an.");
  });

  it("leaves the card the summary cut from the text when empty or blank", () => {
    const cut = "Ten years after opening in Shanghai, the firm moves to larger offices in Jing'an.";
    expect(toArticleCard(row(null)).summary).toBe(cut);
    expect(toArticleCard(row("  ")).summary).toBe(cut);
  });

  it("keeps no teaser field of its own on the card: the card's text is its summary", () => {
    expect(toArticleCard(row("Short")).summary).toBe("Short");
    expect(Object.keys(toArticleCard(row("Short")))).not.toContain("teaser");
  });

  it("describes the item's page in <meta name=description> and og:description", () => {
    const description = articleDescription(detail("A bigger office in Jing'an.", "A note"));
    expect(description).toBe("A bigger office in Jing'an.");
    expect(headDescriptions(description)).toEqual({ description: "A bigger office in Jing'an.", og: "A bigger office in Jing'an." });
  });

  it("leaves the page its description as before when empty: the note, else the start of the text", () => {
    expect(articleDescription(detail(null, "A note"))).toBe("A note");
    expect(articleDescription(detail("", null))).toBe("Ten years after opening in Shanghai.");
  });
});
