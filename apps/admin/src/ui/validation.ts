import type { FormRule } from "antd";

/**
 * A form rule that checks a value against the contract's schema (so that the form refuses exactly
 * what the server would), with the message in the UI language. Empty values pass: `required` says those.
 */
export function schemaRule(schema: { safeParse(value: unknown): { success: boolean } }, message: string): FormRule {
  return {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}

/** A `required` rule that also refuses white space only, as the server trims text. */
export function requiredRule(message: string): FormRule {
  return { required: true, whitespace: true, message };
}
