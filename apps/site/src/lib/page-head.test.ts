import { describe, expect, it } from "vitest";
import { buildDocumentHead, renderDocumentHead, type DocumentHead, type LanguageVersion } from "./page-head";

const everyLanguage = (path: string): LanguageVersion[] =>
  (["de_DE", "en_US", "zh_CN"] as const).map((locale) => ({ locale, path, translated: true }));

function head(
  overrides: Partial<Parameters<typeof buildDocumentHead>[1]> = {},
  input: Partial<Parameters<typeof buildDocumentHead>[0]> = {},
) {
  return buildDocumentHead(
    { title: "Our Team", description: "Find a lawyer", ...input },
    {
      locale: "en_US",
      origin: "https://firm.example",
      siteName: "Firm & Partner",
      config: null,
      route: "/people",
      versions: everyLanguage("/people"),
      feedTitle: "News · Firm & Partner",
      ...overrides,
    },
  );
}

const linkHref = (documentHead: DocumentHead, rel: string, hreflang?: string) =>
  documentHead.tags.find((tag) => tag.attributes.rel === rel && (hreflang === undefined || tag.attributes.hreflang === hreflang))
    ?.attributes.href;
const metaContent = (documentHead: DocumentHead, key: string) =>
  documentHead.tags.find((tag) => [tag.attributes.property, tag.attributes.name, tag.attributes["http-equiv"]].includes(key))?.attributes
    .content;

