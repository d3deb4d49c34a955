import { describe, expect, expectTypeOf, it } from "vitest";
import { contractEndpoints } from "./all-endpoints.ts";
import { ARTICLE_KINDS } from "./articles.ts";
import { bannerEndpoints, bannerVersionSchema } from "./banners.ts";
import { KIND_ENDPOINT_TABLES } from "./content-kind-endpoints.ts";
import {
  ARTICLE_FIELDS,
  CONTENT_KIND_FIELDS,
  PICTURE_PLACES,
  pictureOf,
  CONTENT_KINDS,
  contentKindOf,
  KIND_CONFIGURATIONS,
  uploadFieldsOf,
  type ContentFieldFacts,
  type ContentKindName,
  type KindConfigurationFacts,
  type KindConfigurationName,
  type SearchableKindName,
} from "./content-kinds.ts";
import { DASHBOARD_GAP_KINDS, DASHBOARD_KINDS, type DashboardGapKind, type DashboardKind } from "./dashboard.ts";
import { documentEndpoints, legalDocumentVersionSchema } from "./documents.ts";
import type { Endpoint } from "./endpoint.ts";
import { eventEndpoints, eventVersionSchema } from "./events.ts";
import { jobOpeningEndpoints, jobOpeningVersionSchema } from "./job-openings.ts";
import { personEndpoints, personVersionSchema } from "./people.ts";
import { practiceAreaEndpoints, practiceAreaVersionSchema } from "./practice-areas.ts";
import { PREVIEW_KINDS, PREVIEW_PAGES, previewPath } from "./preview.ts";
import { ROLE_RIGHTS } from "./rights.ts";
import { SITE_ROUTES } from "./routes.ts";
import { SEARCH_KINDS, type SearchKind } from "./search-limits.ts";

/** A zod object's fields, as the schema reads them at runtime. */
const fieldsOf = (schema: { shape: object }) => Object.keys(schema.shape).sort();

/** The fields of a kind's revisions, as its revision call answers them, and of its drafts, without who saved them when. */
const schemaFields: Record<ContentKindName, { revision: string[]; draft: string[] }> = {
  article: {
    revision: fieldsOf(ARTICLE_KINDS.news.endpoints.revision.result.shape.fields),
    draft: fieldsOf(ARTICLE_KINDS.news.endpoints.detail.result.element.shape.draft.unwrap()),
  },
  person: {
    revision: fieldsOf(personEndpoints.revision.result.shape.fields),
    draft: fieldsOf(personVersionSchema.shape.draft.unwrap()),
  },
  practiceArea: {
    revision: fieldsOf(practiceAreaEndpoints.revision.result.shape.fields),
    draft: fieldsOf(practiceAreaVersionSchema.shape.draft.unwrap()),
  },
  banner: {
    revision: fieldsOf(bannerEndpoints.revision.result.shape.fields),
    draft: fieldsOf(bannerVersionSchema.shape.draft.unwrap()),
  },
  document: {
    revision: fieldsOf(documentEndpoints.revision.result.shape.fields),
    draft: fieldsOf(legalDocumentVersionSchema.shape.draft.unwrap()),
  },
  opening: {
    revision: fieldsOf(jobOpeningEndpoints.revision.result.shape.fields),
    draft: fieldsOf(jobOpeningVersionSchema.shape.draft.unwrap()),
  },
  event: {
    revision: fieldsOf(eventEndpoints.revision.result.shape.fields),
    draft: fieldsOf(eventVersionSchema.shape.draft.unwrap()),
  },
};

const KINDS = Object.keys(CONTENT_KIND_FIELDS) as ContentKindName[];
const declared = (kind: ContentKindName): Record<string, ContentFieldFacts> => CONTENT_KIND_FIELDS[kind];

