import { describe, expect, it } from "vitest";
import { freePort, TestSmtpServer } from "../../../test/smtp-server.ts";
import { recipientRefusal, smtpSender, type SendableMail } from "./smtp-sender.ts";

/** An error as nodemailer gives it when the receiving server answers RCPT TO. */
const refusedAt = (command: string, responseCode: number, response: string) =>
  Object.assign(new Error(response), { command, responseCode, response, code: "EENVELOPE" });

describe("a recipient's refusal", () => {
  it("is for good and for the address only with an enhanced status 5.1.x", () => {
    expect(recipientRefusal(refusedAt("RCPT TO", 550, "550 5.1.1 <x@example.com>: Recipient address rejected: User unknown"))).toEqual({
      permanent: true,
      addressRefused: true,
      reason: "550 5.1.1 <x@example.com>: Recipient address rejected: User unknown",
    });
    expect(recipientRefusal(refusedAt("RCPT TO", 550, "550 5.1.10 Recipient not found"))?.addressRefused).toBe(true);
    for (const response of ["554 5.7.1 Relay access denied", "550 Mailbox unavailable", "550 15.1.1 odd"]) {
      expect(recipientRefusal(refusedAt("RCPT TO", Number(response.slice(0, 3)), response)), response).toMatchObject({
        permanent: true,
        addressRefused: false,
      });
    }
    expect(recipientRefusal(refusedAt("RCPT TO", 451, "451 4.2.1 Mailbox busy"))).toMatchObject({
      permanent: false,
      addressRefused: false,
    });
  });

  it("is none for a failure of another command or of the connection", () => {
    expect(recipientRefusal(refusedAt("DATA", 554, "554 5.1.1 odd"))).toBeUndefined();
    expect(recipientRefusal(refusedAt("AUTH PLAIN", 535, "535 5.7.8 Authentication failed"))).toBeUndefined();
    expect(recipientRefusal(Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" }))).toBeUndefined();
  });
});

describe("the SMTP sender", () => {
  const mail = (to: string, subject: string): SendableMail => ({
    to: [to],
    replyTo: null,
    subject,
    text: subject,
    html: null,
    attachments: [],
    language: "de-DE",
    messageId: `<${subject.replaceAll(" ", "-")}@example.de>`,
    headers: {},
  });

  it("keeps one connection for its messages, refusals too, and opens another once the server has gone and come back", async () => {
    const smtp = new TestSmtpServer(await freePort());
    await smtp.start();
    const sender = smtpSender(
      { host: "127.0.0.1", port: smtp.port, secure: false, auth: undefined },
      { name: "Kanzlei", address: "kanzlei@example.de" },
    );
    try {
      smtp.refusing.set("gone@example.org", 550);
      await sender.send(mail("a@example.org", "First"));
      await expect(sender.send(mail("gone@example.org", "Refused"))).rejects.toMatchObject({ responseCode: 550 });
      await sender.send(mail("b@example.org", "Second"));
      expect(smtp.withSubject("Second")).toHaveLength(1);
      expect(smtp.connections).toBe(1);

      // A stopping server closes the connection (421); meanwhile a send fails to connect.
      await smtp.stop();
      await expect(sender.send(mail("c@example.org", "While away"))).rejects.toThrow();
      await smtp.start();
      await sender.send(mail("c@example.org", "Back"));
      expect(smtp.withSubject("Back")).toHaveLength(1);
      expect(smtp.connections).toBe(2);
    } finally {
      sender.close();
      await smtp.stop();
    }
  });
});
