import {
  canonicalTarget,
  readableSitePath,
  targetSitePath,
  type Paging,
  type Redirect,
  type RedirectInput,
  type RedirectStatus,
  type RedirectTest,
} from "@lawfirm/contract";
import { now, type Db, type Executor } from "../../db/database.ts";
import { invalidRequest, notFound, type FieldProblem } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import { isConstraintViolation } from "../translations/translated-items.ts";
import type { RedirectTable, ServedRedirect } from "./redirect-table.ts";
import * as redirects from "./redirects.repository.ts";

/** What the redirects' calls work on: the database, this process's table (told of its writes), the site's public origin. */
export interface RedirectDeps {
  db: Db;
  table: RedirectTable;
  /** PUBLIC_URL: an https address on it is stored as the site path it names. */
  publicUrl: string | undefined;
  /** Told of each address whose answer a write changes: one a redirect now sends away, or no longer (decision 0143). */
  addressChanged: (from: string) => void;
}

function toRedirect(row: redirects.RedirectRow): Redirect {
  return {
    id: row.id,
    from: row.fromPath,
    to: row.toTarget,
    status: row.statusCode,
    note: row.note,
    createdBy: row.createdByName,
    createTime: row.createdAt,
    updateTime: row.updatedAt,
    hits: row.hits,
    lastHitTime: row.lastHitAt,
  };
}

/** Every redirect as the serving processes keep it. */
export async function loadServedRedirects(db: Executor): Promise<ServedRedirect[]> {
  return (await redirects.listServedRedirects(db)).map((row) => ({
    id: row.id,
    from: row.fromPath,
    to: row.toTarget,
    status: row.statusCode as RedirectStatus,
  }));
}

export async function listRedirects(db: Db, query: Paging & { keyword?: string | undefined }) {
  const { rows, pageable } = await redirects.listRedirects(db, query.keyword || undefined, query);
  return { result: rows.map(toRedirect), pageable };
}

/** A target as stored: an https address of this very site becomes the site path it names, so that chains through it are found. */
function storedTarget(to: string | null, publicUrl: string | undefined): string | null {
  if (to === null || to.startsWith("/") || !publicUrl) return to;
  const target = new URL(to);
  if (target.origin !== new URL(publicUrl).origin) return to;
  return canonicalTarget(`${target.pathname}${target.search}${target.hash}`);
}

/** Where another redirect leads, as a message quotes it: its target, or "gone (410)". */
const targetOf = (row: redirects.RedirectRow): Message | string =>
  row.toTarget === null ? message("redirect.goneTarget") : readableSitePath(row.toTarget);

/** Another redirect as a message names it: its number, its old address and where it leads. */
const named = (row: redirects.RedirectRow) => ({ id: row.id, from: readableSitePath(row.fromPath), target: targetOf(row) });

/**
 * The stored values of a redirect, checked against the others (`id`: the one being changed):
 * its old address is no other's, its target is no other's old address and no other leads to its
 * old address, so that every redirect takes one hop. Problems are answered together (400), each at its field.
 */
async function checkedValues(db: Executor, input: RedirectInput, publicUrl: string | undefined, id?: number) {
  const toTarget = storedTarget(input.to, publicUrl);
  const targetPath = toTarget === null ? null : (targetSitePath(toTarget) ?? null);
  const problems: FieldProblem[] = [];
  if (targetPath === input.from) problems.push({ field: "body.to", message: message("validation.redirectToItself") });
  const holder = await redirects.findRedirectFrom(db, input.from);
  if (holder && holder.id !== id) {
    problems.push({ field: "body.from", message: message("redirect.fromTaken", named(holder)) });
  }
  const leadingHere = await redirects.findRedirectTo(db, input.from, id);
  if (leadingHere) {
    problems.push({
      field: "body.from",
      message: message("redirect.sourceIsTarget", { id: leadingHere.id, from: readableSitePath(leadingHere.fromPath) }),
    });
  }
  const next = targetPath === null || targetPath === input.from ? undefined : await redirects.findRedirectFrom(db, targetPath);
  if (next && next.id !== id) {
    problems.push({
      field: "body.to",
      message: message("redirect.targetRedirected", named(next)),
    });
  }
  if (problems.length > 0) throw invalidRequest(problems);
  return { fromPath: input.from, toTarget, targetPath, statusCode: input.status, note: input.note };
}

/**
 * Runs a redirect's write in one transaction (its checks read in it) and tells this process's table.
 * An old address taken at the same moment by another write answers as taken.
 */
async function write<T>(deps: RedirectDeps, input: RedirectInput, work: (trx: Executor) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    if (!isConstraintViolation(error)) throw error;
    const holder = await redirects.findRedirectFrom(deps.db, input.from);
    const taken = holder ? message("redirect.fromTaken", named(holder)) : message("validation.invalid");
    throw invalidRequest([{ field: "body.from", message: taken }]);
  } finally {
    deps.table.invalidate();
  }
}

async function readBack(db: Executor, id: number): Promise<Redirect> {
  const row = await redirects.findRedirect(db, id);
  if (!row) throw notFound(message("item.notFoundById", { entity: message("entity.redirect"), id }));
  return toRedirect(row);
}

export async function createRedirect(deps: RedirectDeps, input: RedirectInput, accountId: number): Promise<Redirect> {
  return write(deps, input, async (trx) => {
    const values = await checkedValues(trx, input, deps.publicUrl);
    const id = await redirects.insertRedirect(trx, { ...values, createdBy: accountId, createdAt: now() });
    deps.addressChanged(values.fromPath);
    return readBack(trx, id);
  });
}

export async function updateRedirect(deps: RedirectDeps, id: number, input: RedirectInput): Promise<Redirect> {
  return write(deps, input, async (trx) => {
    const before = await readBack(trx, id);
    const values = await checkedValues(trx, input, deps.publicUrl, id);
    await redirects.updateRedirect(trx, id, { ...values, updatedAt: now() });
    deps.addressChanged(before.from);
    deps.addressChanged(values.fromPath);
    return readBack(trx, id);
  });
}

/** Deletes a redirect and answers it as it was. */
export async function deleteRedirect(deps: RedirectDeps, id: number): Promise<Redirect> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const redirect = await readBack(trx, id);
      await redirects.deleteRedirect(trx, id);
      deps.addressChanged(redirect.from);
      return redirect;
    });
  } finally {
    deps.table.invalidate();
  }
}

/** A GET of a site address, answered by this server as a visitor's would be: its status and Location. */
export type AddressProbe = (path: string) => Promise<{ status: number; location: string | undefined }>;

/**
 * What the site does at an address now: the redirect that matches it, and what a visitor gets
 * (tried through the server itself, so that the answer is the one a visitor's request gets,
 * the site's own redirects and missing pages included); for a Location on this site, what it answers in turn.
 */
export async function testAddress(db: Db, path: string, probe: AddressProbe): Promise<RedirectTest> {
  const queryAt = path.indexOf("?");
  const row = await redirects.findRedirectFrom(db, queryAt < 0 ? path : path.slice(0, queryAt));
  const answer = await probe(path);
  const location = answer.location ?? null;
  const onSite = location !== null && location.startsWith("/") && !location.startsWith("//");
  const targetStatus = onSite ? (await probe(location)).status : null;
  const redirect = row && answer.status === row.statusCode ? toRedirect(row) : null;
  return { path, redirect, status: answer.status, location, targetStatus };
}
