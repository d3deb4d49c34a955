import type { z } from "zod";
import type { FieldError } from "./envelope.ts";

/** Messages for the common cases, worded for a person rather than a parser. */
export function describeIssue(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === "invalid_type" && issue.input === undefined) return "is required";
  if (issue.code === "invalid_type") return `must be ${article(issue.expected)}`;
  // Flags and enums (`z.literal([0, 1])`, unions of literals) report a missing value this way.
  if ((issue.code === "invalid_value" || issue.code === "invalid_union") && issue.input === undefined) return "is required";
  if (issue.code === "invalid_value") return `must be one of: ${issue.values.map((value) => String(value)).join(", ")}`;
  if (issue.code === "too_small" && issue.origin === "string")
    return issue.minimum === 1 ? "must not be empty" : `must be at least ${issue.minimum} characters long`;
  if (issue.code === "too_big" && issue.origin === "string") return `must be at most ${issue.maximum} characters long`;
  if (issue.code === "too_small" && issue.origin === "array") return `must have at least ${issue.minimum} item(s)`;
  if (issue.code === "too_big" && issue.origin === "array") return `must have at most ${issue.maximum} item(s)`;
  if (issue.code === "too_small") return `must be at least ${issue.minimum}`;
  if (issue.code === "too_big") return `must be at most ${issue.maximum}`;
  if (issue.code === "unrecognized_keys") return `has unknown field(s): ${issue.keys.join(", ")}`;
  return undefined;
}

function article(expected: string): string {
  if (expected === "int") return "a whole number";
  if (expected === "array") return "a list";
  if (expected === "object") return "an object";
  return `a ${expected}`;
}

/**
 * Turns schema issues into field errors. Items of an array body are named by their
 * language (`lang`) when they carry one, so that a message says which version is wrong.
 */
export function toFieldErrors(location: string, issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String);
    const field = [location, ...path].filter(Boolean).join(".");
    const first = issue.path[0];
    const item = typeof first === "number" && Array.isArray(input) ? (input[first] as unknown) : undefined;
    const lang =
      item && typeof item === "object" && typeof (item as { lang?: unknown }).lang === "string"
        ? (item as { lang: string }).lang
        : undefined;
    return lang ? { field, lang, message: issue.message } : { field, message: issue.message };
  });
}

/** One readable sentence for the envelope's message. */
export function summarizeFieldErrors(errors: readonly FieldError[]): string {
  const parts = errors.map((error) => {
    const where = error.field.split(".").filter((part) => !/^\d+$/.test(part) || !error.lang);
    const name = where.slice(where[0] === "body" || where[0] === "query" || where[0] === "params" ? 1 : 0).join(".");
    const label = [error.lang ? `[${error.lang}]` : "", name || "request"].filter(Boolean).join(" ");
    return `${label} ${error.message}`;
  });
  return `Invalid request: ${parts.join("; ")}`;
}
