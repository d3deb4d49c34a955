// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Form, Input } from "antd";
import { bannerEndpoints, practiceAreaEndpoints, type Account, type BannerVersion, type PracticeAreaAdminRow } from "@lawfirm/contract";
import { api, inlineErrorApi } from "../../lib/api.ts";
import { publishingApi } from "../../lib/publishingApi.ts";
import { bannerVersion, practiceAreaVersion } from "../testing/contractFixtures.ts";
import { page, renderInBackOffice, signedInAs } from "../testing/renderInBackOffice.tsx";
import { stubApi, type StubbedCall } from "../testing/stubApi.ts";
import { KindListPage } from "./KindListPage.tsx";
import { useKindList } from "./useKindList.ts";
import { de_DE } from "../../i18n/de_DE.ts";

// The list shell through two kinds of its own making, on the contract's endpoints: banners
// (paged, searched with the Search button, pinned) and practice areas (ordered, a delete the
// server may refuse while the item is in use).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type BannerRow = BannerVersion & { hasDraft: boolean };

/** A paged answer as the server gives it: the envelope with its page. */
function pagedAnswer(rows: unknown[]): Response {
  return Response.json({ status: 200, message: "success", result: rows, pageable: { pageNo: 1, pageSize: 10, totalCount: rows.length } });
}

/** A kind's list set up like the back office's: a search field of its own, pins, Edit opening a dialog. */
function BannerList({ onOpen, updatedBy }: { onOpen: (banner: BannerRow) => void; updatedBy?: (banner: BannerRow) => string | null }) {
  const list = useKindList({
    filtersOf: (searchParams) => ({ lang: searchParams.get("lang") || undefined }),
    listKey: (query) => ["test-banners", "list", query],
    fetchPage: async (query, signal) => {
      const found = await inlineErrorApi.call(bannerEndpoints.list, { query }, { signal });
      return { ...found, result: found.result.map((banner) => ({ ...banner, hasDraft: banner.draft !== null })) };
    },
    refreshKey: ["test-banners"],
    keyOf: (banner) => banner.id,
    pins: {
      setPinned: (banner, top) => api.call(bannerEndpoints.setTop, { params: { id: banner.id, top: top ? 1 : 0 } }),
      pinnedMessage: "banners.pinned",
      unpinnedMessage: "banners.unpinned",
    },
    remove: (banner) => api.call(bannerEndpoints.remove, { params: { id: banner.id } }),
    deletedMessage: () => "Banner deleted",
  });
  return (
    <KindListPage
      list={list}
      newButtons={[{ label: "New banner", primary: true, onClick: () => undefined }]}
      search={{
        values: { lang: list.filters.lang ?? "" },
        fields: (
          <Form.Item name="lang" label="Language code">
            <Input />
          </Form.Item>
        ),
      }}
      columns={["name", "updated"]}
      nameOf={(banner) => banner.title}
      labels={{ name: "Title", empty: "No banners yet", deleteText: "This cannot be undone." }}
      edit={{ open: onOpen }}
      updatedBy={updatedBy}
      scrollX={900}
    />
  );
}

/** A stand-in server of banners: the list filtered by language and state, pins and deletes kept. */
function bannerServer(initial: BannerVersion[]) {
  let banners = initial;
  const calls = stubApi((call: StubbedCall) => {
    const [, top] = call.path.match(/^\/api\/admin\/banner\/\d+\/(\d)$/) ?? [];
    const id = Number(call.path.split("/")[4]);
    if (call.method === "GET") {
      const lang = call.query.get("lang");
      const state = call.query.get("publishState");
      return pagedAnswer(banners.filter((banner) => (!lang || banner.lang === lang) && (!state || banner.publishState === state)));
    }
    if (call.method === "PUT" && top !== undefined) {
      banners = banners.map((banner) => (banner.id === id ? { ...banner, top: top === "1" ? (1 as const) : (0 as const) } : banner));
      return banners.find((banner) => banner.id === id);
    }
    banners = banners.filter((banner) => banner.id !== id);
    return null;
  });
  const listCalls = () => calls.filter((call) => call.method === "GET" && call.path === "/api/admin/banner");
  return { calls, listCalls };
}

