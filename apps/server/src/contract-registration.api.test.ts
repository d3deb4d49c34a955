import * as contract from "@lawfirm/contract";
import { API_BASE } from "@lawfirm/contract";
import { contractEndpoints } from "@lawfirm/contract/all-endpoints";
import { describe, expect, it } from "vitest";
import { fakeBuiltSite } from "../test/fake-built-site.ts";
import { createTestApp } from "../test/test-app.ts";
import { NO_JSON_SCHEMAS } from "./http/no-json-schemas.ts";

/**
 * The contract and the server agree: every endpoint the contract declares is registered, and the
 * server has no route the contract does not declare, but the plain routes listed below (pages,
 * files, crawl files), each for a reason. A route added past the contract would escape the web
 * apps' typed client, the admin guard's rights and the audit log's actions, which all read it.
 */

/** A route outside the contract that answers no API envelope: a GET (with Fastify's automatic HEAD), unless it says otherwise. */
interface PlainRoute {
  /** The route's address as registered, or a pattern for a family of them. */
  url: string | RegExp;
  methods?: readonly string[];
  reason: string;
}

const PLAIN_ROUTES: readonly PlainRoute[] = [
  { url: "/*", reason: "the web apps: the site's pages rendered on the server, the back office's index.html, both apps' built files" },
  { url: `${contract.UPLOAD_PATH}*`, reason: "uploaded files and their width variants (?w=&f=), answered as files" },
  { url: `${contract.PREVIEW_BASE}/*`, reason: "a version's preview page, HTML for a session or an approval link's token (decision 0035)" },
  {
    url: `${contract.PREVIEW_BASE}/*`,
    methods: ["POST"],
    reason: "an approval link's review form posted without a script, answered by the page again (decision 0052)",
  },
  {
    url: "/:lang/contact",
    methods: ["POST"],
    reason: "a contact form posted without a script, answered by a redirect or the page again (decision 0077)",
  },
  {
    url: "/:lang/events/:slug",
    methods: ["POST"],
    reason: "an event's registration form posted without a script, answered by a redirect or the page again (decision 0082)",
  },
  {
    url: "/:lang/events/cancel",
    methods: ["POST"],
    reason: "a registration's cancellation confirmed without a script, answered by a redirect (decision 0082)",
  },
  { url: /^\/(de|en|zh)\/events\/:slug\/calendar\.ics$/, reason: "an event's calendar file, iCalendar (decision 0082)" },
  {
    url: "/:lang/newsletter",
    methods: ["POST"],
    reason: "a newsletter subscription posted without a script, answered by a redirect or the page again (decision 0083)",
  },
  {
    url: "/:lang/newsletter/confirm",
    methods: ["POST"],
    reason:
      "a subscription confirmed by the confirmation page's button without a script (a GET confirms nothing), answered by a redirect (decision 0088)",
  },
  {
    url: "/:lang/newsletter/preferences",
    methods: ["POST"],
    reason: "a subscriber's preferences saved without a script, answered by a redirect to the page (decision 0083)",
  },
  {
    url: "/:lang/newsletter/unsubscribe",
    methods: ["POST"],
    reason: "unsubscribing: the page's button without a script, and RFC 8058's one-click POST of mail clients (decision 0083)",
  },
  {
    url: "/:lang/careers/apply",
    methods: ["POST"],
    reason: "an application form posted without a script, answered by a redirect or the page again (decision 0080)",
  },
  {
    url: contract.APPLICATION_FILE_PATH,
    reason: "an application's file, downloaded with the Recruiting right as an attachment (decision 0080)",
  },
  { url: "/robots.txt", reason: "a crawl file, plain text" },
  { url: "/sitemap.xml", reason: "the sitemap's index, XML (decision 0040)" },
  { url: /^\/sitemap-[a-z]+-:page\.xml$/, reason: "the sitemap's pages, a series for each part, XML (decision 0040)" },
  { url: /^\/(de|en|zh)\/news\/rss\.xml$/, reason: "each language's news feed, RSS 2.0" },
  { url: /^\/(de|en|zh)\/people\/detail\/:id\/vcard$/, reason: "a lawyer's contact card, a vCard file (decision 0027)" },
  { url: /^\/(de|en|zh)\/people\/:slug\/vcard$/, reason: "a lawyer's contact card at the page's readable address (decision 0054)" },
];

