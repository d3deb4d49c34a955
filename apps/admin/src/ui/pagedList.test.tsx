// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListTable } from "./ListTable.tsx";
import { usePagedRows, type ListPage, type PageQuery } from "./pagedList.ts";
import { DeleteRowButton } from "./RowActions.tsx";
import { page, renderInBackOffice } from "./testing/renderInBackOffice.tsx";
import { usePinToggle } from "./usePinToggle.tsx";

afterEach(cleanup);

interface Note {
  id: number;
  title: string;
  top: number;
}

type NotesQuery = PageQuery & { title?: string };

/**
 * A server in miniature: `count` notes, searched by title, ten a page; `failures` first answers
 * fail; more found than `bound` are counted as "at least" that many (as a filter no index answers).
 */
function notesServer(count: number, failures = 0, bound = Infinity) {
  let notes: Note[] = Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Note ${index + 1}`, top: 0 }));
  let failuresLeft = failures;
  return {
    fetchPage: vi.fn((query: NotesQuery): Promise<ListPage<Note>> => {
      if (failuresLeft-- > 0) return Promise.reject(new Error("offline"));
      const found = notes.filter((note) => !query.title || note.title.includes(query.title));
      const start = (query.pageNo - 1) * query.pageSize;
      const pageable = found.length > bound ? { totalCount: bound, totalCapped: true as const } : { totalCount: found.length };
      return Promise.resolve({ result: found.slice(start, start + query.pageSize), pageable });
    }),
    setPinned: vi.fn((note: Note, top: boolean) => {
      notes = notes.map((each) => (each.id === note.id ? { ...each, top: top ? 1 : 0 } : each));
      return Promise.resolve();
    }),
    remove: vi.fn((note: Note) => {
      notes = notes.filter((each) => each.id !== note.id);
      return Promise.resolve();
    }),
  };
}

/** A list screen in miniature, set up like the back office's paged lists. */
function NotesPage({ server }: { server: ReturnType<typeof notesServer> }) {
  const { refresh, deleteRow, table } = usePagedRows({
    filtersOf: (searchParams) => ({ title: searchParams.get("title") || undefined }),
    listKey: (query) => ["notes", "list", query],
    fetchPage: server.fetchPage,
    refreshKey: ["notes"],
    remove: server.remove,
    deletedMessage: (note) => `Deleted ${note.title}`,
  });
  const pin = usePinToggle(
    { setPinned: server.setPinned, pinnedMessage: "articles.pinned", unpinnedMessage: "articles.unpinned" },
    { keyOf: (note: Note) => note.id, refresh },
  );
  return (
    <ListTable<Note>
      {...table}
      busy={pin.isPending}
      empty="No notes"
      rowKey="id"
      columns={[
        { key: "title", title: "Title", dataIndex: "title" },
        { key: "pinned", title: "Pinned", render: (_, note) => pin.switchOf?.(note, `Pin ${note.title}`) },
        {
          key: "actions",
          title: "Actions",
          render: (_, note) => (
            <DeleteRowButton label={`Delete ${note.title}`} confirmTitle="Delete?" confirmText="Sure?" onConfirm={() => deleteRow(note)} />
          ),
        },
      ]}
    />
  );
}

async function openNotes(path: string, server: ReturnType<typeof notesServer>) {
  const router = await renderInBackOffice([page("/notes", <NotesPage server={server} />)], path);
  const user = userEvent.setup({ delay: null });
  /** Deletes a row with its button, and waits for the list to say so. */
  const deleteNote = async (title: string) => {
    await user.click(await screen.findByRole("button", { name: `Delete ${title}` }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    expect(await screen.findByText(`Deleted ${title}`)).toBeDefined();
  };
  return { router, user, deleteNote };
}

describe("a paged list", { timeout: 20_000 }, () => {
  it("keeps paging in the address, and the search with it", async () => {
    const server = notesServer(25);
    const { router, user } = await openNotes("/notes?title=Note", server);
    expect(await screen.findByText("Note 1")).toBeDefined();

    await user.click(screen.getByTitle("2"));
    expect(await screen.findByText("Note 11")).toBeDefined();
    expect(router.state.location.search).toBe("?title=Note&page=2");
    expect(server.fetchPage).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10, title: "Note" }, expect.anything());

    await user.click(screen.getByTitle("1"));
    expect(await screen.findByText("Note 1")).toBeDefined();
    expect(router.state.location.search).toBe("?title=Note");
  });

  it("says a total counted up to the server's bound is at least that many, and an exact total as it is", async () => {
    const { user } = await openNotes("/notes", notesServer(25, 0, 20));
    expect(await screen.findByText("at least 20")).toBeDefined();
    await user.click(screen.getByTitle("2"));
    expect(await screen.findByText("Note 11")).toBeDefined();
    expect(screen.getByText("at least 20")).toBeDefined();

    cleanup();
    await openNotes("/notes?title=Note 2", notesServer(25, 0, 20));
    expect(await screen.findByText("7 in total")).toBeDefined();
  });

  it("corrects an address past the last page to the last page, in place of the entry Back would return to", async () => {
    const { router } = await openNotes("/notes?page=9", notesServer(25));
    await waitFor(() => expect(router.state.location.search).toBe("?page=3"));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByText("Note 21")).toBeDefined();
  });

  it("steps back one page when the only row of a later page is deleted", async () => {
    const server = notesServer(11);
    const { router, deleteNote } = await openNotes("/notes?page=2", server);
    await deleteNote("Note 11");
    expect(server.remove.mock.calls[0]?.[0]).toMatchObject({ id: 11 });
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.historyAction).toBe("REPLACE");
    expect(await screen.findByText("Note 1")).toBeDefined();
    expect(screen.queryByText("Note 11")).toBeNull();
  });

  it("stays on the page when a row that is not its only one is deleted", async () => {
    const server = notesServer(12);
    const { router, deleteNote } = await openNotes("/notes?page=2", server);
    await deleteNote("Note 11");
    await waitFor(() => expect(screen.queryByText("Note 11")).toBeNull());
    expect(screen.getByText("Note 12")).toBeDefined();
    expect(router.state.location.search).toBe("?page=2");
  });

  it("pins a row with its switch, says so, and shows the refreshed list", async () => {
    const server = notesServer(3);
    const { user } = await openNotes("/notes", server);
    const pin = await screen.findByRole("switch", { name: "Pin Note 2" });
    expect(pin.getAttribute("aria-checked")).toBe("false");

    await user.click(pin);
    expect(await screen.findByText("Pinned: shown first on the website")).toBeDefined();
    expect(server.setPinned).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), true);
    await waitFor(() => expect(screen.getByRole("switch", { name: "Pin Note 2" }).getAttribute("aria-checked")).toBe("true"));
  });

  it("says when the list cannot be loaded, and Try again loads it", async () => {
    const { user } = await openNotes("/notes", notesServer(3, 1));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("The data could not be loaded")).toBeDefined();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Note 3")).toBeDefined();
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });
});
