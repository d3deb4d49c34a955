// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { setApiFetch } from "../lib/api";
import { enhanceReviewForm } from "./preview-review";

/** The review form as the server writes it (preview-banner.ts), reduced to what the script reads. */
const PAGE = `<aside><div class="lfp-bar"><details class="lfp-review" open><summary>Diese Seite prüfen</summary>
  <form method="post" action="/preview/de/news/detail/12?token=1.abc" data-preview-review data-kind="news" data-id="12"
    data-done-approved="Vielen Dank, Ihre Freigabe wurde gespeichert." data-done-changes-requested="Vielen Dank, Ihre Bitte um Änderungen wurde gespeichert."
    data-again="Eine weitere Rückmeldung senden" data-sending="Wird gesendet …" data-failed="Nicht gesendet."
    data-problems="Noch wurde nichts gespeichert." data-field-problem="{field} {problem}">
    <p data-review-status></p>
    <input name="reviewerName" data-field-name="Ihr Name"><p data-review-error="reviewerName"></p>
    <textarea name="comment" data-field-name="Kommentar"></textarea><p data-review-error="comment"></p>
    <button type="submit" name="decision" value="approved">Freigeben</button>
    <button type="submit" name="decision" value="changesRequested">Änderungen erbitten</button>
  </form></details></div></aside>`;

/** Answers every API call with `answer`, remembering what was sent. */
function answering(status: number, answer: unknown) {
  const sent: { url: string; body: unknown; lang: string | null }[] = [];
  setApiFetch(async (input, init) => {
    sent.push({ url: String(input), body: JSON.parse(String(init?.body)), lang: new Headers(init?.headers).get("lang") });
    return new Response(JSON.stringify(answer), { status, headers: { "content-type": "application/json" } });
  });
  return sent;
}

function openPage() {
  window.history.replaceState(null, "", "/preview/de/news/detail/12?token=1.abc");
  document.body.innerHTML = PAGE;
  enhanceReviewForm(document, "de_DE");
  const form = document.querySelector("form")!;
  const button = (name: string) => [...form.querySelectorAll("button")].find((item) => item.textContent === name)!;
  return { form, button, comment: form.querySelector("textarea")!, name: form.querySelector("input")! };
}

afterEach(() => setApiFetch((...args) => fetch(...args)));

describe("the review form of an approval link's page, with its script", () => {
  it("sends a request for changes through the API with the link's token, and thanks the reader in place", async () => {
    const sent = answering(200, {
      status: 200,
      message: "OK",
      result: { decision: "changesRequested", reviewedAt: "2026-12-03T09:14:00.000Z" },
    });
    const page = openPage();
    page.name.value = "Dr. Weber";
    page.comment.value = "Bitte kürzen.";
    page.button("Änderungen erbitten").click();
    await vi.waitFor(() =>
      expect(document.querySelector(".lfp-done")?.textContent).toBe("Vielen Dank, Ihre Bitte um Änderungen wurde gespeichert."),
    );
    expect(sent).toEqual([
      {
        url: "/api/user/preview-review",
        body: { kind: "news", id: 12, token: "1.abc", decision: "changesRequested", comment: "Bitte kürzen.", reviewerName: "Dr. Weber" },
        lang: "de_DE",
      },
    ]);
    expect(document.querySelector("details")!.open).toBe(false);
    expect(document.querySelector("summary")!.textContent).toBe("Eine weitere Rückmeldung senden");
    expect(page.comment.value).toBe("");
  });

  it("shows the server's problem at its field and keeps what was typed", async () => {
    answering(400, {
      status: 400,
      message: "Ungültige Anfrage: comment ist erforderlich, um Änderungen zu erbitten",
      result: { errors: [{ field: "body.comment", message: "ist erforderlich, um Änderungen zu erbitten" }] },
    });
    const page = openPage();
    page.name.value = "Dr. Weber";
    page.button("Änderungen erbitten").click();
    await vi.waitFor(() =>
      expect(document.querySelector('[data-review-error="comment"]')?.textContent).toBe(
        "Kommentar ist erforderlich, um Änderungen zu erbitten",
      ),
    );
    expect(document.querySelector("[data-review-status]")?.textContent).toBe("Noch wurde nichts gespeichert.");
    expect(page.comment.getAttribute("aria-invalid")).toBe("true");
    expect(page.name.value).toBe("Dr. Weber");
    expect(document.querySelector(".lfp-done")).toBeNull();
    expect([...page.form.querySelectorAll("button")].every((button) => !button.disabled)).toBe(true);
  });

  it("says why a review was refused as a whole (an expired link)", async () => {
    answering(403, { status: 403, message: "Dieser Freigabelink ist abgelaufen: Es wurde nichts gespeichert.", result: null });
    const page = openPage();
    page.button("Freigeben").click();
    await vi.waitFor(() =>
      expect(document.querySelector("[data-review-status]")?.textContent).toBe(
        "Dieser Freigabelink ist abgelaufen: Es wurde nichts gespeichert.",
      ),
    );
  });
});
