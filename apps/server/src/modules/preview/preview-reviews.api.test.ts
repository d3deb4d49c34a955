import type { AnyArticle, AuditEntry, Catalog, Dashboard, PreviewLink, RecordedReview, VersionReview } from "@lawfirm/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createColleague } from "../../../test/account-helpers.ts";
import { apiCaller, createFolder, newsAsSent, type ByLang } from "../../../test/content-helpers.ts";
import { fakeBuiltSite } from "../../../test/fake-built-site.ts";
import { createTestApp } from "../../../test/test-app.ts";
import { setClock } from "../../db/database.ts";
import { REVIEW_LIMITS_PER } from "./preview.routes.ts";

/**
 * A news page that reads the article's public detail through the server, as the site's loader does:
 * at its readable address (decision 0054), through what the slug leads to.
 */
const renderer = `export async function createRenderer({ fetch }) {
      return async (request) => {
        const match = /^\\/(de|en|zh)\\/news\\/([a-z0-9-]+)$/.exec(new URL(request.url).pathname);
        const langs = { de: "de_DE", en: "en_US", zh: "zh_CN" };
        const target = match ? await (await fetch("/api/user/addresses/news/" + match[2], { headers: { lang: langs[match[1]] } })).json() : { status: 404 };
        const detail = target.status === 200 ? await (await fetch("/api/user/latest-news/" + target.result.id)).json() : target;
        const title = detail.status === 200 ? detail.result.title : "Not found";
        return { kind: "page", status: detail.status, lang: "de", dir: "ltr", head: "<title>" + title + "</title>",
          body: "<h1>" + title + "</h1>", state: "{}", modules: [] };
      };
    }`;

// Reviews from an approval link (decision 0052): the reader approves or asks for changes through
// the API (the page's script) or the page's own form (no script); the token is the authority.

const { app, db, login } = await createTestApp({ WEB_ROOT: fakeBuiltSite(renderer) });
const adminToken = await login();
const admin = apiCaller(app, adminToken);
const anonymous = apiCaller(app, null);
const { token: translatorToken } = await createColleague(app, admin, {
  loginAccount: "translator-en",
  role: "translator",
  languages: ["en_US"],
});
const translator = apiCaller(app, translatorToken);
const folder: ByLang<Catalog> = await createFolder(admin, "Reviewed news", { type: 0 });

afterEach(() => setClock(undefined));

let created = 0;
/** A German news draft. */
async function createGermanDraft(): Promise<AnyArticle> {
  created += 1;
  const answer = await admin<AnyArticle[]>("POST", "/api/admin/latest-news?saveAs=draft", [
    {
      lang: "de_DE",
      title: `Zur Freigabe ${created}`,
      coverUrl: "/api/upload/cover.png",
      content: "<p>Text</p>",
      cataId: folder.de_DE!.id,
      isLink: 0,
    },
  ]);
  expect(answer.statusCode, answer.message).toBe(200);
  return answer.result[0]!;
}

/** The approval link of a version: its address on this server and its token. */
async function approvalLink(version: { id: number }): Promise<{ address: string; token: string }> {
  const answer = await admin<PreviewLink>("GET", `/api/admin/preview-link?kind=news&id=${version.id}`);
  expect(answer.statusCode, answer.message).toBe(200);
  const url = new URL(answer.result.url);
  return { address: `${url.pathname}${url.search}`, token: url.searchParams.get("token")! };
}

let addresses = 0;
/** A client address of its own, so that one test's reviews do not count against another's limit. */
const freshAddress = () => `192.0.2.${(addresses += 1)}`;

/** Sends a review through the API, as the page's script does. */
function reviewThroughApi(body: Record<string, unknown>, address = freshAddress(), headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: "/api/user/preview-review", payload: body, remoteAddress: address, headers });
}

/** Sends the page's form as a browser without a script does. */
function reviewThroughForm(address: string, fields: Record<string, string>, remoteAddress = freshAddress()) {
  return app.inject({
    method: "POST",
    url: address,
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    remoteAddress,
  });
}

const reviewsOf = async (version: { id: number }, call = admin) =>
  call<VersionReview[]>("GET", `/api/admin/latest-news/reviews?id=${version.id}`);
