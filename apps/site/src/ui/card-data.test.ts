import { describe, expect, it } from "vitest";
import type { PersonCard } from "@lawfirm/contract";
import { toArticleCard, type ArticleRow } from "./articles/article-kinds";
import { toPersonCard } from "./people/people-list";

// A page's data travels to the browser inside the page (the takeover's router state): lists keep
// only what their cards show (docs/performance.md).

describe("what a page keeps of a list's rows", () => {
  it("keeps of an article what its card shows, and nothing of its connections, counters or editors' fields", () => {
    const row = {
      id: 7,
      no: 3,
      lang: "en_US",
      title: "Shanghai office expands",
      coverUrl: "/api/upload/0123456789abcdef0123456789abcdef.jpg",
      coverDescription: { alt: "The new office", caption: "", decorative: false, focalX: null, focalY: null },
      top: 1,
      createTime: "2026-11-12T10:30:00.000Z",
      updateTime: "2026-11-13T10:30:00.000Z",
      views: 38,
      cataId: 8,
      catalogName: "Firm News",
      contentUrl: null,
      isLink: 0,
      note: "internal",
      summary: "Ten years in Shanghai.",
      personIds: [8],
      people: [{ id: 8, no: 30, name: "Wang Xiaoming", photoUrl: null, jobName: "Partner" }],
      proFieldIds: [29],
      proFields: [{ id: 29, no: 27, name: "China Desk" }],
    } as unknown as ArticleRow;
    expect(toArticleCard(row)).toEqual({
      id: 7,
      title: "Shanghai office expands",
      coverUrl: "/api/upload/0123456789abcdef0123456789abcdef.jpg",
      coverDescription: { alt: "The new office", caption: "", decorative: false, focalX: null, focalY: null },
      top: 1,
      createTime: "2026-11-12T10:30:00.000Z",
      catalogName: "Firm News",
      summary: "Ten years in Shanghai.",
      contentUrl: null,
      isLink: 0,
    });
  });

  it("keeps of a person what a person's card shows, and none of their contact details or practice areas", () => {
    const person: PersonCard = {
      id: 2,
      no: 28,
      lang: "en_US",
      top: 1,
      photoUrl: "/api/upload/0123456789abcdef0123456789abcdef.webp",
      name: "Dr Katharina Müller",
      slug: "dr-katharina-mueller",
      phoneNumber: "+49 89 5550 1201",
      email: "katharina.mueller@example.com",
      office: 2,
      officeName: "Munich",
      jobIds: [5],
      jobs: [{ jobId: 5, lawyerTeamId: 2, name: "Partner", lang: "en_US" }],
      proFieldIds: [2],
      proFields: [{ professionalFieldId: 2, lawyerTeamId: 2, name: "Corporate & M&A", slug: "corporate-and-m-and-a", lang: "en_US" }],
      spokenLanguages: ["de", "en"],
      createTime: "2026-11-24T20:13:18.370Z",
      updateTime: "2026-11-24T20:13:18.376Z",
    };
    expect(toPersonCard(person)).toEqual({
      id: 2,
      slug: "dr-katharina-mueller",
      lang: "en_US",
      top: 1,
      name: "Dr Katharina Müller",
      photoUrl: "/api/upload/0123456789abcdef0123456789abcdef.webp",
      photoDescription: undefined,
      jobs: [{ jobId: 5, lawyerTeamId: 2, name: "Partner", lang: "en_US" }],
      officeName: "Munich",
    });
  });
});
