import { isSchemaMessageKey } from "@lawfirm/contract";
import type { z } from "zod";
import type { FieldProblem } from "../errors.ts";
import { message, type Message, type MessageKey, type MessageParam } from "../i18n/messages.ts";

/**
 * What a schema issue means, worded for a person rather than a parser. A problem the contract
 * words itself carries its message key as the issue's message; the others are described from the
 * issue's code. The issue must be parsed with `reportInput` (a missing value is "required").
 */
export function describeIssue(issue: z.core.$ZodIssue): Message {
  if (isSchemaMessageKey(issue.message)) return { key: issue.message, params: keyedMessageParams(issue) };
  if ((issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union") && issue.input === undefined) {
    // Flags and enums (`z.literal([0, 1])`, unions of literals) report a missing value as invalid_value or invalid_union.
    return message("validation.required");
  }
  if (issue.code === "invalid_type") return message("validation.mustBe", { expected: typeName(issue.expected) });
  if (issue.code === "invalid_value") return message("validation.oneOf", { values: issue.values.map((value) => String(value)).join(", ") });
  if (issue.code === "too_small" && issue.origin === "string") {
    return Number(issue.minimum) === 1 ? message("validation.notEmpty") : message("validation.minLength", { min: Number(issue.minimum) });
  }
  if (issue.code === "too_big" && issue.origin === "string") return message("validation.maxLength", { max: Number(issue.maximum) });
  if (issue.code === "too_small" && issue.origin === "array") return message("validation.minItems", { min: Number(issue.minimum) });
  if (issue.code === "too_big" && issue.origin === "array") return message("validation.maxItems", { max: Number(issue.maximum) });
  if (issue.code === "too_small") {
    // `positive()` is "greater than 0", not "at least 0".
    return issue.inclusive === false
      ? message("validation.greaterThan", { min: Number(issue.minimum) })
      : message("validation.min", { min: Number(issue.minimum) });
  }
  if (issue.code === "too_big") return message("validation.max", { max: Number(issue.maximum) });
  if (issue.code === "unrecognized_keys") return message("validation.unknownFields", { keys: nameSome(issue.keys) });
  return message("validation.invalid");
}

/** The placeholders of a message the contract words itself: a custom issue's own, or the limit of a length check. */
function keyedMessageParams(issue: z.core.$ZodIssue): Record<string, MessageParam> | undefined {
  if (issue.code === "custom") return issue.params as Record<string, MessageParam> | undefined;
  if (issue.code === "too_big") return { max: Number(issue.maximum) };
  if (issue.code === "too_small") return { min: Number(issue.minimum) };
  return undefined;
}

/** Most unknown field names one message lists: an object of 100,000 stray keys is not worth 100,000 names. */
const MAX_NAMED_KEYS = 10;

function nameSome(keys: readonly string[]): string {
  const named = keys.slice(0, MAX_NAMED_KEYS).join(", ");
  return keys.length > MAX_NAMED_KEYS ? `${named}, …` : named;
}

/** The types zod names in "expected", each with its own message. */
const TYPE_NAMES = {
  string: "validation.type.string",
  number: "validation.type.number",
  int: "validation.type.int",
  boolean: "validation.type.boolean",
  array: "validation.type.array",
  object: "validation.type.object",
} as const satisfies Record<string, MessageKey>;

function typeName(expected: string): Message {
  const key = Object.hasOwn(TYPE_NAMES, expected) ? TYPE_NAMES[expected as keyof typeof TYPE_NAMES] : undefined;
  return key ? message(key) : message("validation.type.other", { type: expected });
}

/**
 * A problem at a place in the input. Items of an array body are named by their language (`lang`)
 * when they carry one, so that a message says which version is wrong.
 */
export function toFieldProblem(location: string, path: readonly PropertyKey[], input: unknown, problem: Message): FieldProblem {
  const field = [location, ...path.map(String)].filter(Boolean).join(".");
  const first = path[0];
  const item = typeof first === "number" && Array.isArray(input) ? (input[first] as unknown) : undefined;
  const lang =
    item && typeof item === "object" && typeof (item as { lang?: unknown }).lang === "string" ? (item as { lang: string }).lang : undefined;
  return lang ? { field, lang, message: problem } : { field, message: problem };
}

/** Turns schema issues into field problems. */
export function toFieldProblems(location: string, issues: readonly z.core.$ZodIssue[], input: unknown): FieldProblem[] {
  return issues.map((issue) => toFieldProblem(location, issue.path, input, describeIssue(issue)));
}
