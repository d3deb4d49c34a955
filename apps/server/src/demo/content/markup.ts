import { germanSpacing } from "@lawfirm/contract";
import type { Html } from "./types.ts";

/**
 * A very small Markdown subset, so that the demo texts read like texts in the source:
 * `## ` and `### ` headings, `- ` and `1. ` lists, `| a | b |` tables (first row is the head,
 * a `|---|` row is skipped), `> ` quotes, paragraphs separated by blank lines, and inline
 * `**bold**`, `*italic*` and `[text](url)`; a line ending in `\\` ends with a line break.
 */
export function md(source: string): Html {
  const lines = source.split("\n").map((line) => line.trim());
  const blocks: string[][] = [[]];
  for (const line of lines) {
    if (line === "") blocks.push([]);
    else blocks[blocks.length - 1]!.push(line);
  }
  return blocks
    .filter((block) => block.length > 0)
    .map(renderBlock)
    .join("\n");
}

function renderBlock(lines: string[]): string {
  const first = lines[0]!;
  if (first.startsWith("### ")) return `<h3>${inline(first.slice(4))}</h3>${rest(lines)}`;
  if (first.startsWith("## ")) return `<h2>${inline(first.slice(3))}</h2>${rest(lines)}`;
  if (lines.every((line) => line.startsWith("- "))) return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join("")}</ul>`;
  if (lines.every((line) => /^\d+\. /.test(line))) {
    return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\d+\. /, ""))}</li>`).join("")}</ol>`;
  }
  if (lines.every((line) => line.startsWith("|"))) return table(lines);
  if (lines.every((line) => line.startsWith("> ")))
    return `<blockquote><p>${inline(lines.map((line) => line.slice(2)).join(" "))}</p></blockquote>`;
  // A line ending in a backslash ends with a line break (addresses), as in Markdown.
  return `<p>${lines
    .map((line) => (line.endsWith("\\") ? `${inline(line.slice(0, -1).trimEnd())}<br />` : `${inline(line)} `))
    .join("")
    .trim()}</p>`;
}

/** A heading may be followed directly by more lines (a paragraph or a list) without a blank line. */
function rest(lines: string[]): string {
  return lines.length > 1 ? `\n${renderBlock(lines.slice(1))}` : "";
}

function table(lines: string[]): string {
  const rows = lines
    .filter((line) => !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .replace(/^\|/, "")
        .replace(/\|$/, "")
        .split("|")
        .map((cell) => inline(cell.trim())),
    );
  const [head = [], ...body] = rows;
  return (
    `<table><thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join("")}</tr></thead>` +
    `<tbody>${body.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("")}</tbody></table>`
  );
}

/** Text between tags; quotes need no escaping there, and link targets cannot contain them. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, "<strong>$1</strong>")
    .replace(/\*(.+?)\*/g, "<em>$1</em>")
    .replace(/\[(.+?)\]\(((?:https?:\/\/|\/|mailto:)[^)\s]+)\)/g, (_match, label: string, href: string) =>
      href.startsWith("http")
        ? `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}</a>`
        : `<a href="${href}">${label}</a>`,
    );
}

/** The same Markdown source turned into HTML for every language. */
export function mdAll<K extends string>(sources: Record<K, string>): Record<K, Html> {
  // German pages keep "§ 5" and "z. B." on one line (germanSpacing).
  const typeset = (lang: string, source: string) => (lang === "de_DE" ? germanSpacing(source) : source);
  return Object.fromEntries(Object.entries(sources).map(([lang, source]) => [lang, md(typeset(lang, source as string))])) as Record<
    K,
    Html
  >;
}