const reviewCount = async () =>
  (
    await db
      .selectFrom("reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow()
  ).n;

describe("a review through the API", () => {
  it("records an approval of the version as it is, with the reviewer's name, and publishes nothing", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const response = await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved", reviewerName: " Dr. Anna Weber " });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ result: RecordedReview }>().result.decision).toBe("approved");

    const reviews = await reviewsOf(draft);
    expect(reviews.statusCode, reviews.message).toBe(200);
    expect(reviews.result).toEqual([
      expect.objectContaining({
        versionId: draft.id,
        lang: "de_DE",
        decision: "approved",
        reviewerName: "Dr. Anna Weber",
        comment: null,
        current: true,
      }),
    ]);
    const revisions = await admin<{ id: number }[]>("GET", `/api/admin/latest-news/revisions?id=${draft.id}`);
    expect(reviews.result[0]!.revisionId).toBe(revisions.result[0]!.id);
    // Still a draft: visitors see nothing.
    expect((await anonymous("GET", `/api/user/latest-news/${draft.id}`)).statusCode).toBe(404);
  });

  it("keeps the revision a review names when the same account's next draft save follows at once (decision 0061)", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    expect((await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved" })).statusCode).toBe(200);
    const saved = await admin("PUT", "/api/admin/latest-news?saveAs=draft", [{ ...newsAsSent(draft), title: "Nach der Freigabe" }]);
    expect(saved.statusCode, saved.message).toBe(200);
    const revisions = await admin<{ id: number }[]>("GET", `/api/admin/latest-news/revisions?id=${draft.id}`);
    expect(revisions.result).toHaveLength(2);
    expect((await reviewsOf(draft)).result[0]).toMatchObject({ revisionId: revisions.result[1]!.id, current: false });
  });

  it("records a request for changes with its comment", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const comment = "Bitte den zweiten Absatz kürzen.\nUnd das Datum prüfen.";
    const response = await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "changesRequested", comment });
    expect(response.statusCode, response.body).toBe(200);
    expect((await reviewsOf(draft)).result).toEqual([
      expect.objectContaining({ decision: "changesRequested", comment, reviewerName: null }),
    ]);
  });

  it("refuses a request for changes without a comment, in the request's language, and writes nothing", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const before = await reviewCount();
    const response = await reviewThroughApi(
      { kind: "news", id: draft.id, token, decision: "changesRequested", comment: "   " },
      freshAddress(),
      { "accept-language": "de-DE" },
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ status: number; message: string; result: { errors: { field: string; message: string }[] } }>();
    expect(body.status).toBe(400);
    expect(body.result.errors).toEqual([{ field: "body.comment", message: "ist erforderlich, um Änderungen zu erbitten" }]);
    expect(await reviewCount()).toBe(before);
    // Too long a comment is refused too.
    const long = await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved", comment: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(await reviewCount()).toBe(before);
  });

  it("refuses a tampered, another version's or an expired token with a clear message, and writes nothing", async () => {
    const draft = await createGermanDraft();
    const other = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const before = await reviewCount();
    const [expires, signature] = token.split(".") as [string, string];
    const tampered = `${expires}.${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    for (const body of [
      { kind: "news", id: draft.id, token: tampered },
      { kind: "news", id: other.id, token },
      { kind: "case", id: draft.id, token },
    ]) {
      const refused = await reviewThroughApi({ ...body, decision: "approved" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        "This approval link is not valid: nothing was recorded. Ask for a new link.",
      );
    }
    setClock(() => new Date(Date.now() + 7 * 24 * 3600_000 + 1000));
    const expired = await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved" }, freshAddress(), {
      "accept-language": "de-DE",
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json<{ message: string }>().message).toBe(
      "Dieser Freigabelink ist abgelaufen: Es wurde nichts gespeichert. Bitten Sie um einen neuen.",
    );
    expect(await reviewCount()).toBe(before);
  });

  it("answers 404 for a version deleted since its link was made, and its reviews go with a deleted version", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    expect((await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved" })).statusCode).toBe(200);
    expect((await admin("DELETE", `/api/admin/latest-news?no=${draft.no}`)).statusCode).toBe(200);
    expect(await db.selectFrom("reviews").selectAll().where("versionId", "=", draft.id).execute()).toEqual([]);
    expect((await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved" })).statusCode).toBe(404);
  });

  it("is limited per client address and per link, and takes reviews again once the window has passed", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const body = { kind: "news", id: draft.id, token, decision: "approved" };
    const address = freshAddress();
    for (let sent = 0; sent < REVIEW_LIMITS_PER.address.max; sent += 1) {
      expect((await reviewThroughApi(body, address)).statusCode).toBe(200);
    }
    const refused = await reviewThroughApi(body, address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many reviews at once\. Please wait \d+ seconds/);
    // Invalid tokens count against the address too: guessing is limited as well.
    expect((await reviewThroughApi({ ...body, token: "1.x" }, address)).statusCode).toBe(429);

    // The link's own limit holds across addresses.
    for (let sent = REVIEW_LIMITS_PER.address.max; sent < REVIEW_LIMITS_PER.link.max; sent += 1) {
      expect((await reviewThroughApi(body)).statusCode).toBe(200);
    }
    expect((await reviewThroughApi(body)).statusCode).toBe(429);
    expect(await db.selectFrom("reviews").selectAll().where("versionId", "=", draft.id).execute()).toHaveLength(REVIEW_LIMITS_PER.link.max);

    setClock(() => new Date(Date.now() + REVIEW_LIMITS_PER.link.windowMs + 1000));
    expect((await reviewThroughApi(body, address)).statusCode).toBe(200);
  });
});

describe("a review through the page's form, without a script", () => {
  it("shows the form on an approval link's page only, and not to a session without a link", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const page = await app.inject({ method: "GET", url: address });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<summary>Diese Seite prüfen</summary>");
    expect(page.body).toContain(`<form class="lfp-form" method="post" action="${address}"`);
    expect(page.body).toContain('name="decision" value="approved">Freigeben</button>');
    expect(page.body).toContain('name="decision" value="changesRequested">Änderungen erbitten</button>');
    const session = await app.inject({
      method: "GET",
      url: `/preview/de/news/detail/${draft.id}`,
      headers: { cookie: `lawfirm_session=${adminToken}` },
    });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toContain("data-preview-review");
  });

  it("records a request for changes and an approval, each answered by the page again with its thanks", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const asked = await reviewThroughForm(address, {
      decision: "changesRequested",
      comment: "Titel bitte kürzer.",
      reviewerName: "Dr. Weber",
    });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${address}&review=changesRequested`);
    const thanked = await app.inject({ method: "GET", url: String(asked.headers.location) });
    expect(thanked.statusCode).toBe(200);
    expect(thanked.body).toContain('<p class="lfp-done" role="status">Vielen Dank, Ihre Bitte um Änderungen wurde gespeichert.</p>');
    // The form posts to the page's address, without the thanks' parameter.
    expect(thanked.body).toContain(`action="${address}"`);

    const approved = await reviewThroughForm(address, { decision: "approved", comment: "", reviewerName: "" });
    expect(approved.statusCode).toBe(303);
    expect((await app.inject({ method: "GET", url: String(approved.headers.location) })).body).toContain(
      "Vielen Dank, Ihre Freigabe wurde gespeichert.",
    );
    expect((await reviewsOf(draft)).result.map(({ decision, comment, reviewerName }) => ({ decision, comment, reviewerName }))).toEqual([
      { decision: "approved", comment: null, reviewerName: null },
      { decision: "changesRequested", comment: "Titel bitte kürzer.", reviewerName: "Dr. Weber" },
    ]);
  });

  it("sends the page back with the problem and what was typed when the comment is missing, and writes nothing", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const before = await reviewCount();
    const refused = await reviewThroughForm(address, { decision: "changesRequested", comment: "", reviewerName: "Dr. <Weber>" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`<h1>Zur Freigabe ${created}</h1>`);
    expect(refused.body).toContain('<details class="lfp-review" open>');
    expect(refused.body).toContain("Noch wurde nichts gespeichert: Bitte prüfen Sie das Feld unten.");
    expect(refused.body).toContain("Kommentar ist erforderlich, um Änderungen zu erbitten");
    expect(refused.body).toContain('value="Dr. &lt;Weber&gt;"');
    expect(refused.body).toContain('aria-invalid="true">');
    expect(await reviewCount()).toBe(before);
  });

  it("refuses an expired link or a session without one with a short page, and writes nothing", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const before = await reviewCount();
    const bySession = await app.inject({
      method: "POST",
      url: `/preview/de/news/detail/${draft.id}`,
      payload: "decision=approved",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `lawfirm_session=${adminToken}` },
    });
    expect(bySession.statusCode).toBe(403);
    expect(bySession.body).toContain("Dieser Freigabelink ist ungültig: Es wurde nichts gespeichert.");
    setClock(() => new Date(Date.now() + 7 * 24 * 3600_000 + 1000));
    const expired = await reviewThroughForm(address, { decision: "approved" });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain("Dieser Vorschaulink ist abgelaufen.");
    expect(expired.body).not.toContain("Zur Freigabe");
    expect(await reviewCount()).toBe(before);
  });

  it("is limited per address with a short page and its wait", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    const from = freshAddress();
    for (let sent = 0; sent < REVIEW_LIMITS_PER.address.max; sent += 1) {
      expect((await reviewThroughForm(address, { decision: "approved" }, from)).statusCode).toBe(303);
    }
    const refused = await reviewThroughForm(address, { decision: "approved" }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["content-type"]).toMatch(/^text\/html/);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.body).toContain("Zu viele Rückmeldungen auf einmal.");
  });

  it("is limited per link too, across addresses", async () => {
    const draft = await createGermanDraft();
    const { address } = await approvalLink(draft);
    for (let sent = 0; sent < REVIEW_LIMITS_PER.link.max; sent += 1) {
      expect((await reviewThroughForm(address, { decision: "approved" }, freshAddress())).statusCode).toBe(303);
    }
    const refused = await reviewThroughForm(address, { decision: "approved" }, freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("Zu viele Rückmeldungen auf einmal.");
    expect(await db.selectFrom("reviews").selectAll().where("versionId", "=", draft.id).execute()).toHaveLength(REVIEW_LIMITS_PER.link.max);
  });
});

