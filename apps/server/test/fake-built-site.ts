import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PAGE_TEMPLATE_SLOTS } from "@lawfirm/contract";

/**
 * A built site reduced to what the server reads of it (index.html with its slots, the build's
 * manifest, the back office's index.html) with the given renderer module's source as
 * dist-server/entry-server.js; answers the WEB_ROOT to start a test app with.
 */
export function fakeBuiltSite(rendererSource: string): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-web-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), text);
  };
  const { head, body, state } = PAGE_TEMPLATE_SLOTS;
  write("site/dist/index.html", `<!doctype html><html><head>${head}</head><body><div id="root">${body}</div>${state}</body></html>`);
  write("site/dist/.vite/manifest.json", "{}");
  write("admin/dist/index.html", "<!doctype html><title>Back office</title>");
  write("site/dist-server/entry-server.js", rendererSource);
  return webRoot;
}
