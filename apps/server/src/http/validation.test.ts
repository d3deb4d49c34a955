import * as contract from "@lawfirm/contract";
import { MAX_VERSIONS, newsEndpoints, passwordWeakness, type Endpoint } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { invalidRequest, MAX_REPORTED_PROBLEMS, type FieldProblem } from "../errors.ts";
import { renderMessage } from "../i18n/messages.ts";
import { describeIssue, toFieldProblems } from "./validation.ts";

/** Parses as the endpoint registrar does and answers the envelope's message in one language. */
function refusal(schema: z.ZodType, input: unknown, locale: "de_DE" | "en_US" | "zh_CN" = "en_US") {
  const parsed = schema.safeParse(input, { reportInput: true });
  if (parsed.success) throw new Error("the input passed");
  return renderMessage(locale, invalidRequest(toFieldProblems("body", parsed.error.issues, input)).reason);
}

describe("validation messages", () => {
  it("say an id must be greater than 0, and a count at least 0", () => {
    expect(refusal(z.object({ id: contract.idSchema }), { id: 0 })).toBe("Invalid request: id must be greater than 0");
    expect(refusal(z.object({ id: contract.idSchema }), { id: 0 }, "de_DE")).toBe("Ungültige Anfrage: id muss größer als 0 sein");
    expect(refusal(z.object({ count: z.number().int().min(0) }), { count: -1 })).toBe("Invalid request: count must be at least 0");
  });

  it("name the language version and the field", () => {
    const schema = z.array(z.object({ lang: z.string(), title: z.string().min(1) }));
    const input = [{ lang: "en_US", title: "ok" }, { lang: "de_DE" }];
    const parsed = schema.safeParse(input, { reportInput: true });
    const problems = toFieldProblems("body", parsed.error!.issues, input);
    expect(problems).toEqual([{ field: "body.1.title", lang: "de_DE", message: { key: "validation.required" } }]);
    expect(renderMessage("en_US", invalidRequest(problems).reason)).toBe("Invalid request: [de_DE] title is required");
    expect(renderMessage("de_DE", invalidRequest(problems).reason)).toBe("Ungültige Anfrage: [de_DE] title ist erforderlich");
    expect(renderMessage("zh_CN", invalidRequest(problems).reason)).toBe("请求无效：[de_DE] title 为必填项");
  });

  it("word the problems zod finds by their code", () => {
    const schema = z.object({ title: z.string().max(3), count: z.number().int().max(9), kind: z.literal([0, 1]) });
    expect(refusal(schema, { title: "long", count: 1.5, kind: 2 })).toBe(
      "Invalid request: title must be at most 3 characters long; count must be a whole number; kind must be one of: 0, 1",
    );
    expect(refusal(schema, { title: "long", count: 1.5, kind: 2 }, "de_DE")).toBe(
      "Ungültige Anfrage: title darf höchstens 3 Zeichen lang sein; count muss eine ganze Zahl sein; kind muss einer der folgenden Werte sein: 0, 1",
    );
    expect(refusal(schema, {}, "zh_CN")).toBe("请求无效：title 为必填项；count 为必填项；kind 为必填项");
  });

  it("word the problems the contract words itself by its keys, with their values", () => {
    const body = newsEndpoints.create.body;
    expect(refusal(body, [])).toBe("Invalid request: request must hold at least one language version");
    expect(refusal(body, [], "de_DE")).toBe("Ungültige Anfrage: Anfrage muss mindestens eine Sprachfassung enthalten");
    const many = Array.from({ length: MAX_VERSIONS + 1 }, (_, index) => ({
      lang: `l${index}`,
      title: "t",
      coverUrl: "/c.png",
      isLink: 0,
      cataId: 1,
    }));
    expect(refusal(body, many, "zh_CN")).toBe(`请求无效：请求 最多只能包含 ${MAX_VERSIONS} 个语言版本`);
    const external = [{ lang: "en_US", title: "t", coverUrl: "/c.png", isLink: 1, cataId: 1 }];
    expect(refusal(body, external, "de_DE")).toBe(
      "Ungültige Anfrage: [en_US] contentUrl ist erforderlich, wenn isLink 1 ist (externer Beitrag)",
    );
  });

  it("word a weak password with its limit", () => {
    const weakness = passwordWeakness("short");
    expect(weakness).toEqual({ key: "validation.minLength", params: { min: 10 } });
    expect(renderMessage("de_DE", weakness!)).toBe("muss mindestens 10 Zeichen lang sein");
  });

  it(`name the first ${MAX_REPORTED_PROBLEMS} problems of a request and count the others`, () => {
    const problems: FieldProblem[] = Array.from({ length: 25 }, (_, index) => ({
      field: `body.f${index}`,
      message: { key: "validation.required" },
    }));
    const refusal = invalidRequest(problems);
    expect(refusal.fieldProblems).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(renderMessage("en_US", refusal.reason)).toMatch(
      /^Invalid request: f0 is required; f1 is required; .*; f19 is required; … and 5 more problem\(s\)$/,
    );
    expect(renderMessage("de_DE", refusal.reason)).toMatch(/; f19 ist erforderlich; … und 5 weitere\(s\) Problem\(e\)$/);
    expect(renderMessage("zh_CN", refusal.reason)).toMatch(/；f19 为必填项；……以及另外 5 个问题$/);
    expect(renderMessage("en_US", invalidRequest(problems.slice(0, MAX_REPORTED_PROBLEMS)).reason)).not.toContain("more problem");
  });

  it("name a few of a great many unknown fields", () => {
    const input = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 1]));
    expect(refusal(z.strictObject({}), input)).toBe(
      "Invalid request: request has unknown field(s): k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, …",
    );
  });

  it("refuse every over-long array body by its length, without reading its items", () => {
    const endpoints = Object.values(contract).flatMap((table) =>
      table && typeof table === "object"
        ? Object.values(table).filter((value): value is Endpoint => value instanceof Object && "bodyLimit" in value)
        : [],
    );
    const arrayBodies = endpoints.filter((endpoint) => endpoint.body instanceof z.ZodArray);
    expect(arrayBodies.length).toBeGreaterThanOrEqual(10);
    // Items that would each fail several ways, were they read.
    const versions = Array.from({ length: 10_000 }, () => ({ lang: 1 }));
    for (const endpoint of arrayBodies) {
      expect(refusal(endpoint.body, versions), `${endpoint.method} ${endpoint.path}`).toBe(
        `Invalid request: request must hold at most ${MAX_VERSIONS} language versions`,
      );
    }
  });

  it("fall back to a plain wording for problems they do not know", () => {
    const parsed = z.string().regex(/^a/).safeParse("b", { reportInput: true });
    expect(describeIssue(parsed.error!.issues[0]!)).toEqual({ key: "validation.invalid" });
  });
});
