import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterEach, describe, expect, it } from "vitest";
import { startMailCatcher } from "./mail-catcher.mjs";

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe("the mail catcher (npm run mail:catch)", () => {
  it("keeps each message as a file a mail program opens, and prints its recipient, subject and links", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-catcher-test-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const printed: string[] = [];
    const catcher = await startMailCatcher({ port: 0, dir, log: (line: string) => printed.push(line) });
    cleanups.push(catcher.stop);

    const transport = nodemailer.createTransport({ host: "127.0.0.1", port: catcher.port, secure: false, ignoreTLS: true });
    cleanups.push(() => transport.close());
    await transport.sendMail({
      from: "kanzlei@example.test",
      to: "reader@example.test",
      subject: "Bitte bestätigen Sie Ihr Abonnement",
      text: "Bestätigen: http://localhost:8080/de/newsletter/confirm?token=abc123\nDanke.",
    });

    const [file] = fs.readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    expect(fs.readFileSync(path.join(dir, file!), "utf8")).toContain("reader@example.test");
    expect(printed.join("\n")).toContain("To: reader@example.test");
    expect(printed.join("\n")).toContain("Subject: Bitte bestätigen Sie Ihr Abonnement");
    expect(printed.join("\n")).toContain("  http://localhost:8080/de/newsletter/confirm?token=abc123");
  });
});