const matches = (plain: PlainRoute, route: { method: string; url: string }) =>
  (plain.methods ?? ["GET", "HEAD"]).includes(route.method) &&
  (typeof plain.url === "string" ? plain.url === route.url : plain.url.test(route.url));

const routeName = (method: string, url: string) => `${method} ${url}`;

/** The contract's endpoints as the server registers them: `METHOD /api/path`. */
const declared = new Set(contractEndpoints().map((endpoint) => routeName(endpoint.method, `${API_BASE}${endpoint.path}`)));
/** Fastify's automatic HEAD beside a GET, which the registrar keeps for public reads only (http/endpoint.ts). */
const declaredHeads = new Set(
  contractEndpoints()
    .filter((endpoint) => endpoint.method === "GET" && endpoint.access === "public")
    .map((endpoint) => routeName("HEAD", `${API_BASE}${endpoint.path}`)),
);

// The web apps built (a stand-in for them), so that their routes and the preview's are there too.
const renderer = `export async function createRenderer() {
  return async () => ({ kind: "page", status: 200, lang: "en", dir: "ltr", head: "", body: "", state: "{}", modules: [] });
}`;
const { app } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
/**
 * Every route Fastify has: app.ts's `onRoute` hook, installed before any plugin or module adds
 * one, sees each as it is added, plugins' and the web apps' included, with its automatic HEAD.
 * (`printRoutes` folds the router's tree and its wildcards, which makes a poor list.)
 */
const registered = app.registeredRoutes.map((route) => ({ ...route, name: routeName(route.method, route.url) }));
const registeredNames = new Set(registered.map((route) => route.name));

describe("the server's routes and the contract", () => {
  it("uses no JSON-schema compilers (Ajv, fast-json-stringify): the contract's zod schemas validate", () => {
    // Fastify has no getter for the compilers it was given: its own symbol for them is read instead.
    const controllerKey = Object.getOwnPropertySymbols(app).find((key) => key.description === "fastify.schemaController");
    const controller = (app as unknown as Record<symbol, { compilersFactory: typeof NO_JSON_SCHEMAS.compilersFactory }>)[controllerKey!]!;
    expect(controller.compilersFactory.buildValidator).toBe(NO_JSON_SCHEMAS.compilersFactory.buildValidator);
    expect(controller.compilersFactory.buildSerializer).toBe(NO_JSON_SCHEMAS.compilersFactory.buildSerializer);
  });

  it("registers every endpoint the contract declares", () => {
    const missing = [...declared].filter((name) => !registeredNames.has(name));
    expect(missing, "contract endpoints the server does not register").toEqual([]);
  });

  it("has no route the contract does not declare, but the plain routes allowed here", () => {
    const isPlain = (route: { method: string; url: string }) => PLAIN_ROUTES.some((plain) => matches(plain, route));
    const undeclared = registered
      .filter((route) => !declared.has(route.name) && !declaredHeads.has(route.name) && !isPlain(route))
      .map((route) => route.name);
    expect(undeclared, "routes the contract does not declare: declare them in packages/contract, or allow them here with a reason").toEqual(
      [],
    );
  });

  it("allows only plain routes the server has", () => {
    const unused = PLAIN_ROUTES.filter((plain) => !registered.some((route) => route.method !== "HEAD" && matches(plain, route)));
    expect(
      unused.map((plain) => String(plain.url)),
      "allowed plain routes the server does not have",
    ).toEqual([]);
  });
});
