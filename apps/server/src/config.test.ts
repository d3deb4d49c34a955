import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has sensible defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      databaseUrl: undefined,
      adminAccount: "admin",
      adminPassword: undefined,
      seedDemo: true,
      logLevel: "info",
      uploadMaxBytes: 10 * 1024 * 1024,
      trustProxy: false,
      auditRetentionDays: 365,
    });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.uploadDir).toMatch(/data\/uploads$/);
    expect(config.s3).toBeUndefined();
  });

  it("keeps the files in the bucket S3_BUCKET names, with its endpoint, region, path style and prefix", () => {
    expect(
      loadConfig({
        S3_BUCKET: "firm-files",
        S3_ENDPOINT: "https://s3.example.net",
        S3_REGION: "eu-central-1",
        S3_FORCE_PATH_STYLE: "1",
        S3_PREFIX: "sites/firm",
      }).s3,
    ).toEqual({
      bucket: "firm-files",
      endpoint: "https://s3.example.net",
      region: "eu-central-1",
      forcePathStyle: true,
      prefix: "sites/firm/",
    });
    expect(loadConfig({ S3_BUCKET: "firm-files" }).s3).toEqual({
      bucket: "firm-files",
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it.each([
    [{ S3_BUCKET: "Firm_Files" }, "S3_BUCKET: must be a bucket name"],
    [{ S3_BUCKET: "firm-files", S3_ENDPOINT: "s3.example.net" }, "S3_ENDPOINT: must be an http:// or https:// address"],
    [{ S3_BUCKET: "firm-files", S3_PREFIX: "/abs" }, "S3_PREFIX: must be folder names"],
    [{ S3_BUCKET: "firm-files", S3_PREFIX: "a/../b" }, "S3_PREFIX: must be folder names"],
    [{ S3_ENDPOINT: "https://s3.example.net" }, "S3_ENDPOINT: is set but S3_BUCKET is not"],
  ])("refuses the object storage settings %o", (environment, problem) => {
    expect(() => loadConfig(environment)).toThrow(problem);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT: must be a port number"],
    [{ PORT: "70000" }, "PORT: "],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL: must be a postgres:// URL"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO: must be 0 or 1"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL: must be one of"],
    [{ UPLOAD_MAX_MB: "-1" }, "UPLOAD_MAX_MB: "],
    [{ IMAGE_MAX_MEGAPIXELS: "many" }, "IMAGE_MAX_MEGAPIXELS: must be a number of megapixels"],
    [{ AUDIT_RETENTION_DAYS: "0" }, "AUDIT_RETENTION_DAYS: must be at least 1 day"],
    [{ AUDIT_RETENTION_DAYS: "1.5" }, "AUDIT_RETENTION_DAYS: must be a whole number of days"],
    [{ AUDIT_RETENTION_DAYS: "a year" }, "AUDIT_RETENTION_DAYS: must be a whole number of days"],
    [{ REVISIONS_PER_ITEM: "0" }, "REVISIONS_PER_ITEM: must be at least 1"],
    [{ REVISIONS_PER_ITEM: "all" }, "REVISIONS_PER_ITEM: must be a whole number"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD: must be at least 10 characters long"],
    // Trusting every hop would let a client choose its own address.
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY: must be 0, the number of proxies"],
    [{ TRUST_PROXY: "10.0.0.5,evil" }, "not understood: evil"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "not understood: 10.0.0.0/33"],
    [{ PUBLIC_URL: "www.example-firm.de" }, "PUBLIC_URL: must be the site's origin"],
    [{ PUBLIC_URL: "https://www.example-firm.de/en" }, "PUBLIC_URL: must be the site's origin"],
    [{ PUBLIC_URL: "ftp://example-firm.de" }, "PUBLIC_URL: must be the site's origin"],
    [{ METRICS_PORT: "metrics" }, "METRICS_PORT: must be a port number"],
    [{ PORT: "8080", METRICS_PORT: "8080" }, "METRICS_PORT: must not be the public PORT"],
    [
      { SMTP_URL: "mail.example.de:587", MAIL_FROM: "kanzlei@example.de", PUBLIC_URL: "https://www.example-firm.de" },
      "SMTP_URL: must be smtp://user:password@host:587",
    ],
    [
      { SMTP_URL: "https://mail.example.de", MAIL_FROM: "kanzlei@example.de", PUBLIC_URL: "https://www.example-firm.de" },
      "SMTP_URL: must be smtp://",
    ],
    [{ SMTP_URL: "smtp://mail.example.de:587", PUBLIC_URL: "https://www.example-firm.de" }, "MAIL_FROM: is required with SMTP_URL"],
    [{ SMTP_URL: "smtp://mail.example.de:587", MAIL_FROM: "kanzlei@example.de" }, "PUBLIC_URL: is required with SMTP_URL"],
    [{ MAIL_FROM: "Kanzlei <not an address>" }, "MAIL_FROM: must be an e-mail address"],
    [{ ADMIN_EMAIL: "office at example.de" }, "ADMIN_EMAIL: must be an e-mail address"],
  ])("refuses %o with a clear message", (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "9000",
      HOST: "127.0.0.1",
      DATABASE_URL: "postgres://app@db:5432/lawfirm",
      ADMIN_ACCOUNT: "editor",
      ADMIN_PASSWORD: "Very-Strong-42",
      ADMIN_EMAIL: "office@example-firm.de",
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      UPLOAD_MAX_MB: "2",
      IMAGE_MAX_MEGAPIXELS: "24.5",
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://www.example-firm.de/",
      AUDIT_RETENTION_DAYS: "90",
      METRICS_PORT: "9100",
      METRICS_HOST: "10.0.0.2",
    });
    expect(config).toMatchObject({
      port: 9000,
      host: "127.0.0.1",
      databaseUrl: "postgres://app@db:5432/lawfirm",
      adminAccount: "editor",
      adminPassword: "Very-Strong-42",
      adminEmail: "office@example-firm.de",
      seedDemo: false,
      logLevel: "warn",
      uploadMaxBytes: 2 * 1024 * 1024,
      imageMaxPixels: 24_500_000,
      trustProxy: 1,
      publicUrl: "https://www.example-firm.de",
      secureCookies: true,
      auditRetentionDays: 90,
      metrics: { port: 9100, host: "10.0.0.2" },
    });
    // The metrics listen on loopback unless told otherwise.
    expect(loadConfig({ METRICS_PORT: "9100" }).metrics).toEqual({ port: 9100, host: "127.0.0.1" });
  });

  it("trusts the proxies it is given by address or range, and plain http origins get no Secure cookies", () => {
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 192.168.0.0/16,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.5",
      "192.168.0.0/16",
      "::1",
      "loopback",
    ]);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:8080" })).toMatchObject({ publicUrl: "http://localhost:8080", secureCookies: false });
  });

  it("reads the SMTP server and the sender; without SMTP_URL mail is not configured", () => {
    expect(loadConfig({})).toMatchObject({ smtp: undefined, mailFrom: undefined });
    expect(
      loadConfig({
        SMTP_URL: "smtp://kanzlei%40example.de:p%3Ass@mail.example.de:587",
        MAIL_FROM: '"Kanzlei Beispiel" <kanzlei@example.de>',
        PUBLIC_URL: "https://www.example-firm.de",
      }),
    ).toMatchObject({
      smtp: { host: "mail.example.de", port: 587, secure: false, auth: { user: "kanzlei@example.de", pass: "p:ss" } },
      mailFrom: { address: "kanzlei@example.de", name: "Kanzlei Beispiel" },
    });
    expect(
      loadConfig({ SMTP_URL: "smtps://mail.example.de", MAIL_FROM: "kanzlei@example.de", PUBLIC_URL: "https://www.example-firm.de" }),
    ).toMatchObject({
      smtp: { host: "mail.example.de", port: 465, secure: true, auth: undefined },
      mailFrom: { address: "kanzlei@example.de", name: "" },
    });
  });

  it("reads the CDN's purge webhook, an http or https address, and refuses anything else", () => {
    expect(loadConfig({}).purgeWebhookUrl).toBeUndefined();
    expect(loadConfig({ PURGE_WEBHOOK_URL: "https://purge.example.de/hook?key=abc" }).purgeWebhookUrl).toBe(
      "https://purge.example.de/hook?key=abc",
    );
    expect(() => loadConfig({ PURGE_WEBHOOK_URL: "ftp://purge.example.de" })).toThrow(/PURGE_WEBHOOK_URL: must be an http/);
    expect(() => loadConfig({ PURGE_WEBHOOK_URL: "purge.example.de" })).toThrow(/PURGE_WEBHOOK_URL/);
  });

  it("reads the mail provider's reports' secret, and refuses a short one or one with spaces", () => {
    expect(loadConfig({}).newsletterWebhookSecret).toBeUndefined();
    expect(loadConfig({ NEWSLETTER_WEBHOOK_SECRET: "" }).newsletterWebhookSecret).toBeUndefined();
    const secret = "0123456789abcdef0123456789abcdef";
    expect(loadConfig({ NEWSLETTER_WEBHOOK_SECRET: secret }).newsletterWebhookSecret).toBe(secret);
    expect(() => loadConfig({ NEWSLETTER_WEBHOOK_SECRET: "too-short" })).toThrow(/NEWSLETTER_WEBHOOK_SECRET: must be 32 to 200/);
    expect(() => loadConfig({ NEWSLETTER_WEBHOOK_SECRET: `${secret} more` })).toThrow(/NEWSLETTER_WEBHOOK_SECRET/);
  });
});
