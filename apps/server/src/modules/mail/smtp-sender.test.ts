import { describe, expect, it } from "vitest";
import { recipientRefusal } from "./smtp-sender.ts";

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