describe("a page's head", () => {
  it("names the prefixed address as canonical, every language version and the unprefixed x-default", () => {
    const built = head();
    expect(built.title).toBe("Our Team · Firm & Partner");
    expect(linkHref(built, "canonical")).toBe("https://firm.example/en/people");
    expect(linkHref(built, "alternate", "de-DE")).toBe("https://firm.example/de/people");
    expect(linkHref(built, "alternate", "zh-CN")).toBe("https://firm.example/zh/people");
    expect(linkHref(built, "alternate", "x-default")).toBe("https://firm.example/people");
    expect(metaContent(built, "og:locale")).toBe("en_US");
    expect(built.lang).toBe("en-US");
    expect(metaContent(built, "content-language")).toBe("en-US");
    expect(metaContent(head({ locale: "zh_CN" }), "content-language")).toBe("zh-CN");
  });

  it("lists only the versions a detail page's item has, and its own language's address as canonical", () => {
    // An English-only person shown at the unprefixed address to a German visitor.
    const versions: LanguageVersion[] = [
      { locale: "de_DE", path: "/people", translated: false },
      { locale: "en_US", path: "/people/detail/7", translated: true },
    ];
    const built = head({ locale: "de_DE", route: "/people/detail/7", versions });
    expect(linkHref(built, "canonical")).toBe("https://firm.example/en/people/detail/7");
    expect(linkHref(built, "alternate", "de-DE")).toBeUndefined();
    expect(metaContent(built, "og:locale")).toBe("en_US");
  });

  it("names the English version's unprefixed address as x-default on every version's page", () => {
    const versions: LanguageVersion[] = [
      { locale: "de_DE", path: "/news/detail/1", translated: true },
      { locale: "en_US", path: "/news/detail/2", translated: true },
    ];
    const german = head({ locale: "de_DE", route: "/news/detail/1", versions });
    expect(linkHref(german, "canonical")).toBe("https://firm.example/de/news/detail/1");
    expect(linkHref(german, "alternate", "x-default")).toBe("https://firm.example/news/detail/2");
    const germanOnly = head({ locale: "de_DE", route: "/news/detail/1", versions: versions.slice(0, 1) });
    expect(linkHref(germanOnly, "alternate", "x-default")).toBe("https://firm.example/news/detail/1");
  });

  it("takes the editor's search-engine and sharing fields in place of the page's own, each on its own (decision 0055)", () => {
    const page = { image: "/api/upload/cover.webp", imageAlt: "Cover" };
    const edited = head(
      {},
      { ...page, pageMeta: { metaTitle: "Merger control 2026 | Firm", metaDescription: "Ours.", shareImageUrl: "/api/upload/share.png" } },
    );
    expect(edited.title).toBe("Merger control 2026 | Firm");
    expect(metaContent(edited, "og:title")).toBe("Merger control 2026 | Firm");
    expect(metaContent(edited, "twitter:title")).toBe("Merger control 2026 | Firm");
    expect(metaContent(edited, "description")).toBe("Ours.");
    expect(metaContent(edited, "og:description")).toBe("Ours.");
    expect(metaContent(edited, "og:image")).toBe("https://firm.example/api/upload/share.png");
    expect(metaContent(edited, "og:image:alt")).toBeUndefined();
    expect(metaContent(edited, "robots")).toBeUndefined();
    expect(linkHref(edited, "canonical")).toBe("https://firm.example/en/people");

    const empty = head({}, { ...page, pageMeta: { metaTitle: null, metaDescription: null, shareImageUrl: null, noindex: false } });
    expect(empty.title).toBe("Our Team · Firm & Partner");
    expect(metaContent(empty, "description")).toBe("Find a lawyer");
    expect(metaContent(empty, "og:image")).toBe("https://firm.example/api/upload/cover.webp");
    expect(metaContent(empty, "og:image:alt")).toBe("Cover");

    const hidden = head({}, { pageMeta: { noindex: true } });
    expect(metaContent(hidden, "robots")).toBe("noindex");
    expect(linkHref(hidden, "canonical")).toBeUndefined();
  });

  it("gives crawlers an upload's JPEG or PNG rendition 1200 pixels wide, and no SVG drawing", () => {
    const cover = "/api/upload/0123456789abcdef0123456789abcdef.webp";
    const shared = head({}, { image: cover });
    expect(metaContent(shared, "og:image")).toBe(`https://firm.example${cover}?w=1200`);
    expect(metaContent(shared, "twitter:image")).toBe(`https://firm.example${cover}?w=1200`);
    expect(metaContent(shared, "twitter:card")).toBe("summary_large_image");
    const drawnLogo = head({
      config: { iconUrl: "/api/upload/0123456789abcdef0123456789abcdef.svg" } as Parameters<typeof buildDocumentHead>[1]["config"],
    });
    expect(metaContent(drawnLogo, "og:image")).toBeUndefined();
    expect(metaContent(drawnLogo, "og:image:alt")).toBeUndefined();
    expect(metaContent(head({}, { image: "/portraits/monogram.svg" }), "twitter:card")).toBe("summary");
  });

  it("makes the picture absolute, falls back to the logo, and keeps not-found pages out of the index", () => {
    expect(metaContent(head({}, { image: "/api/upload/cover.webp" }), "og:image")).toBe("https://firm.example/api/upload/cover.webp");
    const withLogo = head({ config: { iconUrl: "/api/upload/logo.png" } as Parameters<typeof buildDocumentHead>[1]["config"] });
    expect(metaContent(withLogo, "og:image")).toBe("https://firm.example/api/upload/logo.png");
    const missing = head({}, { noindex: true });
    expect(metaContent(missing, "robots")).toBe("noindex");
    expect(linkHref(missing, "canonical")).toBeUndefined();
  });

  it("describes the shared picture with its alt text, the logo's by its media item else the firm's name, a decorative one not at all", () => {
    const described = head({}, { image: "/api/upload/cover.webp", imageAlt: "Two lawyers sign a contract" });
    expect(metaContent(described, "og:image:alt")).toBe("Two lawyers sign a contract");
    expect(metaContent(described, "twitter:image:alt")).toBe("Two lawyers sign a contract");
    expect(metaContent(head({}, { image: "/api/upload/cover.webp", imageAlt: "" }), "og:image:alt")).toBeUndefined();
    type Config = Parameters<typeof buildDocumentHead>[1]["config"];
    const logo = (iconDescription?: { alt: string; decorative: boolean }) =>
      head({
        config: {
          iconUrl: "/api/upload/logo.png",
          iconDescription: iconDescription && { ...iconDescription, caption: "", focalX: null, focalY: null },
        } as Config,
      });
    expect(metaContent(logo({ alt: "The firm's section sign", decorative: false }), "og:image:alt")).toBe("The firm's section sign");
    expect(metaContent(logo(), "og:image:alt")).toBe("Firm & Partner");
    expect(metaContent(logo({ alt: "", decorative: true }), "og:image:alt")).toBeUndefined();
    expect(metaContent(head(), "og:image:alt")).toBeUndefined();
  });

  it("renders as HTML whose attribute values and JSON-LD cannot break out of their element", () => {
    const html = renderDocumentHead(
      head({}, { title: 'A "quoted" <b>title</b>', structuredData: () => [{ name: "</script><script>alert(1)</script>" }] }),
    );
    expect(html).toContain("<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; · Firm &amp; Partner</title>");
    expect(html).not.toContain("</script><script>");
    expect(html).toContain("\\u003c/script>");
  });
});
