import http from "node:http";
import type { AddressInfo } from "node:net";
import { DOCUMENT_CONTENT_MAX, RICH_TEXT_BODY_LIMIT } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { expectOthersServed, healthMonitor } from "../../test/health-monitor.ts";
import { createTestApp } from "../../test/test-app.ts";

/**
 * Bodies meant to exhaust the server, sent over real sockets to a listening server in this
 * process, so that anything the server does to one request (parsing, validating, wording
 * problems, sanitising) is time every other request waits. Health polls run beside each one.
 */

const { app, login } = await createTestApp();
const token = await login();
await app.listen({ port: 0, host: "127.0.0.1" });
const { port } = app.server.address() as AddressInfo;

interface Answer {
  status: number;
  message: string;
  errors: unknown[];
}

/** Sends a body as the signed-in administrator and reads the envelope (also when the server answers before reading the body). */
function send(method: "POST" | "PUT", path: string, body: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port, path, method, headers: { ...headers, "content-type": "application/json" } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const envelope = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message: string; result: { errors?: unknown[] } | null };
          resolve({ status: response.statusCode ?? 0, message: envelope.message, errors: envelope.result?.errors ?? [] });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const { watch } = healthMonitor(`http://127.0.0.1:${port}`);

const emptyObjects = (count: number) => `[${Array.from({ length: count }, () => "{}").join(",")}]`;

describe("requests that would exhaust the server", () => {
  it("refuses 1.7 million empty versions (5 MB) unread, as too large", async () => {
    const body = emptyObjects(1_700_000);
    const watched = await watch(() => send("POST", "/api/admin/latest-news", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 413, message: "The request body is too large" });
  });

  it("refuses 100,000 versions by their number, with one problem", async () => {
    const body = emptyObjects(100_000);
    const watched = await watch(() => send("POST", "/api/admin/latest-news", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: request must have at most 1000 item(s)" });
    expect(watched.errors).toHaveLength(1);
  });

  it("refuses a body filled up to its limit with empty versions, by their number", async () => {
    const body = emptyObjects(Math.floor((RICH_TEXT_BODY_LIMIT - 2) / 3));
    const watched = await watch(() => send("POST", "/api/admin/latest-news", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: request must have at most 1000 item(s)" });
  });

  it("refuses 100,000 job ids in a person's version, naming the version", async () => {
    const body = JSON.stringify([{ lang: "en_US", name: "A", office: 1, jobIds: Array.from({ length: 100_000 }, () => "x") }]);
    const watched = await watch(() => send("POST", "/api/admin/lawyerTeam", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: [en_US] jobIds must have at most 1000 item(s)" });
  });

  it("refuses an object of as many unknown fields as the body limit holds by their number, with one problem", async () => {
    const fields: string[] = [];
    for (let index = 0, length = 2; length < RICH_TEXT_BODY_LIMIT - 16; index += 1) {
      const field = `"${index.toString(36)}":0`;
      fields.push(field);
      length += field.length + 1;
    }
    const watched = await watch(() => send("PUT", "/api/admin/docs/privacy", `{${fields.join(",")}}`));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: request must have at most 200 fields" });
    expect(watched.errors).toHaveLength(1);
  });

  it("saves rich text of nothing but escaped markup characters as long as a document may be without holding up others", async () => {
    const content = "&lt;".repeat(DOCUMENT_CONTENT_MAX / 4);
    const watched = await watch(() => send("PUT", "/api/admin/docs/privacy", JSON.stringify({ lang: "en_US", title: "Privacy", content })));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 200 });
  });

  it("refuses, without holding up others, markup characters as long as a document may be that grow fourfold once escaped", async () => {
    const content = "<".repeat(DOCUMENT_CONTENT_MAX);
    const watched = await watch(() => send("PUT", "/api/admin/docs/privacy", JSON.stringify({ lang: "en_US", title: "Privacy", content })));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400 });
    expect(watched.message).toContain("once cleaned");
  });

  it("refuses deeply nested JSON", async () => {
    const depth = 200_000;
    const body = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const watched = await watch(() => send("POST", "/api/admin/latest-news", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: 0 must be an object" });
  });

  it.each([
    ["nested tags", "<b>".repeat(130_000)],
    ["nested tags whose closing tags close nothing", "<b></i>".repeat(55_000)],
  ])("refuses rich text of %s, which the sanitiser would take seconds over, naming the field", async (_, content) => {
    const body = JSON.stringify({ lang: "en_US", title: "Privacy", content });
    const watched = await watch(() => send("PUT", "/api/admin/docs/privacy", body));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 400, message: "Invalid request: content nests its elements more than 100 levels deep" });
  });

  it("refuses a login body of 1 MB unread, even before anyone signs in", async () => {
    const body = JSON.stringify({ loginAccount: "admin", password: "x".repeat(1024 * 1024) });
    const watched = await watch(() => send("POST", "/api/admin/login", body, {}));
    expectOthersServed(watched);
    expect(watched).toMatchObject({ status: 413, message: "The request body is too large" });
  });

  it("refuses a rich-text body one byte over its limit, and saves one just under it without holding up others", async () => {
    // A paragraph of a judgment's summary, as dense in elements as real text gets.
    const paragraph =
      "<h2>Section</h2><p>The court held that the <strong>contract</strong> was void for want of consideration and that the " +
      'claimant could not rely on the limitation clause; see <a href="https://example.com/r">the ruling</a> and the cases cited there.</p>';
    const document = (contentLength: number) =>
      JSON.stringify({
        lang: "en_US",
        title: "Privacy",
        content: paragraph.repeat(Math.ceil(contentLength / paragraph.length)).slice(0, contentLength),
      });
    const envelope = document(0).length;
    const oneByteOver = document(RICH_TEXT_BODY_LIMIT - envelope + 1);
    const tooLarge = await watch(() => send("PUT", "/api/admin/docs/privacy", oneByteOver));
    expectOthersServed(tooLarge);
    expect(tooLarge).toMatchObject({ status: 413, message: "The request body is too large" });

    // As long as the body stays within the limit once JSON has escaped the content's quotes.
    // Room for the tags the sanitiser closes where the text is cut: what is stored must fit the limit.
    let contentLength = Math.min(DOCUMENT_CONTENT_MAX - 100, RICH_TEXT_BODY_LIMIT - envelope);
    while (document(contentLength).length > RICH_TEXT_BODY_LIMIT) contentLength -= document(contentLength).length - RICH_TEXT_BODY_LIMIT;
    const largest = document(contentLength);
    const saved = await watch(() => send("PUT", "/api/admin/docs/privacy", largest));
    expectOthersServed(saved);
    expect(saved).toMatchObject({ status: 200 });
  });
});