describe("the publishable kinds' declared fields", () => {
  it("are every kind's", () => {
    expect(KINDS.sort()).toEqual(Object.keys(schemaFields).sort());
  });

  it.each(KINDS)("of %s are exactly the fields its revisions and drafts carry", (kind) => {
    const names = Object.keys(declared(kind)).sort();
    expect(schemaFields[kind].revision).toEqual(names);
    expect(schemaFields[kind].draft.filter((name) => name !== "savedAt" && name !== "operatorName")).toEqual(names);
  });

  it.each(KINDS)("of %s name, for display, only declared fields that History does not show itself", (kind) => {
    const fields = declared(kind);
    for (const [name, facts] of Object.entries(fields)) {
      if (facts.names === undefined) continue;
      expect(fields[facts.names], `${kind}.${name}`).toBeDefined();
      expect(fields[facts.names]!.history, `${kind}.${name}`).toBeNull();
      expect(facts.belongsTo, `${kind}.${name}`).toBe(fields[facts.names]!.belongsTo);
    }
  });

  it.each(KINDS)("of %s that may hold an upload's address are shown as a picture, rich text, text or a list", (kind) => {
    for (const name of uploadFieldsOf(kind)) {
      // A list: an article's clients named, each with its consent's document (decision 0066).
      expect(["picture", "richText", "text", "list"], `${kind}.${name}`).toContain(declared(kind)[name]!.history);
    }
    // Every picture may be an upload.
    const pictures = Object.entries(declared(kind)).filter(([, facts]) => facts.history === "picture");
    for (const [name] of pictures) expect(uploadFieldsOf(kind), `${kind}.${name}`).toContain(name);
  });

  it("name the fields that may hold an upload's address", () => {
    expect(Object.fromEntries(KINDS.map((kind) => [kind, uploadFieldsOf(kind)]))).toEqual({
      article: ["coverUrl", "content", "contentUrl", "clientsNamed", "shareImageUrl"],
      person: ["photoUrl", "intro", "customContents", "shareImageUrl"],
      practiceArea: ["introduce", "iconUrl", "shareImageUrl"],
      banner: ["linkUrl", "imgPath"],
      document: ["content"],
      opening: ["content", "shareImageUrl"],
      event: ["content", "shareImageUrl"],
    });
  });

  it("give every picture its place, the field its description is answered in and, where it has one, its own alt text's field", () => {
    const pictures = KINDS.flatMap((kind) =>
      Object.entries(CONTENT_KIND_FIELDS[kind] as Record<string, ContentFieldFacts>)
        .filter(([, facts]) => facts.history === "picture")
        .map(([field, facts]) => [`${kind}.${field}`, facts.picture] as const),
    );
    expect(Object.fromEntries(pictures)).toEqual({
      "article.coverUrl": { place: "cover", description: "coverDescription", alt: "coverAlt" },
      "article.shareImageUrl": { place: "share" },
      "person.photoUrl": { place: "portrait", description: "photoDescription", alt: "photoAlt" },
      "person.shareImageUrl": { place: "share" },
      "practiceArea.iconUrl": { place: "icon", description: "iconDescription" },
      "practiceArea.shareImageUrl": { place: "share" },
      "banner.imgPath": { place: "banner", description: "imgDescription", alt: "imgAlt" },
      "opening.shareImageUrl": { place: "share" },
      "event.shareImageUrl": { place: "share" },
    });
    for (const [, picture] of pictures) expect(PICTURE_PLACES[picture!.place].minWidth).toBeGreaterThanOrEqual(0);
    expect(pictureOf(ARTICLE_FIELDS, "coverUrl")).toEqual({
      field: "coverUrl",
      place: "cover",
      description: "coverDescription",
      alt: "coverAlt",
    });
    expect(() => pictureOf(ARTICLE_FIELDS, "title")).toThrow(/not declared as a picture/);
  });
});

/** Each configuration's endpoint table. */
const ENDPOINTS: Record<KindConfigurationName, Record<string, Endpoint>> = KIND_ENDPOINT_TABLES;

const CONFIGURATIONS = Object.keys(KIND_CONFIGURATIONS) as KindConfigurationName[];
const configuration = (name: KindConfigurationName): KindConfigurationFacts => KIND_CONFIGURATIONS[name];
const kindOf = (name: KindConfigurationName) => CONTENT_KINDS[contentKindOf(name)];
const routes: string[] = Object.values(SITE_ROUTES);

