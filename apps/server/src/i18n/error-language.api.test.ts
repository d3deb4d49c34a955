import type { Catalog } from "@lawfirm/contract";
import { describe, expect, it } from "vitest";
import { burstGapClock } from "../../test/burst-gap-clock.ts";
import { apiCaller, createFolder } from "../../test/content-helpers.ts";
import { ADMIN_ACCOUNT, createTestApp } from "../../test/test-app.ts";

const { app, login } = await createTestApp();
const call = apiCaller(app, await login());
const anonymous = apiCaller(app, null);

const GERMAN = { "accept-language": "de-AT,de;q=0.9,en;q=0.5" };
const CHINESE = { "accept-language": "zh-Hans-CN" };
/** The login burst gap, waited out on the server's clock. */
const { waitOutBurstGap } = burstGapClock();

/** A folder version without a name: a validation error with a field error. */
const folderWithoutName = [{ lang: "de_DE", type: 0 }];

describe("error messages in the reader's language", () => {
  it("words validation errors and their field errors in German and Chinese", async () => {
    const german = await call("POST", "/api/admin/catalog", folderWithoutName, GERMAN);
    expect(german.statusCode).toBe(400);
    expect(german.message).toBe("Ungültige Anfrage: [de_DE] name ist erforderlich");
    expect(german.errors).toEqual([{ field: "body.0.name", lang: "de_DE", message: "ist erforderlich" }]);

    const chinese = await call("POST", "/api/admin/catalog", folderWithoutName, CHINESE);
    expect(chinese.message).toBe("请求无效：[de_DE] name 为必填项");
    expect(chinese.errors).toEqual([{ field: "body.0.name", lang: "de_DE", message: "为必填项" }]);

    const query = await call("GET", "/api/admin/latest-news?pageSize=1000", undefined, GERMAN);
    expect(query.message).toBe("Ungültige Anfrage: pageSize darf höchstens 100 sein");
  });

  it("words the problems the server finds in the stored data, and the contract's own wording", async () => {
    const folder = await createFolder(call, "Sprache", { langs: ["en_US"] });
    const news = [{ lang: "de_DE", title: "Meldung", coverUrl: "/c.png", isLink: 1, cataId: folder.en_US!.id }];
    const contractProblem = await call("POST", "/api/admin/latest-news", news, GERMAN);
    expect(contractProblem.errors).toEqual([
      { field: "body.0.contentUrl", lang: "de_DE", message: "ist erforderlich, wenn isLink 1 ist (externer Beitrag)" },
    ]);

    const stored = await call("POST", "/api/admin/latest-news", [{ ...news[0], isLink: 0 }], CHINESE);
    expect(stored.statusCode).toBe(400);
    expect(stored.errors).toEqual([
      {
        field: "body.0.cataId",
        lang: "de_DE",
        message: `必须是 de_DE 的分类：分类 ${folder.en_US!.id} 是 en_US 版本，且没有 de_DE 版本`,
      },
    ]);
  });

  it("words a 409 conflict in German and Chinese", async () => {
    const folder = await createFolder(call, "Belegt", { langs: ["de_DE"] });
    const news = [{ lang: "de_DE", title: "Meldung", coverUrl: "/c.png", isLink: 0, cataId: folder.de_DE!.id }];
    expect((await call("POST", "/api/admin/latest-news", news)).statusCode).toBe(200);

    const german = await call("DELETE", `/api/admin/catalog/${folder.de_DE!.id}`, undefined, GERMAN);
    expect(german.statusCode).toBe(409);
    expect(german.message).toBe(
      "Der Ordner wird noch verwendet: die Fassung de_DE enthält Beiträge (1). Verschieben oder löschen Sie diese Inhalte zuerst.",
    );
    const chinese = await call("DELETE", `/api/admin/catalog/${folder.de_DE!.id}`, undefined, CHINESE);
    expect(chinese.message).toBe("该分类仍在使用中：de_DE 版本包含 1 篇文章。请先移动或删除这些内容。");
  });

  it("words a 404 in German and Chinese", async () => {
    const german = await call<Catalog>("GET", "/api/admin/catalog/999999", undefined, GERMAN);
    expect(german.statusCode).toBe(404);
    expect(german.message).toBe("Ordner mit der ID 999999 wurde nicht gefunden");
    expect((await call("GET", "/api/admin/catalog/999999", undefined, CHINESE)).message).toBe("未找到 ID 为 999999 的分类");
    expect((await anonymous("GET", "/api/no/such/path", undefined, CHINESE)).message).toBe("不存在该接口：GET /api/no/such/path");
    const response = await app.inject({ method: "GET", url: "/api/user/latest-news/999999", headers: GERMAN });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe("News-Beitrag mit der ID 999999 wurde nicht gefunden");
    expect(response.headers.vary).toContain("accept-language");
  });

  it("words a failed login and a missing session in German and Chinese", async () => {
    const wrong = { loginAccount: ADMIN_ACCOUNT, password: "not-the-password-1" };
    const german = await anonymous("POST", "/api/admin/login", wrong, GERMAN);
    expect(german.statusCode).toBe(401);
    expect(german.message).toBe("Konto oder Passwort ist falsch");
    // Two attempts on one account within a second are refused as a burst (decision 0003).
    waitOutBurstGap();
    const chinese = await anonymous("POST", "/api/admin/login", wrong, CHINESE);
    expect(chinese.statusCode).toBe(401);
    expect(chinese.message).toBe("账号或密码错误");

    // No session at all, and one that ended, are told apart.
    expect((await anonymous("GET", "/api/admin/mine", undefined, GERMAN)).message).toBe(
      "Sie sind nicht angemeldet. Bitte melden Sie sich an.",
    );
    expect((await anonymous("GET", "/api/admin/mine", undefined, { ...GERMAN, authorization: "Bearer ended-session" })).message).toBe(
      "Sitzung abgelaufen, bitte melden Sie sich erneut an",
    );
  });

  it("answers in English when Accept-Language is missing or names no supported language", async () => {
    const headerSets: Record<string, string>[] = [{}, { "accept-language": "fr-FR, ja;q=0.8" }, { "accept-language": "*" }];
    for (const headers of headerSets) {
      const invalid = await call("POST", "/api/admin/catalog", folderWithoutName, headers);
      expect(invalid.message).toBe("Invalid request: [de_DE] name is required");
      expect(invalid.errors).toEqual([{ field: "body.0.name", lang: "de_DE", message: "is required" }]);
      expect((await call("GET", "/api/admin/catalog/999999", undefined, headers)).message).toBe("No folder with id 999999");
    }
  });

  it("answers a failed login in English without a supported language", async () => {
    waitOutBurstGap();
    const answer = await anonymous(
      "POST",
      "/api/admin/login",
      { loginAccount: ADMIN_ACCOUNT, password: "still-not-it-2" },
      { "accept-language": "fr" },
    );
    expect(answer.statusCode).toBe(401);
    expect(answer.message).toBe("The account or the password is wrong");
  });
});
