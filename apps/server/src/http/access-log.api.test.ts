import { Writable } from "node:stream";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { loggerOptions } from "../config.ts";

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string; remoteAddress?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const lines: LogLine[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});
const { app } = await createTestApp({}, { logger: { ...loggerOptions({ logLevel: "info" }), stream } });
const INFO = 30;
const DEBUG = 20;

beforeEach(() => {
  app.log.level = "info";
  lines.length = 0; // the start's own lines, or the last test's
});

describe("the request log", () => {
  it("has one line a request at info, written when it is answered, with the request, its status and its time", async () => {
    const answered = await app.inject({ method: "GET", url: "/api/common/language", remoteAddress: "203.0.113.9" });
    const refused = await app.inject({ method: "GET", url: "/api/user/latest-news/not-a-number" });
    expect([answered.statusCode, refused.statusCode]).toEqual([200, 400]);

    expect(lines.map((line) => [line.level, line.msg, line.req?.method, line.req?.url, line.res?.statusCode])).toEqual([
      [INFO, "request completed", "GET", "/api/common/language", 200],
      [INFO, "request completed", "GET", "/api/user/latest-news/not-a-number", 400],
    ]);
    expect(lines[0]?.req?.remoteAddress).toBe("203.0.113.9");
    for (const line of lines) expect(line.responseTime).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(2);
  });

  it("has each request's arrival too at debug, before its answer", async () => {
    app.log.level = "debug";
    await app.inject({ method: "GET", url: "/api/common/language" });
    const requestLines = lines.filter((line) => line.req?.url === "/api/common/language");
    expect(requestLines.map((line) => [line.level, line.msg])).toEqual([
      [DEBUG, "incoming request"],
      [INFO, "request completed"],
    ]);
    expect(requestLines[0]?.reqId).toBe(requestLines[1]?.reqId);
  });
});
