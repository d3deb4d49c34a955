import http from "node:http";
import type { AddressInfo } from "node:net";
import { DOCUMENT_CONTENT_MAX, RICH_TEXT_MAX_ELEMENTS, RICH_TEXT_MAX_NESTING, RICH_TEXT_MAX_PICTURES } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { expectOthersServed, healthMonitor } from "../../test/health-monitor.ts";
import { createTestApp } from "../../test/test-app.ts";
import { multipartFile } from "../../test/upload-helpers.ts";
import { SVG_LIMITS } from "../modules/files/clean-svg.ts";

/**
 * The shapes of SVG and rich text that took the sanitisers seconds to minutes on the event loop
 * (decision 0037), sent to a listening server in this process while
 * health polls run: within their bounds they are cleaned in the CPU pool while others are
 * served; beyond, they are refused before any parsing, saying which bound.
 */

const { app, login } = await createTestApp();
const token = await login();
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;
const { watch } = healthMonitor(`http://127.0.0.1:${port}`);

interface Answer {
  status: number;
  message: string;
}

/** Sends a body as the signed-in administrator and reads the envelope. */
function send(path: string, method: "POST" | "PUT", body: Buffer | string, contentType: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method, headers: { authorization: `Bearer ${token}`, "content-type": contentType } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const envelope = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: string };
          resolve({ status: response.statusCode ?? 0, message: envelope.message });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function uploadIcon(svg: string) {
  const form = multipartFile({ name: "icon.svg", bytes: Buffer.from(svg) });
  return send("/api/admin/icon/upload", "POST", form.payload, form.headers["content-type"]);
}