describe("what the editor reads of the reviews", () => {
  it("marks a review of an earlier state once the version changed, and keeps it current through Publish", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    expect((await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved" })).statusCode).toBe(200);
    // Publishing what was approved changes nothing of what was reviewed.
    const published = await admin<AnyArticle[]>("PUT", "/api/admin/latest-news/publish", { id: draft.id });
    expect(published.statusCode, published.message).toBe(200);
    expect((await reviewsOf(draft)).result[0]!.current).toBe(true);
    // An edit saved since (a draft of the published version) is not what was reviewed.
    const edited = await admin("PUT", "/api/admin/latest-news?saveAs=draft", [{ ...newsAsSent(published.result[0]!), title: "Neu" }]);
    expect(edited.statusCode, edited.message).toBe(200);
    expect((await reviewsOf(draft)).result[0]!.current).toBe(false);
    // Discarding that edit brings back what was reviewed.
    expect((await admin("PUT", "/api/admin/latest-news/discard-draft", { id: draft.id })).statusCode).toBe(200);
    expect((await reviewsOf(draft)).result[0]!.current).toBe(true);
  });

  it("reads a version's reviews with content.read (a translator too), never without a session, 404 for another id", async () => {
    const draft = await createGermanDraft();
    expect((await reviewsOf(draft, translator)).statusCode).toBe(200);
    expect((await reviewsOf(draft, anonymous)).statusCode).toBe(401);
    expect((await admin("GET", "/api/admin/latest-news/reviews?id=999999")).statusCode).toBe(404);
    // A case analysis's reviews are not read through the news' call.
    expect((await admin("GET", `/api/admin/case-analysis/reviews?id=${draft.id}`)).statusCode).toBe(404);
  });

  it("records each review in the audit log, without an account, naming the version and the reviewer", async () => {
    const draft = await createGermanDraft();
    const { token, address } = await approvalLink(draft);
    expect(
      (await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "approved", reviewerName: "Dr. Weber" })).statusCode,
    ).toBe(200);
    expect((await reviewThroughForm(address, { decision: "changesRequested", comment: "Bitte kürzen." })).statusCode).toBe(303);
    // Other tests moved the clock: this version's entries are found by its id.
    const ofDraft = (entries: AuditEntry[]) => entries.filter((entry) => entry.itemId === draft.id);
    const approvals = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=news&action=approve");
    expect(ofDraft(approvals.result)).toEqual([
      expect.objectContaining({
        accountId: null,
        accountName: null,
        action: "approve",
        kind: "news",
        itemNo: draft.no,
        itemId: draft.id,
        languages: ["de_DE"],
        summary: `Zur Freigabe ${created} · Dr. Weber`,
        endpoint: "POST /user/preview-review",
      }),
    ]);
    const requests = await admin<AuditEntry[]>("GET", "/api/admin/audit?kind=news&action=requestChanges");
    expect(ofDraft(requests.result)[0]).toMatchObject({
      itemId: draft.id,
      summary: `Zur Freigabe ${created}`,
      endpoint: `POST /preview/de/news/detail/${draft.id}`,
    });
  });

  it("lists the newest reviews on the dashboard, linked to their versions", async () => {
    const draft = await createGermanDraft();
    const { token } = await approvalLink(draft);
    const comment = "Bitte die Überschrift ändern.";
    expect(
      (await reviewThroughApi({ kind: "news", id: draft.id, token, decision: "changesRequested", comment, reviewerName: "Dr. Weber" }))
        .statusCode,
    ).toBe(200);
    const dashboard = await admin<Dashboard>("GET", "/api/admin/dashboard");
    expect(dashboard.statusCode, dashboard.message).toBe(200);
    expect(dashboard.result.reviews[0]).toMatchObject({
      kind: "news",
      no: draft.no,
      id: draft.id,
      lang: "de_DE",
      title: `Zur Freigabe ${created}`,
      decision: "changesRequested",
      comment,
      reviewerName: "Dr. Weber",
      current: true,
    });
  });
});