const spring = bannerVersion(1, "en_US", "Spring reception");
const summer = { ...bannerVersion(2, "de_DE", "Sommerseminar"), publishState: "draft", publishAt: null } satisfies BannerVersion;

async function openBanners(path: string, account?: Account, updatedBy?: (banner: BannerRow) => string | null) {
  const opened: BannerRow[] = [];
  const router = await renderInBackOffice(
    [page("/banners", <BannerList onOpen={(banner) => opened.push(banner)} updatedBy={updatedBy} />)],
    path,
    account,
  );
  return { router, opened, user: userEvent.setup({ delay: null }) };
}

/** Clicks a row's Delete; answers its question, "Delete “<name>”?". */
async function askToDelete(user: ReturnType<typeof userEvent.setup>, name: string): Promise<HTMLElement> {
  await user.click(await screen.findByRole("button", { name: `Delete “${name}”` }));
  const title = await screen.findByText(`Delete “${name}”?`);
  return title.closest(".ant-popover") as HTMLElement;
}

/** An account that may read content and nothing else. */
const reader: Account = { ...signedInAs("translator"), rights: ["self", "content.read"] };

describe("a kind's list page", { timeout: 30_000 }, () => {
  it("searches by the state filter with the kind's own fields, and keeps the search in the address", async () => {
    const server = bannerServer([spring, summer]);
    const { router, user } = await openBanners("/banners?lang=de_DE");
    expect(await screen.findByText("Sommerseminar")).toBeDefined();
    expect(screen.getByLabelText("Language code")).toHaveProperty("value", "de_DE");

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("Draft"));
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?lang=de_DE&publishState=draft"));
    await waitFor(() => expect(server.listCalls().at(-1)?.query.get("publishState")).toBe("draft"));
    expect(server.listCalls().at(-1)?.query.get("lang")).toBe("de_DE");
    expect(await screen.findByText("Sommerseminar")).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByText("Spring reception")).toBeDefined();
  });

  it("says when there is nothing yet, with the New button, and when nothing matches the search", async () => {
    bannerServer([]);
    await openBanners("/banners");
    const empty = await screen.findByText("No banners yet");
    expect(within(empty.closest(".ant-empty") as HTMLElement).getByRole("button", { name: "New banner" })).toBeDefined();
    cleanup();

    bannerServer([spring]);
    await openBanners("/banners?publishState=scheduled");
    expect(await screen.findByText("Nothing matches your search")).toBeDefined();
    expect(screen.queryByText("No banners yet")).toBeNull();
  });

  it("deletes a row once its question is confirmed, and opens a row with Edit", async () => {
    const server = bannerServer([spring, summer]);
    const { user, opened } = await openBanners("/banners");

    await user.click(await screen.findByRole("button", { name: "Edit “Spring reception”" }));
    expect(opened.map((banner) => banner.id)).toEqual([1]);

    const question = await askToDelete(user, "Spring reception");
    expect(server.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(question).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Banner deleted")).toBeDefined();
    expect(server.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual(["/api/admin/banner/1"]);
    await waitFor(() => expect(screen.queryByText("Spring reception")).toBeNull());
    expect(screen.getByText("Sommerseminar")).toBeDefined();
  });

  it("pins a row with its switch, and says so", async () => {
    const server = bannerServer([spring, summer]);
    const { user } = await openBanners("/banners");
    const pin = await screen.findByRole("switch", { name: "Pin “Sommerseminar”" });
    expect(pin.getAttribute("aria-checked")).toBe("false");

    await user.click(pin);
    expect(await screen.findByText("Banner pinned")).toBeDefined();
    expect(server.calls.some((call) => call.method === "PUT" && call.path === "/api/admin/banner/2/1")).toBe(true);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Pin “Sommerseminar”" }).getAttribute("aria-checked")).toBe("true"));
  });

  it("names under a row's saved time who saved it, where the kind knows", async () => {
    bannerServer([spring, summer]);
    await openBanners("/banners", undefined, (banner) => (banner.lang === "en_US" ? "Anna Weber" : null));
    const springRow = (await screen.findByText("Spring reception")).closest("tr") as HTMLElement;
    expect(within(springRow).getByText("by Anna Weber")).toBeDefined();
    const summerRow = screen.getByText("Sommerseminar").closest("tr") as HTMLElement;
    expect(within(summerRow).queryByText(/^by /)).toBeNull();
    expect(within(summerRow).getByText(/\d{4}/)).toBeDefined();
  });

  it("shows no New button to an account that may not write content, and no Delete or pin switch to one that may not change its structure", async () => {
    bannerServer([{ ...spring, top: 1 as const }]);
    await openBanners("/banners", reader);
    expect(await screen.findByText("Spring reception")).toBeDefined();
    expect(screen.queryByRole("button", { name: "New banner" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete “Spring reception”" })).toBeNull();
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.getByRole("img", { name: "Pinned" })).toBeDefined();
    cleanup();

    bannerServer([spring]);
    await openBanners("/banners", signedInAs("translator", ["en_US"]));
    expect(await screen.findByRole("button", { name: "Edit “Spring reception”" })).toBeDefined();
    expect(screen.getByRole("button", { name: "New banner" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Delete “Spring reception”" })).toBeNull();
  });
});

/** A practice area as the back-office list answers it: published, in English only. */
function practiceAreaRow(id: number, name: string): PracticeAreaAdminRow {
  return {
    // Its item number other than its version's id, as the server has it.
    ...practiceAreaVersion(id, id + 100, "en_US", name),
    languages: ["en_US"],
    publishState: "published",
    publishAt: null,
    unpublishAt: null,
    hasDraft: false,
    editTag: `"area-${id}"`,
  };
}

/** An ordered kind's list: the whole list, moved by its buttons; a delete the server may refuse. */
function PracticeAreaList({ withStatus = false }: { withStatus?: boolean }) {
  const list = useKindList({
    filtersOf: () => ({}),
    listKey: (query) => ["test-areas", query.publishState ?? null],
    fetchPage: (query, signal) =>
      inlineErrorApi.call(
        practiceAreaEndpoints.list,
        { query: { pageNo: 1, pageSize: 100, publishState: query.publishState } },
        { signal },
      ),
    refreshKey: ["test-areas"],
    keyOf: (area) => area.id,
    ordering: {
      sort: (sourceId, targetId) => api.call(practiceAreaEndpoints.sort, { body: { sourceId, targetId } }),
      movedMessage: "Order saved",
    },
    remove: (area) => inlineErrorApi.call(practiceAreaEndpoints.remove, { params: { id: area.id } }),
    deletedMessage: (area) => `“${area.name}” deleted`,
    inUseTitle: "The practice area is still in use",
  });
  return (
    <KindListPage
      list={list}
      newButtons={[{ label: "New practice area", primary: true, path: "/areas/add" }]}
      columns={["name", "languages"]}
      translationStatus={withStatus ? publishingApi(practiceAreaEndpoints).translationStatus : undefined}
      nameOf={(area) => area.name}
      numberOf={(area) => area.no}
      labels={{ name: "Name", empty: "No practice areas yet", deleteText: "It is removed in every language.", orderHint: "Drag a row." }}
      edit={{ path: (area) => `/areas/${area.no}` }}
      scrollX={960}
    />
  );
}

describe("an ordered kind's list page", { timeout: 30_000 }, () => {
  it("moves a row with its buttons, shows the new order, and orders only the whole list", async () => {
    let areas = [practiceAreaRow(1, "Corporate law"), practiceAreaRow(2, "Tax law")];
    const calls = stubApi((call) => {
      if (call.method === "GET") return pagedAnswer(call.query.get("publishState") === "draft" ? [] : areas);
      areas = [...areas].reverse();
      return null;
    });
    const router = await renderInBackOffice([page("/areas", <PracticeAreaList />)], "/areas");
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole("button", { name: "Move “Corporate law” up" })).toHaveProperty("disabled", true);
    expect(screen.getByText("Drag a row.")).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Move “Tax law” up" }));
    expect(await screen.findByText("Order saved")).toBeDefined();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ sourceId: 2, targetId: 1 });
    const names = () => screen.getAllByRole("link").map((link) => link.textContent);
    await waitFor(() => expect(names()).toEqual(["Tax law", "Corporate law"]));
    // The row shows the item number its editor's address names (decision 0060).
    expect(screen.getByRole("link", { name: "Tax law" }).getAttribute("href")).toBe("/areas/102");
    expect(screen.getByRole("link", { name: "Tax law" }).closest("td")?.textContent).toBe("Tax lawNo. 102");

    // Filtered by state, the list on screen is not the whole order: no moving then.
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByTitle("Draft"));
    await waitFor(() => expect(router.state.location.search).toBe("?publishState=draft"));
    expect(await screen.findByText("Nothing matches your search")).toBeDefined();
    expect(screen.queryByText("Drag a row.")).toBeNull();
  });

  it("keeps its table at the kind's width, which scrolls in its card on a phone instead of squeezing the name column away", async () => {
    stubApi((call) => (call.method === "GET" ? pagedAnswer([practiceAreaRow(1, "Corporate law")]) : null));
    await renderInBackOffice([page("/areas", <PracticeAreaList />)], "/areas");
    expect(await screen.findByRole("link", { name: "Corporate law" })).toBeDefined();
    expect(screen.getByRole("table").style.width).toBe("960px");
  });

  it("keeps every heading's words whole, the order's too, breaking a German one only at its soft hyphens (decision 0061)", async () => {
    stubApi((call) => (call.method === "GET" ? pagedAnswer([practiceAreaRow(1, "Corporate law")]) : null));
    await renderInBackOffice([page("/areas", <PracticeAreaList />)], "/areas");
    expect(await screen.findByRole("link", { name: "Corporate law" })).toBeDefined();
    for (const name of ["Order", "Name", "Languages", "Status"]) {
      const heading = screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });
      expect(heading.style.wordBreak, name).toBe("normal");
      expect(heading.style.overflowWrap, name).toBe("normal");
    }
    expect(de_DE["reference.col.position"]).toBe("Reihen\u00adfolge");
    expect(de_DE["people.col.jobs"]).toBe("Berufs\u00adbezeich\u00adnungen");
  });

  it("says what still uses an item whose delete the server refuses, and keeps the row", async () => {
    stubApi((call) =>
      call.method === "GET"
        ? pagedAnswer([practiceAreaRow(1, "Corporate law")])
        : Response.json({ status: 409, message: "Still named by 2 people", result: null }, { status: 409 }),
    );
    await renderInBackOffice([page("/areas", <PracticeAreaList />)], "/areas");
    const user = userEvent.setup({ delay: null });

    await user.click(within(await askToDelete(user, "Corporate law")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("The practice area is still in use")).toBeDefined();
    expect(screen.getByText("Still named by 2 people")).toBeDefined();
    expect(screen.getByText("Corporate law")).toBeDefined();
  });
});

