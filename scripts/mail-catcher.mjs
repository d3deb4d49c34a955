// `npm run mail:catch`: an SMTP server on this machine that keeps every message it is given, for
// trying the site's mail (newsletter confirmations, registrations, contact forms) without a real
// mail server. Each message is written to a file (.eml, which mail programs open) and summed up in
// the console with the links it holds. Not for production: it accepts any sender, any recipient,
// without TLS or a password, on 127.0.0.1 only.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** Starts the catcher; answers its port and a function that stops it. */
export async function startMailCatcher({ port = 2525, dir = "data/caught-mail", log = console.log } = {}) {
  fs.mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        try {
          const raw = Buffer.concat(chunks);
          const mail = await simpleParser(raw);
          count += 1;
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${count}.eml`);
          fs.writeFileSync(file, raw);
          const links = [...new Set((mail.text ?? "").match(/https?:\/\/[^\s<>"]+/g) ?? [])];
          log(
            [`To: ${mail.to?.text ?? "?"}`, `Subject: ${mail.subject ?? ""}`, ...links.map((link) => `  ${link}`), `  (${file})`, ""].join(
              "\n",
            ),
          );
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port: server.server.address().port,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "2525" }, dir: { type: "string", default: "data/caught-mail" } },
  });
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.dir);
  const { port } = await startMailCatcher({ port: Number(values.port), dir });
  console.log(
    `Catching mail on smtp://127.0.0.1:${port}, each message into ${dir}. Start the server with\n` +
      `  SMTP_URL=smtp://127.0.0.1:${port} MAIL_FROM=kanzlei@example.test PUBLIC_URL=http://localhost:8080 npm start\n`,
  );
}
