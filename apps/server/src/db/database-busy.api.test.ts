import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";

// SQLite only: a file another process holds locked. PostgreSQL's outage is operations/database-outage.system.test.ts.
describe.skipIf(process.env.TEST_DIALECT === "postgres")("a SQLite file locked by another process", () => {
  it("answers a write 503 with Retry-After while the lock outlasts the busy timeout, and takes it once the lock is gone", async () => {
    const { app, config, login } = await createTestApp();
    const token = await login();
    const write = (title: string) =>
      app.inject({
        method: "POST",
        url: "/api/admin/banner",
        headers: { authorization: `Bearer ${token}`, "accept-language": "de" },
        payload: { lang: "en_US", imgPath: "/api/upload/busy.png", title },
      });
    // Another process (a seed command, a hand-run script) holds the write lock.
    const other = new SqliteDatabase(path.join(config.dataDir, "lawfirm.sqlite"));
    other.exec("begin immediate");
    try {
      const refused = await write("while locked");
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(refused.json()).toEqual({
        status: 503,
        message: "Die Datenbank ist ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.",
        result: null,
      });
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect((await write("after the lock")).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health/ready" })).statusCode).toBe(200);
  });
});