/** What a write endpoint does, by its name in a kind's table: the right of the declaration it needs. */
const WRITES: Record<string, "versions" | "publication" | "structure"> = {
  create: "versions",
  update: "versions",
  save: "versions",
  discardDraft: "versions",
  restoreRevision: "versions",
  takeOver: "versions",
  markUpToDate: "versions",
  publish: "publication",
  unpublish: "publication",
  setDate: "publication",
  remove: "structure",
  pin: "structure",
  unpin: "structure",
  setTop: "structure",
  sort: "structure",
  moveToFolder: "structure",
  // Any writer may call it; each row's single call then needs its own right (decision 0056).
  bulk: "versions",
};

describe("the publishable kinds' declaration", () => {
  it("has every configuration once, each named as its key and of one kind", () => {
    expect(CONFIGURATIONS).toEqual(["news", "case", "honor", "person", "practiceArea", "banner", "document", "opening", "event"]);
    for (const name of CONFIGURATIONS) expect(configuration(name).name).toBe(name);
    expect(CONFIGURATIONS.map(contentKindOf)).toEqual([
      "article",
      "article",
      "article",
      "person",
      "practiceArea",
      "banner",
      "document",
      "opening",
      "event",
    ]);
    expect(Object.keys(CONTENT_KIND_FIELDS)).toEqual(Object.keys(CONTENT_KINDS));
    for (const kind of KINDS) expect(CONTENT_KIND_FIELDS[kind]).toBe(CONTENT_KINDS[kind].fields);
  });

  it.each(CONFIGURATIONS)("of %s names the API segment of all its endpoints' paths", (name) => {
    for (const [endpoint, { path }] of Object.entries(ENDPOINTS[name])) {
      expect(path.split("/")[2], `${name}.${endpoint}: ${path}`).toBe(configuration(name).segment);
    }
  });

  it("has each configuration's endpoint table hold every endpoint of the contract under its segment", () => {
    const endpoints = contractEndpoints();
    for (const name of CONFIGURATIONS) {
      const table = Object.values(ENDPOINTS[name]);
      const underSegment = endpoints.filter(({ path }) => path.split("/")[2] === configuration(name).segment);
      const outside = underSegment.filter((endpoint) => !table.includes(endpoint)).map(({ method, path }) => `${method} ${path}`);
      expect(outside, `endpoints under ${name}'s segment outside its table`).toEqual([]);
      expect(new Set(table).size, name).toBe(underSegment.length);
    }
  });

  it.each(CONFIGURATIONS)("of %s says whether items are pinned or ordered by hand as its endpoints do", (name) => {
    const endpoints = ENDPOINTS[name];
    expect("pin" in endpoints || "setTop" in endpoints, name).toBe(kindOf(name).pinnable);
    expect("sort" in endpoints, name).toBe(kindOf(name).orderedByHand);
  });

  it.each(CONFIGURATIONS)("of %s gives each write of its endpoints the declared right, and reads content.read", (name) => {
    const { rights } = kindOf(name);
    for (const [endpoint, { method, access, audited }] of Object.entries(ENDPOINTS[name])) {
      if (access === "public") continue;
      // A read, or a write that changes no content (the editor's heartbeat): whoever may read.
      if (method === "GET" || (!audited && !(endpoint in WRITES))) expect(access, `${name}.${endpoint}`).toBe("content.read");
      else expect(access, `${name}.${endpoint}`).toBe(rights[WRITES[endpoint]!]);
    }
  });

  it.each(KINDS)("of %s lets a translator write versions, and only an editor publish and change the structure", (kind) => {
    const { rights } = CONTENT_KINDS[kind];
    expect(ROLE_RIGHTS.translator).toContain(rights.versions);
    expect(ROLE_RIGHTS.translator).not.toContain(rights.publication);
    expect(ROLE_RIGHTS.translator).not.toContain(rights.structure);
    expect(ROLE_RIGHTS.editor).toEqual(expect.arrayContaining(Object.values(rights)));
  });

  it.each(CONFIGURATIONS)("of %s names the site's pages: its list and detail pages, or the page it is shown on", (name) => {
    const { siteRoutes, shownOn } = configuration(name);
    if (siteRoutes) {
      expect(routes).toContain(siteRoutes.list);
      expect(routes).toContain(siteRoutes.detail);
      expect(siteRoutes.detail).toMatch(/:id$/);
      expect(shownOn).toBeUndefined();
    } else {
      expect(routes).toContain(shownOn);
    }
  });

  it("gives the previews a page of each configuration: its detail page, else the page it is shown on", () => {
    expect(PREVIEW_KINDS).toEqual(CONFIGURATIONS);
    expect(PREVIEW_PAGES).toEqual({
      news: SITE_ROUTES.newsDetail,
      case: SITE_ROUTES.caseDetail,
      honor: SITE_ROUTES.honorDetail,
      person: SITE_ROUTES.personDetail,
      practiceArea: SITE_ROUTES.expertiseDetail,
      banner: SITE_ROUTES.home,
      document: SITE_ROUTES.document,
      opening: SITE_ROUTES.careerDetail,
      event: SITE_ROUTES.eventDetail,
    });
    expect(previewPath("case", "de_DE", 12)).toBe("/preview/de/case/detail/12");
    expect(previewPath("banner", "en_US", 7)).toBe("/preview/en/home?banner=7");
    expect(previewPath("document", "zh_CN", 3, "privacy")).toBe("/preview/zh/docs/privacy");
  });

  it("makes searchable exactly the search's kinds, and numbers each translated item under its own scope", () => {
    const searchable = CONFIGURATIONS.filter((name) => configuration(name).searchable);
    expect([...searchable].sort()).toEqual([...SEARCH_KINDS].sort());
    expectTypeOf<SearchableKindName>().toEqualTypeOf<SearchKind>();
    const scopes = CONFIGURATIONS.map((name) => configuration(name).itemScope).filter((scope) => scope !== null);
    expect(new Set(scopes).size).toBe(scopes.length);
  });

  it("gives folders only to article configurations, each its own type", () => {
    const withFolders = CONFIGURATIONS.filter((name) => configuration(name).catalogType !== null);
    for (const name of withFolders) expect(contentKindOf(name), name).toBe("article");
    expect(new Set(withFolders.map((name) => configuration(name).catalogType)).size).toBe(withFolders.length);
  });

  it("names kinds and configurations only as declared: a misspelt name fails the type check", () => {
    // @ts-expect-error -- there is no kind "artcle"
    expect(CONTENT_KINDS.artcle).toBeUndefined();
    // @ts-expect-error -- nor a configuration "nwes"
    expect(KIND_CONFIGURATIONS.nwes).toBeUndefined();
    expectTypeOf(previewPath).parameter(0).toEqualTypeOf<KindConfigurationName>();
    expectTypeOf<"nwes">().not.toExtend<KindConfigurationName>();
  });
});

describe("the dashboard's kinds, derived from the declaration", () => {
  it("are every configuration, and for the translation gaps those numbered under an item scope, in the declaration's order", () => {
    expect(DASHBOARD_KINDS).toEqual(CONFIGURATIONS);
    expect(DASHBOARD_GAP_KINDS).toEqual(CONFIGURATIONS.filter((name) => configuration(name).itemScope !== null));
    expectTypeOf<DashboardKind>().toEqualTypeOf<KindConfigurationName>();
  });

  it("are the kinds the dashboard answered before they were derived, in the same order (its gaps' counts follow it)", () => {
    expect(DASHBOARD_KINDS).toEqual(["news", "case", "honor", "person", "practiceArea", "banner", "document", "opening", "event"]);
    expect(DASHBOARD_GAP_KINDS).toEqual(["news", "case", "honor", "person", "practiceArea", "opening", "event"]);
    expectTypeOf<DashboardGapKind>().toEqualTypeOf<"news" | "case" | "honor" | "person" | "practiceArea" | "opening" | "event">();
  });
});
