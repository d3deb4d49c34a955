import net from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a loopback port; it can refuse every recipient or some with their own answers, stop and start again on the same port. */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  refuse = false;
  /** Recipients refused with an answer of their own: 550 (for good), 451 (for now). */
  readonly refusing = new Map<string, number>();
  /** The text of a refusal in `refusing`, when not the default "5.1.1 Mailbox refused" / "4.2.1 Mailbox refused". */
  readonly refusingText = new Map<string, string>();
  /** Connections clients have opened since the first start. */
  connections = 0;
  private server: SMTPServer | undefined;
  constructor(readonly port: number) {}

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // No reverse look-up of each connecting client.
      disableReverseLookup: true,
      // Stopping, it tells the clients whose connections it still has (the outbox keeps one open)
      // that it shuts down (421) and closes them at once, where smtp-server's default waits 30 s.
      closeTimeout: 1,
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      onRcptTo: (address, _session, callback) => {
        const code = this.refusing.get(address.address);
        if (code !== undefined)
          return callback(
            Object.assign(new Error(this.refusingText.get(address.address) ?? `${code >= 500 ? "5.1.1" : "4.2.1"} Mailbox refused`), {
              responseCode: code,
            }),
          );
        if (!this.refuse) return callback();
        callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream).then(
          (parsed) => {
            this.received.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }

  /** A header of a received message as it was sent (mailparser reads List-* headers into an object). */
  static header(mail: ParsedMail, name: string): string | undefined {
    const line = mail.headerLines.find((header) => header.key === name.toLowerCase())?.line;
    return line?.slice(line.indexOf(":") + 1).trim();
  }

  withSubject(subject: string) {
    return this.received.filter((mail) => mail.subject === subject);
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Waits until `check` holds (answers its value), looking every few milliseconds. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
