import { expect, test } from "./support/journeys.ts";
import { adminApi } from "./support/admin-api.ts";
import { useOwnServer } from "./support/own-server.ts";

// On a server of its own: which legal documents have a published version is then exactly what
// this file made.
await useOwnServer();

test("a legal document whose only version is a draft is a missing page, and the footer does not link it until it is published", async ({
  page,
  request,
}) => {
  const send = await adminApi(request);
  // The back office's save: a draft (decision 0035). The privacy policy is published at once (the specification's save).
  const terms = await send<{ id: number }>("PUT", "/admin/docs/terms?saveAs=draft", {
    lang: "en_US",
    title: "Terms and conditions",
    content: "<p>German law applies.</p>",
  });
  await send("PUT", "/admin/docs/privacy", { lang: "en_US", title: "Privacy policy", content: "<p>How we process personal data.</p>" });

  const draftPage = await page.goto("/en/docs/terms");
  expect(draftPage?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/en/docs/privacy");
  await expect(footer.getByRole("link", { name: "Terms and conditions" })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: "Legal notice" })).toHaveCount(0);

  // The privacy policy's page lists the other documents a visitor can open: none yet.
  await page.goto("/en/docs/privacy");
  const related = page.getByRole("navigation", { name: "Legal documents" });
  await expect(related.getByRole("link")).toHaveText(["Privacy policy"]);

  await send("PUT", "/admin/docs/publish", { id: terms.id });
  const publishedPage = await page.goto("/en/docs/terms");
  expect(publishedPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
  await expect(page.getByText("German law applies.")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Terms and conditions" })).toHaveAttribute("href", "/en/docs/terms");
  await expect(page.getByRole("navigation", { name: "Legal documents" }).getByRole("link")).toHaveText([
    "Privacy policy",
    "Terms and conditions",
  ]);
});
