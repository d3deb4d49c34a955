import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterAll, describe, expect, it, vi } from "vitest";
import { KEPT_STATEMENTS, keepingStatements, openSqliteFile, watchOtherConnections } from "./connection.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lawfirm-statements-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function connection(file: string) {
  const database = openSqliteFile(path.join(dir, file));
  database.exec("create table items (id integer primary key, name text)");
  database.exec("insert into items (name) values ('a'), ('b'), ('c')");
  return { database, kept: keepingStatements(database) };
}

describe("a SQLite connection that keeps its prepared statements", () => {
  it("prepares a query's text once and gives the same statement again, which answers with new parameters", () => {
    const { database, kept } = connection("same.sqlite");
    const first = kept.prepare("select name from items where id = ?");
    expect(first.all([1])).toEqual([{ name: "a" }]);
    const again = kept.prepare("select name from items where id = ?");
    expect(again).toBe(first);
    expect(again.all([2])).toEqual([{ name: "b" }]);
    expect(kept.prepare("select name from items where id > ?")).not.toBe(first);
    database.close();
  });

  it("gives a statement of its own to a query whose kept statement is still being iterated", () => {
    const { database, kept } = connection("busy.sqlite");
    const text = "select name from items order by id";
    const streaming = kept.prepare(text);
    const rows = streaming.iterate([]);
    expect(rows.next().value).toEqual({ name: "a" });
    const other = kept.prepare(text);
    expect(other).not.toBe(streaming);
    expect(other.all([])).toEqual([{ name: "a" }, { name: "b" }, { name: "c" }]);
    expect([...rows]).toEqual([{ name: "b" }, { name: "c" }]);
    // Done iterating, the kept one serves again.
    expect(kept.prepare(text)).toBe(streaming);
    database.close();
  });

  it("lets the least recently used go beyond its limit", () => {
    const { database, kept } = connection("limit.sqlite");
    const oldest = kept.prepare("select 0 as n");
    const recent = kept.prepare("select 1 as n");
    for (let n = 2; n < KEPT_STATEMENTS; n += 1) kept.prepare(`select ${n} as n`);
    expect(kept.prepare("select 0 as n")).toBe(oldest);
    // One more than the limit: the least recently used ("select 1") goes, the one just used stays.
    kept.prepare(`select ${KEPT_STATEMENTS} as n`);
    expect(kept.prepare("select 0 as n")).toBe(oldest);
    expect(kept.prepare("select 1 as n")).not.toBe(recent);
    database.close();
  });
});

describe("the watch on other connections' commits", () => {
  it("tells of another connection's commit once, from the next turn of the event loop, its own writes not, and prepares its statement once", async () => {
    const { database } = connection("watched.sqlite");
    const other = openSqliteFile(path.join(dir, "watched.sqlite"));
    const changedElsewhere = watchOtherConnections(database);
    // `database.pragma()` would prepare a statement of its own on each call.
    const prepare = vi.spyOn(database, "prepare");
    const pragma = vi.spyOn(database, "pragma");

    expect(changedElsewhere()).toBe(false);
    database.exec("insert into items (name) values ('own')");
    await nextTurn();
    expect(changedElsewhere()).toBe(false);
    // Asked once per turn: a commit after this turn's question is seen in the next.
    other.exec("insert into items (name) values ('other')");
    expect(changedElsewhere()).toBe(false);
    await nextTurn();
    expect(changedElsewhere()).toBe(true);
    expect(changedElsewhere()).toBe(false);
    await nextTurn();
    expect(changedElsewhere()).toBe(false);
    expect(prepare).not.toHaveBeenCalled();
    expect(pragma).not.toHaveBeenCalled();
    other.close();
    database.close();
  });
});
