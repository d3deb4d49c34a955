import { describe, expect, it } from "vitest";
import { adminNavigation, adminPages, menuPageOf, type AdminNode } from "./routes.tsx";

// The admin routes of the specification (section 2), plus the pages the product brief adds.
const SPEC_ROUTES = [
  "articles/news/list",
  "articles/news/edit",
  "articles/news/edit-external",
  "articles/news/folder",
  "articles/cases/list",
  "articles/cases/edit",
  "articles/cases/folder",
  "articles/honors/list",
  "articles/honors/edit",
  "banner/list",
  "site/config",
  "people/list",
  "people/add",
  "people/edit/:id",
  "expertise/list",
  "expertise/add",
  "expertise/edit/:id",
];
const EXTRA_ROUTES = [
  "dashboard",
  "reference/offices",
  "reference/jobs",
  "docs",
  "icons",
  "media",
  "accounts",
  "audit",
  "site/redirects",
  "outbox",
  "privacy",
  "inbox",
  "newsletter/issues",
  "newsletter/topics",
  "newsletter/subscribers",
  "inbox/applications",
  "careers/list",
  "careers/add",
  "careers/edit/:id",
  "events/list",
  "events/add",
  "events/edit/:id",
];

describe("the back-office route table", () => {
  it("has a page for every admin route of the specification and the extra pages", () => {
    expect(adminPages.map((page) => page.path).sort()).toEqual([...SPEC_ROUTES, ...EXTRA_ROUTES].sort());
  });

  it("lists no add or edit page in the menu, and leads each one back to a menu page", () => {
    for (const page of adminPages) {
      const isEditor = /\/(edit|add)\b|edit-external/.test(page.path);
      expect(page.menu, page.path).toBe(!isEditor);
      expect(menuPageOf(page).menu, page.path).toBe(true);
    }
  });

  it("gives every menu entry a key of its own, groups and pages alike (a group named like a page would open or select the other)", () => {
    const keysOf = (nodes: AdminNode[]): string[] =>
      nodes.flatMap((node) => (node.kind === "group" ? [node.key, ...keysOf(node.children)] : [node.path]));
    const keys = keysOf(adminNavigation);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it("keeps an editor in the same menu groups as its list", () => {
    for (const page of adminPages.filter((candidate) => candidate.parentPage)) {
      expect(
        page.groups.map((group) => group.key),
        page.path,
      ).toEqual(page.parentPage?.groups.map((group) => group.key));
    }
  });
});

describe("the rights the pages need", () => {
  it("keeps the site configuration, the accounts and the audit log to the roles with their rights, and lets a translator add items", () => {
    const rightOf = (path: string) => adminPages.find((page) => page.path === path)?.right;
    expect(rightOf("site/config")).toBe("config.manage");
    expect(rightOf("accounts")).toBe("accounts.manage");
    expect(rightOf("audit")).toBe("audit.read");
    expect(rightOf("people/add")).toBe("content.translate");
    expect(rightOf("articles/news/list")).toBe("content.read");
    // Redirects change the site's addresses: an Editor's work, not a Translator's.
    expect(rightOf("site/redirects")).toBe("content.write");
    // The outbox holds what visitors wrote: the site configuration's right, an Administrator's.
    expect(rightOf("outbox")).toBe("config.manage");
    // So does the data-subject tool: it reads and deletes every store of it.
    expect(rightOf("privacy")).toBe("config.manage");
    // The inbox holds visitors' messages: its own right (decision 0077), an Administrator's.
    expect(rightOf("inbox")).toBe("inbox.manage");
    // Applications have the Recruiting right (decision 0080), grantable to an account beside its role.
    expect(rightOf("inbox/applications")).toBe("applications.manage");
  });
});