const saveDocument = (content: string) =>
  send("/api/admin/docs/privacy", "PUT", JSON.stringify({ lang: "en_US", title: "Privacy", content }), "application/json");

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${body}</svg>`;
/** Groups nested `depth` levels deep, the root counted. */
const nestedGroups = (depth: number) => svg(`${"<g>".repeat(depth - 1)}<rect/>${"</g>".repeat(depth - 1)}`);
/** Links around shapes, `elements` in all with the root: what DOMPurify takes longest over per element. */
const linkedShapes = (elements: number) => svg("<a><rect/></a>".repeat(Math.floor((elements - 1) / 2)));

describe("SVG icons that would stall the server", () => {
  it.each([
    ["nested groups", nestedGroups(SVG_LIMITS.depth)],
    ["links around shapes", linkedShapes(SVG_LIMITS.nodes)],
  ])("are cleaned at the bound of their %s without holding up others", { timeout: 60_000 }, async (_, icon) => {
    const watched = await watch(() => uploadIcon(icon));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 200 });
  });

  it.each([
    ["4,000 nested groups (16 s before)", nestedGroups(4_000), 422, `nests its elements more than ${SVG_LIMITS.depth} levels deep`],
    ["one level more than the bound", nestedGroups(SVG_LIMITS.depth + 1), 422, `more than ${SVG_LIMITS.depth} levels deep`],
    ["20,000 links around shapes (14 minutes before)", linkedShapes(40_001), 413, `at most ${SVG_LIMITS.bytes / 1024} KB`],
    ["one element more than the bound", linkedShapes(SVG_LIMITS.nodes + 2), 422, `more than ${SVG_LIMITS.nodes} elements`],
    ["18,000 comments (10 s before)", svg("<!---->".repeat(18_000)), 422, `more than ${SVG_LIMITS.nodes} elements, comments`],
    [
      "18,000 processing instructions (10 s before)",
      svg("<?x y?>".repeat(18_000)),
      422,
      `more than ${SVG_LIMITS.nodes} elements, comments`,
    ],
  ])("are refused before parsing: %s", async (_, icon, status, reason) => {
    const watched = await watch(() => uploadIcon(icon));
    expectOthersServed(watched);
    expect(watched.status).toBe(status);
    expect(watched.message).toContain(reason);
  });
});

describe("SVG icons of comments and processing instructions, several at once", () => {
  it(
    "are refused before parsing while another editor's save is answered at once (it waited 41 s behind four)",
    { timeout: 60_000 },
    async () => {
      // Workers started: the save below measures its wait, not a worker's start.
      expect((await saveDocument("<p>Privacy</p>")).status).toBe(200);
      const icons = ["<!---->", "<?x y?>"].flatMap((node) => [svg(node.repeat(18_000)), svg(node.repeat(18_000))]);
      const uploads = Promise.all(icons.map(uploadIcon));
      const started = performance.now();
      const save = await saveDocument("<p>Privacy, saved while icons upload</p>");
      const saveMs = performance.now() - started;
      expect(save.status).toBe(200);
      expect(saveMs).toBeLessThan(1_000);
      expect((await uploads).map((answer) => answer.status)).toEqual([422, 422, 422, 422]);
    },
  );
});

describe("rich text that would stall the server", () => {
  it.each([
    ["bold words", "<b>x</b>".repeat(RICH_TEXT_MAX_ELEMENTS)],
    ["links", '<a href="https://e.com/r">x</a>'.repeat(RICH_TEXT_MAX_ELEMENTS)],
    ["nested elements", "<span>x".repeat(RICH_TEXT_MAX_NESTING)],
  ])("is saved with as many %s as its bounds allow without holding up others", { timeout: 60_000 }, async (_, content) => {
    const watched = await watch(() => saveDocument(content));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 200 });
  });

  it.each([
    ["45,000 bold words (4-5 s before)", "<b>x</b>".repeat(45_000)],
    ["one bold word more than the bound", "<b>x</b>".repeat(RICH_TEXT_MAX_ELEMENTS + 1)],
    ["one link more than the bound", '<a href="https://e.com/r">x</a>'.repeat(RICH_TEXT_MAX_ELEMENTS + 1)],
    ["a tag every few characters, as long as a document may be", "<i>a</i>".repeat(DOCUMENT_CONTENT_MAX / 8)],
  ])("is refused with %s, naming the field", async (_, content) => {
    const watched = await watch(() => saveDocument(content));
    expectOthersServed(watched);
    expect(watched).toMatchObject({
      status: 400,
      message: `Invalid request: content has more than ${RICH_TEXT_MAX_ELEMENTS} elements (paragraphs, links, emphasis and other tags): split the text`,
    });
  });

  it.each([
    ["<!-->", (inner: string) => `<!--><p>${inner}</p><!---->`],
    ["a quote in an attribute's name", (inner: string) => `<p><span x">${inner}<span y"></p>`],
  ])("whose pictures a crafted %s hides from the first count is refused once cleaned, naming the field", async (_, hide) => {
    const watched = await watch(() => saveDocument(hide('<img src="/api/upload/a.png">'.repeat(RICH_TEXT_MAX_PICTURES + 1))));
    expectOthersServed(watched);
    expect(watched).toMatchObject({
      status: 400,
      message: `Invalid request: [en_US] content has more than ${RICH_TEXT_MAX_PICTURES} pictures: split the text or show fewer`,
    });
  });

  it("is read back by the public site, its pictures served, without holding up others", async () => {
    const content = `${'<a href="https://e.com/r">x</a>'.repeat(RICH_TEXT_MAX_ELEMENTS - 1)}<img src="/api/upload/a.png">`;
    expect((await saveDocument(content)).status).toBe(200);
    await app.inject({ method: "PUT", url: "/api/admin/docs/publish", headers: { authorization: `Bearer ${token}` } });
    const watched = await watch(async () => {
      const response = await fetch(`http://127.0.0.1:${port}/api/user/docs/privacy`, { headers: { lang: "en_US" } });
      return { status: response.status, size: (await response.text()).length };
    });
    expectOthersServed(watched);
    expect(watched.status).toBe(200);
  });
});
