import type { Page } from "@playwright/test";
import { samplePdf } from "../../apps/server/src/modules/files/test-pdf.ts";
import { expect, test } from "./support/journeys.ts";
import { adminApi, idIn, type Version } from "./support/admin-api.ts";
import { waitOutFormFillTime } from "./support/fill-time.ts";

// Applying for a job (decision 0080): a visitor applies to an opening with a PDF, with JavaScript
// (through the API) and without it (a multipart post, refused once for a file that is no PDF, with
// the values kept and the file chosen again, then sent); an account granted the Recruiting right
// finds both in the Inbox and downloads a file; an editor without the right has no menu entry and
// is refused by the server.

const RUN = Date.now().toString(36);
const OPENING = `Associate Arbitration ${RUN}`;
const WITH_SCRIPT = `Ida Script ${RUN}`;
const WITHOUT_SCRIPT = `Paul Plain ${RUN}`;
const PASSWORD = "Colleague-Passw0rd!";
const RECRUITER = `recruiter-${RUN}`;
const EDITOR = `editor-${RUN}`;
const CV = { name: "CV.pdf", mimeType: "application/pdf", buffer: samplePdf("Curriculum vitae") };
let openingId = 0;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, journeyServer }) => {
  const request = await playwright.request.newContext({ baseURL: journeyServer.baseURL });
  const send = await adminApi(request);
  const office = await send<Version[]>("POST", "/admin/office", [{ lang: "en_US", name: `Apply office ${RUN}` }]);
  const opening = await send<Version[]>("POST", "/admin/jobOpening", [
    {
      lang: "en_US",
      title: OPENING,
      content: "<p>Join our arbitration team.</p>",
      office: idIn(office, "en_US"),
      proFieldIds: [],
      level: "associate",
      employmentType: "fullTime",
      startDate: null,
    },
  ]);
  openingId = idIn(opening, "en_US");
  const roles = await send<{ id: number; code: string }[]>("GET", "/admin/accounts/roles");
  const editorRole = roles.find((role) => role.code === "editor")!.id;
  for (const [loginAccount, grantedRights] of [
    [RECRUITER, ["applications.manage"]],
    [EDITOR, []],
  ] as const) {
    await send("POST", "/admin/accounts", {
      loginAccount,
      userName: loginAccount,
      roleId: editorRole,
      languages: [],
      grantedRights,
      password: PASSWORD,
    });
  }
  await request.dispose();
});

async function fillIn(page: Page, name: string) {
  await page.getByRole("main").getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("main").getByRole("textbox", { name: "E-mail address" }).fill("applicant@example.com");
  await page.getByRole("main").getByRole("textbox", { name: "Your message" }).fill(`I would like to join the team. ${RUN}`);
}

async function signInAs(page: Page, loginAccount: string) {
  const login = await page.request.post("/api/admin/login", { data: { loginAccount, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
}

test("a visitor applies to an opening with JavaScript and sees the confirmation", async ({ page }) => {
  await page.goto(`/en/careers/detail/${openingId}`);
  await page.getByRole("link", { name: "Apply for this position" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/careers/apply\\?opening=${openingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${OPENING}`);
  await fillIn(page, WITH_SCRIPT);
  await page.getByRole("main").getByLabel("Documents (PDF)").setInputFiles(CV);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/careers/apply/sent\\?opening=${openingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your application");
});

test("an opening's form under another language's prefix leads to the opening's own language", async ({ page }) => {
  // The opening has only an English version: its German address is the English form's.
  await page.goto(`/de/careers/apply?opening=${openingId}`);
  await expect(page).toHaveURL(new RegExp(`/en/careers/apply\\?opening=${openingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apply: ${OPENING}`);
});

test("a visitor without JavaScript is told the file is no PDF, keeps what they typed, chooses the file again and sends", async ({
  browser,
  journeyServer,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: journeyServer.baseURL });
  const page = await context.newPage();
  await page.goto(`/en/careers/apply?opening=${openingId}`);
  await fillIn(page, WITHOUT_SCRIPT);
  await page
    .getByLabel("Documents (PDF)")
    .setInputFiles({ name: "CV.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>not a pdf</html>") });
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send application" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("heading", { name: "Your application was not sent" })).toBeVisible();
  await expect(summary.getByRole("link", { name: /Documents \(PDF\).*is not a PDF file/ })).toBeVisible();
  await expect(summary.getByText("please choose your files again")).toBeVisible();
  await expect(page.getByRole("main").getByRole("textbox", { name: "Name", exact: true })).toHaveValue(WITHOUT_SCRIPT);
  await expect(page.getByRole("checkbox", { name: /I agree/ })).toBeChecked();

  await page.getByRole("main").getByLabel("Documents (PDF)").setInputFiles(CV);
  await waitOutFormFillTime(page);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/careers/apply/sent\\?opening=${openingId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your application");
  await context.close();
});

test("an account with the Recruiting right finds both applications and downloads a file", async ({ page }) => {
  await signInAs(page, RECRUITER);
  await page.goto("/admin/inbox/applications");
  for (const name of [WITH_SCRIPT, WITHOUT_SCRIPT]) {
    const row = page.getByRole("row").filter({ has: page.getByRole("button", { name }) });
    await expect(row.getByText(OPENING)).toBeVisible();
  }
  await page.getByRole("button", { name: WITH_SCRIPT }).click();
  const drawer = page.getByRole("dialog", { name: `Application from ${WITH_SCRIPT}` });
  await expect(drawer.getByText("CV.pdf")).toBeVisible();
  const download = page.waitForEvent("download");
  await drawer.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("CV.pdf");
});

test("an editor without the right sees no Applications entry and is refused by the server", async ({ page }) => {
  await signInAs(page, EDITOR);
  await page.goto("/admin/dashboard");
  // The menu is there (the media library is an editor's), the Inbox and its Applications are not.
  await expect(page.getByRole("menuitem", { name: "Media library" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Inbox" })).toHaveCount(0);
  await expect(page.getByRole("menuitem", { name: "Applications" })).toHaveCount(0);
  const refused = await page.request.get("/api/admin/applications", { headers: { "x-requested-with": "lawfirm-web" } });
  expect(refused.status()).toBe(403);
});
