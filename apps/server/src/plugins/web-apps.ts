import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from "node:zlib";
import { ADMIN_BASE, ADMIN_LOGIN_ROUTE, API_BASE, isSiteRoute, SITE_ROUTES } from "@lawfirm/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { redirectWithinSite } from "../http/same-origin-redirect.ts";
import { noSuchEndpoint, sendError } from "./envelope.ts";
import { openSiteRenderer, type SiteRenderer } from "./site-rendering.ts";

interface StaticFile {
  /**
   * The file as it is; none for a back-office file with compressed forms (`loadWebApp`'s
   * `uncompressed: false`), which a client that accepts neither gets inflated from its gzip form.
   */
  body?: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".webmanifest"]);

/**
 * The folder of a built web app where `npm run build` keeps its files' compressed forms
 * (`keepCompressedForms`), each named by the hash of the file it compresses and not served itself.
 */
export const COMPRESSED_FOLDER = ".compressed";

/** The files of a built web app, the kept compressed forms left out. */
function walk(directory: string, root = directory): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (directory === root && entry.name === COMPRESSED_FOLDER) return [];
    return entry.isDirectory() ? walk(full, root) : [full];
  });
}

const isCompressible = (file: string, body: Buffer) => COMPRESSIBLE.has(path.extname(file)) && body.length > 1024;

/** A file's hash: its etag, and the name of its kept compressed forms. */
const hashOf = (body: Buffer) => createHash("sha1").update(body).digest("base64url");

/** A file's gzip and brotli forms, at the best levels worth their time for files compressed once. */
function compress(body: Buffer): { gzip: Buffer; brotli: Buffer } {
  return { gzip: gzipSync(body, { level: 9 }), brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }) };
}

/**
 * A file's compressed forms as the build kept them, else made now: compressing both web apps took
 * about 3 of the 4.3 s of CPU of a server's start (docs/performance.md, "CI time: the browser phase"),
 * and the browser tests start about fifteen servers. The forms are named by the file's hash, so a
 * kept form never answers for another content of the file.
 */
function compressedForms(directory: string, body: Buffer, hash: string): { gzip: Buffer; brotli: Buffer } {
  const kept = path.join(directory, COMPRESSED_FOLDER, hash);
  try {
    return { gzip: fs.readFileSync(`${kept}.gz`), brotli: fs.readFileSync(`${kept}.br`) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return compress(body);
  }
}

/**
 * Writes the compressed forms of a built web app's files into its `COMPRESSED_FOLDER`, for
 * `loadWebApp` to read instead of compressing them at every start (`npm run build` runs it through
 * compress-web-apps.command.ts). Each form is written under a temporary name and renamed, so a
 * server starting meanwhile reads a whole form or none. Answers how many files it compressed.
 */
export function keepCompressedForms(directory: string): number {
  const folder = path.join(directory, COMPRESSED_FOLDER);
  fs.mkdirSync(folder, { recursive: true });
  let compressed = 0;
  for (const file of walk(directory)) {
    const body = fs.readFileSync(file);
    if (!isCompressible(file, body)) continue;
    const kept = path.join(folder, hashOf(body));
    const forms = compress(body);
    for (const [extension, form] of [
      [".gz", forms.gzip],
      [".br", forms.brotli],
    ] as const) {
      fs.writeFileSync(`${kept}${extension}.partial`, form);
      fs.renameSync(`${kept}${extension}.partial`, `${kept}${extension}`);
    }
    compressed++;
  }
  return compressed;
}

/**
 * Reads a built web app into memory once, with gzip and brotli variants (those the build kept, else
 * made now), so that every file is answered from a map lookup. Hashed assets are cached for a year; index.html is revalidated.
 * With `uncompressed: false` a file with compressed forms is kept in them only.
 */
export function loadWebApp(directory: string, urlPrefix: string, { uncompressed = true } = {}): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(directory)) {
    const relative = path.relative(directory, file).split(path.sep).join("/");
    const extension = path.extname(file);
    const body = fs.readFileSync(file);
    const hashed = relative.startsWith("assets/");
    const hash = hashOf(body);
    const forms = isCompressible(file, body) ? compressedForms(directory, body, hash) : undefined;
    files.set(`${urlPrefix}/${relative}`, {
      ...(forms && !uncompressed ? {} : { body }),
      ...forms,
      type: TYPES[extension] ?? "application/octet-stream",
      etag: `"${hash}"`,
      cacheControl: hashed ? "public, max-age=31536000, immutable" : extension === ".html" ? "no-cache" : "public, max-age=3600",
    });
  }
  return files;
}

