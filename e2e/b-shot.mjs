import { chromium } from "@playwright/test";
// node b-shot.mjs url width out [full|footer|selector]
const [,, url, width, out, mode] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
if (mode === "footer") await page.locator("footer").screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: mode === "full" });
await browser.close();
