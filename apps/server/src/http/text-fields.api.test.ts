import type { ReferenceItem } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { apiCaller, createReferenceItem } from "../../test/content-helpers.ts";
import { createTestApp } from "../../test/test-app.ts";

// One-line fields refuse line breaks and control characters (packages/contract, singleLineText):
// the refusal names the field and its language version, in the reader's language.
const { app, login } = await createTestApp();
const token = await login();
const office = await createReferenceItem<ReferenceItem>(apiCaller(app, token), "office", "Munich", ["en_US"]);

const savePerson = (name: string, language: string) =>
  app.inject({
    method: "POST",
    url: "/api/admin/lawyerTeam",
    headers: { authorization: `Bearer ${token}`, "accept-language": language },
    payload: [{ lang: "en_US", name, office: office.en_US!.id }],
  });

describe("a person's name with a line break", () => {
  it.each([
    ["en", "must be a single line, without line breaks or control characters"],
    ["de", "muss eine einzige Zeile sein, ohne Zeilenumbrüche oder Steuerzeichen"],
    ["zh", "必须为单行，不能包含换行符或控制字符"],
  ])("is refused with 400 in the envelope, worded in %s", async (language, problem) => {
    const response = await savePerson("Dr. Anna\r\nWeiß", language);
    expect(response.statusCode).toBe(400);
    const envelope = response.json<{
      status: number;
      message: string;
      result: { errors: { field: string; lang?: string; message: string }[] };
    }>();
    expect(envelope.status).toBe(400);
    expect(envelope.message).toContain(problem);
    expect(envelope.result.errors).toEqual([{ field: "body.0.name", lang: "en_US", message: problem }]);
  });

  it("is saved once on one line", async () => {
    const response = await savePerson("Dr. Anna Weiß", "en");
    expect(response.statusCode, response.body).toBe(200);
  });
});