/** A file's bytes as they are: kept, or inflated from its gzip form, which a file without them has. */
const identityOf = (file: StaticFile): Buffer => file.body ?? gunzipSync(file.gzip!);

function send(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200) {
  reply
    .header("content-type", file.type)
    .header("cache-control", file.cacheControl)
    .header("etag", file.etag)
    .header("vary", "accept-encoding");
  if (status === 200 && request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (file.brotli && /\bbr\b/.test(accepted)) return reply.code(status).header("content-encoding", "br").send(file.brotli);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.code(status).header("content-encoding", "gzip").send(file.gzip);
  return reply.code(status).send(identityOf(file));
}

/** Where the web apps' builds are under the web root (apps/ in the repository). */
export function webAppFolders(webRoot: string): { siteDir: string; adminDir: string } {
  return { siteDir: path.join(webRoot, "site", "dist"), adminDir: path.join(webRoot, "admin", "dist") };
}

/** Whether a web app's build is in `folder`. */
export const isBuilt = (folder: string) => fs.existsSync(path.join(folder, "index.html"));

const isAdminPage = (pathname: string) =>
  pathname === ADMIN_LOGIN_ROUTE || pathname === ADMIN_BASE || pathname.startsWith(`${ADMIN_BASE}/`);

/**
 * Serves the public site at every public route, rendered on the server, and the back office at
 * /admin/** and /admin-login, from memory. Unknown paths get the site's not-found page with status 404.
 * Answers the site's server renderer, undefined when it is not built.
 */
export async function installWebApps(
  app: FastifyInstance,
  options: Omit<Parameters<typeof openSiteRenderer>[1], "siteRoot" | "indexHtml"> & { webRoot: string | undefined },
): Promise<SiteRenderer | undefined> {
  const { webRoot } = options;
  const { siteDir, adminDir } = webAppFolders(webRoot ?? "");
  if (!webRoot || !isBuilt(siteDir) || !isBuilt(adminDir)) {
    app.log.warn({ webRoot }, "the web apps are not built (npm run build); serving the API only");
    return undefined;
  }
  const site = loadWebApp(siteDir, "");
  // The back office's files in their compressed forms only: 2.8 MB less held by every server, since
  // every browser an editor uses asks for brotli or gzip. The site keeps its files as they are too,
  // for the crawlers and tools that ask for neither.
  const admin = loadWebApp(adminDir, ADMIN_BASE, { uncompressed: false });
  const siteIndex = site.get("/index.html")!;
  const adminIndex = admin.get(`${ADMIN_BASE}/index.html`)!;
  const siteRenderer = await openSiteRenderer(app, {
    ...options,
    siteRoot: path.join(webRoot, "site"),
    indexHtml: identityOf(siteIndex).toString(),
  });
  if (!siteRenderer) app.log.warn("the site's server renderer is not built: pages are rendered in the browser only");

  app.get("/*", async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) {
      return sendError(request, reply, noSuchEndpoint("GET", pathname));
    }
    if (isAdminPage(pathname)) {
      const file = admin.get(pathname);
      if (file) return send(request, reply, file);
      if (pathname.startsWith(`${ADMIN_BASE}/assets/`)) return reply.code(404).type("text/plain").send("Not found");
      return send(request, reply, adminIndex);
    }
    const file = site.get(pathname);
    if (file && file !== siteIndex) return send(request, reply, file);
    if (pathname.startsWith("/assets/")) return reply.code(404).type("text/plain").send("Not found");
    if (siteRenderer) return siteRenderer.sendPage(request, reply);
    if (pathname === "/") return redirectWithinSite(reply, SITE_ROUTES.home, 302);
    return send(request, reply, siteIndex, isSiteRoute(pathname) ? 200 : 404);
  });
  return siteRenderer;
}
