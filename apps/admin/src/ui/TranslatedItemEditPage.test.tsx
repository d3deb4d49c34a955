// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TranslatedItemEditPage } from "./TranslatedItemEditPage.tsx";
import { answerByPath, stubApi } from "./testing/stubApi.ts";
import { page, renderInBackOffice } from "./testing/renderInBackOffice.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Editor({ itemId }: { itemId: number | undefined }) {
  return (
    <TranslatedItemEditPage
      listPath="/admin/articles/news/list"
      itemId={itemId}
      queryKey={["example", itemId ?? 0]}
      fetchItem={async () => ({ title: "Kept" })}
      notFoundTitle="No such item"
      newTitle="articles.news.new"
    >
      {() => <p>editor</p>}
    </TranslatedItemEditPage>
  );
}

describe("an editor's page", { timeout: 30_000 }, () => {
  it("is titled New for a new item", async () => {
    stubApi(answerByPath({ "/api/common/language": [{ langCode: "en_US", langName: "English" }] }));
    await renderInBackOffice([page("/", <Editor itemId={undefined} />)], "/");
    expect(await screen.findByRole("heading", { level: 1, name: "New news item" })).toBeTruthy();
    cleanup();
    await renderInBackOffice([page("/", <Editor itemId={3} />)], "/");
    await screen.findByText("editor");
    expect(screen.queryByRole("heading", { level: 1, name: "New news item" })).toBeNull();
  });
});
