// The reference measured in the same run: a small static file from nginx, else a minimal Node
// HTTP server answering the same body (docs/performance.md, "The reference").
import fs from "node:fs";
import path from "node:path";
import { freePort } from "@lawfirm/test-support";
import type { BenchContext } from "./context.ts";
import { messageOf } from "./errors.ts";
import { measureLoad, type LoadFigures } from "./load.ts";
import type { ReferenceKind } from "./options.ts";
import { findExecutable, waitUntilServing, type StartedProcess } from "./processes.ts";

const BODY = "A small static file served as the reference of the benchmark.\n".repeat(16);
const NGINX_DIRS = ["/usr/sbin", "/usr/local/sbin", "/usr/local/nginx/sbin"];

export interface ReferenceFigures {
  kind: ReferenceKind;
  description: string;
  figures: LoadFigures;
}

interface RunningReference {
  kind: ReferenceKind;
  description: string;
  url: string;
  started: StartedProcess;
}

/** Starts the reference, measures it like a target of the server, and stops it. */
export async function measureReference(context: BenchContext): Promise<ReferenceFigures> {
  const reference = await startReference(context);
  console.log(`Reference: ${reference.description}`);
  try {
    const figures = await measureLoad(context, { name: "reference", url: reference.url, pid: reference.started.pid });
    return { kind: reference.kind, description: reference.description, figures };
  } finally {
    await context.processes.stop(reference.started);
  }
}

async function startReference(context: BenchContext): Promise<RunningReference> {
  const asked = context.options.reference;
  if (asked === "node") return startNodeReference(context);
  const nginx = process.env.NGINX_PATH || findExecutable("nginx", NGINX_DIRS);
  if (!nginx) {
    if (asked === "nginx")
      throw new Error("--reference nginx: nginx is not installed (apt-get install -y nginx) and NGINX_PATH is not set");
    console.log("nginx is not installed: the reference is a minimal Node HTTP server (apt-get install -y nginx for the nginx reference)");
    return startNodeReference(context);
  }
  try {
    return await startNginx(context, nginx);
  } catch (error) {
    if (asked === "nginx") throw error;
    console.warn(`nginx did not start, the reference is a minimal Node HTTP server instead:\n${messageOf(error)}`);
    return startNodeReference(context);
  }
}

async function startNginx(context: BenchContext, binary: string): Promise<RunningReference> {
  const dir = context.workDir;
  const www = path.join(dir, "www");
  fs.mkdirSync(www, { recursive: true });
  fs.writeFileSync(path.join(www, "small.txt"), BODY);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  const errorLog = path.join(dir, "error.log");
  const tempPath = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  // One process, like the Node server (and no user switch, so the temporary folder stays readable).
  fs.writeFileSync(
    conf,
    `daemon off;
master_process off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log ${path.join(dir, "access.log")};
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(tempPath).join("\n  ")}
  types { text/plain txt; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    root ${www};
  }
}
`,
  );
  const started = await context.processes.start(binary, ["-e", errorLog, "-p", dir, "-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  started.child.stderr?.on("data", (data: Buffer) => (stderr += data.toString()));
  const url = `http://127.0.0.1:${port}/small.txt`;
  try {
    await waitUntilServing(url, started, "nginx", 10_000);
  } catch (error) {
    await context.processes.stop(started);
    const written = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, "utf8") : "";
    throw new Error(`${messageOf(error)}\n${stderr}${written}`, { cause: error });
  }
  return { kind: "nginx", description: `nginx (${binary}), static file of ${BODY.length} bytes`, url, started };
}

async function startNodeReference(context: BenchContext): Promise<RunningReference> {
  const port = await freePort();
  const source = `
const http = require("node:http");
const body = Buffer.from(${JSON.stringify(BODY)});
http.createServer((request, response) => {
  response.writeHead(200, { "content-type": "text/plain; charset=utf-8", "content-length": body.length });
  response.end(body);
}).listen(${port}, "127.0.0.1");`;
  const started = await context.processes.start(process.execPath, ["-e", source], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/small.txt`;
  await waitUntilServing(url, started, "the Node reference server", 10_000);
  return { kind: "node", description: `minimal Node ${process.version} HTTP server, fixed body of ${BODY.length} bytes`, url, started };
}
