import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const [base, out, ...paths] = process.argv.slice(2);
for (const width of [360, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const p of paths) {
    await page.goto(`${base}${p}`);
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 300) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 40)); } window.scrollTo(0, 0); });
    await page.addStyleTag({ content: "*{content-visibility:visible!important}" });
    await page.waitForTimeout(300);
    const name = `${out}/${p.replace(/\W+/g, "_")}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
}
await browser.close();
