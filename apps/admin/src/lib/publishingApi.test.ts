// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { bannerEndpoints, documentEndpoints, personEndpoints, type LegalDocumentVersion } from "@lawfirm/contract";
import { bannerVersion, personVersion, savedRevision } from "../ui/testing/contractFixtures.ts";
import { stubApi, type StubbedCall } from "../ui/testing/stubApi.ts";
import { draftSaves, publishingApi } from "./publishingApi.ts";

afterEach(() => vi.unstubAllGlobals());

const person = personVersion(7, 3, "de_DE", "Anna Weber");
const entry = savedRevision(11, 7, "de_DE", "2026-01-10T08:00:00.000Z");
const banner = bannerVersion(12, "en_US", "Clarity");

/** A call as the test reads it: method, path, query without the cache-busting timestamp, body. */
const described = ({ method, path, query, body }: StubbedCall) => {
  const shown = new URLSearchParams(query);
  shown.delete("timestamp");
  return `${method} ${path}${shown.size ? `?${shown}` : ""} ${JSON.stringify(body)}`;
};

describe("a kind's publishing calls derived from its endpoint table", () => {
  it("calls each endpoint of a translated kind with its body or query, and answers the item's versions", async () => {
    const calls = stubApi((call) => {
      if (call.path.endsWith("/revisions")) return [entry];
      if (call.path.endsWith("/revision")) return { ...entry, fields: person };
      return [person];
    });
    const people = publishingApi(personEndpoints);

    expect(await people.publish({ id: 7, publishAt: "2099-01-01T08:00:00.000Z" })).toEqual([person]);
    expect(await people.unpublish(7)).toEqual([person]);
    expect(await people.discardDraft(7)).toEqual([person]);
    expect(await people.revisions(7)).toEqual([entry]);
    expect((await people.revision(11)).fields.name).toBe("Anna Weber");
    expect(await people.restoreRevision(11)).toEqual([person]);
    expect(calls.map(described)).toEqual([
      'PUT /api/admin/lawyerTeam/publish {"id":7,"publishAt":"2099-01-01T08:00:00.000Z"}',
      'PUT /api/admin/lawyerTeam/unpublish {"id":7}',
      'PUT /api/admin/lawyerTeam/discard-draft {"id":7}',
      "GET /api/admin/lawyerTeam/revisions?id=7 null",
      "GET /api/admin/lawyerTeam/revision?id=11 null",
      'PUT /api/admin/lawyerTeam/restore-revision {"id":11}',
    ]);
  });

  it("gives a single row's answer (a banner) as the item's only version", async () => {
    const calls = stubApi(() => banner);
    const banners = publishingApi(bannerEndpoints, { single: true });

    expect(await banners.publish({ id: 12 })).toEqual([banner]);
    expect(await banners.unpublish(12)).toEqual([banner]);
    expect(await banners.discardDraft(12)).toEqual([banner]);
    expect(await banners.restoreRevision(31)).toEqual([banner]);
    expect(calls.map(described)).toEqual([
      'PUT /api/admin/banner/publish {"id":12}',
      'PUT /api/admin/banner/unpublish {"id":12}',
      'PUT /api/admin/banner/discard-draft {"id":12}',
      'PUT /api/admin/banner/restore-revision {"id":31}',
    ]);
  });

  it("gives no version for a legal document's default that was never saved (no id)", async () => {
    const notSaved: LegalDocumentVersion = {
      id: null,
      name: "privacy",
      lang: "en_US",
      title: "",
      content: "",
      updateTime: null,
      langs: [],
      publishState: "draft",
      publishAt: null,
      unpublishAt: null,
      draft: null,
    };
    stubApi(() => notSaved);
    expect(await publishingApi(documentEndpoints, { single: true }).discardDraft(5)).toEqual([]);
  });
});

describe("a kind's saves derived from its endpoint table", () => {
  it("saves as drafts, the body as given, and answers the saved versions", async () => {
    const calls = stubApi(() => [person]);
    const people = draftSaves(personEndpoints);
    const { id: _id, ...input } = person;

    expect(await people.create([input])).toEqual([person]);
    expect(await people.update([person])).toEqual([person]);
    expect(calls.map(({ method, path, query, body }) => [method, path, query.get("saveAs"), body])).toEqual([
      ["POST", "/api/admin/lawyerTeam", "draft", [input]],
      ["PUT", "/api/admin/lawyerTeam", "draft", [person]],
    ]);
  });
});