describe("a translated kind's list page", { timeout: 30_000 }, () => {
  it("shows each content language of a row as present, out of date or missing, asking once for the rows on screen", async () => {
    const rows = [{ ...practiceAreaRow(1, "Corporate law"), languages: ["de_DE", "en_US"] }, practiceAreaRow(2, "Tax law")];
    const asked: string[] = [];
    stubApi(
      (call) =>
        call.path === "/api/common/language"
          ? [
              { langCode: "de_DE", langName: "Deutsch" },
              { langCode: "en_US", langName: "English" },
              { langCode: "zh_CN", langName: "中文" },
            ]
          : pagedAnswer(rows),
      {
        translations: (call) => {
          asked.push(call.query.get("ids") ?? "");
          return [
            { id: 1, outdated: ["en_US"] },
            { id: 2, outdated: [] },
          ];
        },
      },
    );
    await renderInBackOffice([page("/areas", <PracticeAreaList withStatus />)], "/areas");
    const corporate = (await screen.findByRole("link", { name: "Corporate law" })).closest("tr") as HTMLElement;
    expect(await within(corporate).findByLabelText("English: out of date")).toBeDefined();
    expect(within(corporate).getByLabelText("German: up to date")).toBeDefined();
    expect(within(corporate).getByLabelText("Chinese: missing")).toBeDefined();
    const tax = screen.getByRole("link", { name: "Tax law" }).closest("tr") as HTMLElement;
    expect(within(tax).getByLabelText("English: up to date")).toBeDefined();
    expect(within(tax).getByLabelText("German: missing")).toBeDefined();
    expect(asked).toEqual(["1,2"]);
  });
});
