import { isIP } from "node:net";
import path from "node:path";
import { EMAIL_MAX_LENGTH, FALLBACK_LOCALE, passwordWeakness } from "@lawfirm/contract";
import { z } from "zod";
import { stdoutLogLines } from "./http/log-lines.ts";
import { requestLogSerializer } from "./http/log-redaction.ts";
import { renderMessage } from "./i18n/messages.ts";
import type { MetricsAddress } from "./metrics/metrics.ts";
import type { S3Settings } from "./storage/s3-store.ts";

/** Revisions kept per content item unless `REVISIONS_PER_ITEM` says otherwise. */
export const DEFAULT_REVISIONS_PER_ITEM = 50;

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false", "yes", "no"], { message: "must be 0 or 1 (or true/false)" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["1", "true", "yes"].includes(value)));

/** Named address ranges Fastify's proxy check understands, beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may name the client in X-Forwarded-For: none (`0`), the nearest N hops (`1` for one
 * reverse proxy), or the proxies' own addresses and ranges. Trusting every hop would let a client
 * pick its own address (and so escape the per-address login limits), so that is not offered.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default("0")
  .transform((value, context): TrustProxy => {
    if (["0", "false", "no", ""].includes(value)) return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length === 0 && entries.length > 0) return entries;
    context.addIssue({
      code: "custom",
      message: `must be 0, the number of proxies in front of the server (e.g. 1), or their addresses (e.g. 10.0.0.5,10.0.1.0/24); not understood: ${(wrong.length ? wrong : [value]).join(", ")}`,
    });
    return z.NEVER;
  });

/** The site's public origin, e.g. https://www.example-firm.de: absolute links, and Secure cookies when https. */
const publicUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      !["http:", "https:"].includes(url.protocol) ||
      url.username ||
      url.password ||
      url.search ||
      url.hash ||
      url.pathname !== "/"
    ) {
      context.addIssue({ code: "custom", message: "must be the site's origin, e.g. https://www.example-firm.de (no path)" });
      return z.NEVER;
    }
    return url.origin;
  });

/** Where the CDN's purges are POSTed (decision 0078): an http or https address, its query (a key) allowed. */
const purgeWebhookSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (!url || !["http:", "https:"].includes(url.protocol) || url.hash) {
      context.addIssue({ code: "custom", message: "must be an http:// or https:// address (no #fragment)" });
      return z.NEVER;
    }
    return url.href;
  });

/** Where mail is sent (decision 0070): `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465` (TLS from the start). */
const smtpUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): SmtpSettings | undefined => {
    if (!value) return undefined;
    const url = URL.canParse(value) ? new URL(value) : undefined;
    if (
      !url ||
      !["smtp:", "smtps:"].includes(url.protocol) ||
      !url.hostname ||
      (url.pathname && url.pathname !== "/") ||
      url.search ||
      url.hash
    ) {
      context.addIssue({
        code: "custom",
        message: "must be smtp://user:password@host:587 or smtps://user:password@host:465 (no path or query)",
      });
      return z.NEVER;
    }
    const secure = url.protocol === "smtps:";
    let user: string;
    let password: string;
    try {
      user = decodeURIComponent(url.username);
      password = decodeURIComponent(url.password);
    } catch {
      context.addIssue({ code: "custom", message: "has a user name or password with a broken %-escape" });
      return z.NEVER;
    }
    return {
      host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: user ? { user, pass: password } : undefined,
    };
  });

/** An S3-compatible service's address (S3_ENDPOINT): http or https, nothing after the host but an optional path. */
const s3EndpointSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .refine((value) => value === undefined || /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(value), "must be an http:// or https:// address");

/** S3_PREFIX: folders of a shared bucket, `site-a` or `sites/a/`; kept with one trailing slash. */
const s3PrefixSchema = z
  .string()
  .trim()
  .optional()
  .refine(
    (value) =>
      !value || (/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(value) && !value.split("/").some((name) => name === "." || name === "..")),
    "must be folder names of letters, digits, '.', '_' or '-' joined by '/', with no leading '/' and no '.' or '..'",
  )
  .transform((value) => (value ? `${value.replace(/\/$/, "")}/` : ""));

const MAIL_ADDRESS = z.email();

/** The sender: `kanzlei@example.de` or `Kanzlei Beispiel <kanzlei@example.de>`. */
const mailFromSchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): MailSender | undefined => {
    if (!value) return undefined;
    const named = /^(?:"([^"\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>\s]+)>$/.exec(value);
    const address = named ? named[3]! : value;
    const name = named ? (named[1] ?? named[2] ?? "").trim() : "";
    if (!MAIL_ADDRESS.safeParse(address).success) {
      context.addIssue({
        code: "custom",
        message: "must be an e-mail address, optionally with a name: Kanzlei Beispiel <kanzlei@example.de>",
      });
      return z.NEVER;
    }
    return { address, name };
  });

const environmentSchema = z
  .object({
    PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(8080),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .optional()
      .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), "must be a postgres:// URL (leave it unset for SQLite)"),
    ADMIN_ACCOUNT: z.string().trim().min(1).max(100).default("admin"),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).max(EMAIL_MAX_LENGTH).optional(),
    SEED_DEMO: flag(true),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
    UPLOAD_MAX_MB: z.coerce.number({ message: "must be a number of megabytes" }).positive().max(1024).default(10),
    IMAGE_MAX_MEGAPIXELS: z.coerce.number({ message: "must be a number of megapixels" }).positive().max(1000).default(50),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number({ message: "must be a number of seconds" }).positive().max(3600).default(60),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(12),
    SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
    AUDIT_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days" })
      .int({ message: "must be a whole number of days" })
      .min(1, { message: "must be at least 1 day" })
      .max(36_500, { message: "must be at most 36500 days (100 years)" })
      .default(365),
    REVISIONS_PER_ITEM: z.coerce
      .number({ message: "must be a whole number" })
      .int({ message: "must be a whole number" })
      .min(1, { message: "must be at least 1" })
      .max(10_000, { message: "must be at most 10000" })
      .default(DEFAULT_REVISIONS_PER_ITEM),
    TRUST_PROXY: trustProxySchema,
    PUBLIC_URL: publicUrlSchema,
    WEB_ROOT: z.string().optional(),
    METRICS_PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    SMTP_URL: smtpUrlSchema,
    MAIL_FROM: mailFromSchema,
    S3_BUCKET: z
      .string()
      .trim()
      .optional()
      .refine(
        (value) => !value || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value),
        "must be a bucket name: 3 to 63 lower-case letters, digits, '.' or '-'",
      ),
    S3_ENDPOINT: s3EndpointSchema,
    S3_REGION: z.string().trim().optional(),
    S3_FORCE_PATH_STYLE: flag(false),
    S3_PREFIX: s3PrefixSchema,
    PURGE_WEBHOOK_URL: purgeWebhookSchema,
    NEWSLETTER_WEBHOOK_SECRET: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine(
        (value) => value === undefined || /^[\x21-\x7e]{32,200}$/.test(value),
        "must be 32 to 200 printable characters without spaces (a random value, e.g. `openssl rand -hex 32`)",
      ),
  })
  .superRefine((env, context) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
      context.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must not be the public PORT: the metrics are for the operator only",
      });
    if (env.SMTP_URL && !env.MAIL_FROM) {
      context.addIssue({
        code: "custom",
        path: ["MAIL_FROM"],
        message: "is required with SMTP_URL: the address the server's e-mails come from",
      });
    }
    if (env.SMTP_URL && !env.PUBLIC_URL) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required with SMTP_URL: the links in the server's e-mails start with it, never with a request's Host",
      });
    }
    if (!env.S3_BUCKET) {
      for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_PREFIX"] as const) {
        if (env[name])
          context.addIssue({
            code: "custom",
            path: [name],
            message: "is set but S3_BUCKET is not: set both to keep the files in a bucket",
          });
      }
    }
    const weakness = env.ADMIN_PASSWORD ? passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_ACCOUNT) : undefined;
    if (weakness) context.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: renderMessage(FALLBACK_LOCALE, weakness) });
  });

/** The SMTP server mail is sent through (from SMTP_URL). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (smtps, port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
}

/** The From of every e-mail (MAIL_FROM). */
export interface MailSender {
  address: string;
  /** The display name; empty for none. */
  name: string;
}

/** Fastify's trustProxy: off, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  adminAccount: string;
  adminPassword: string | undefined;
  /** The first administrator's e-mail address (their test sends and password links go there). */
  adminEmail: string | undefined;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  uploadMaxBytes: number;
  /** An uploaded image may have at most this many pixels (every frame counted), checked before it is decoded. */
  imageMaxPixels: number;
  /** A request (headers and body, an upload included) must arrive whole within this time. */
  requestTimeoutMs: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Audit entries older than this many days are deleted (at start and daily). */
  auditRetentionDays: number;
  /** Revisions kept per content item, the newest (decision 0035). */
  revisionsPerItem: number;
  /** Which proxies may name the client in X-Forwarded-For. */
  trustProxy: TrustProxy;
  /** The site's public origin (`https://www.example-firm.de`), when configured. */
  publicUrl: string | undefined;
  /** Cookies carry `Secure` and the `__Host-` prefix: the public origin is https. */
  secureCookies: boolean;
  /** Folder holding `site/dist` and `admin/dist`; the web apps are not served when absent. */
  webRoot: string | undefined;
  /** Where the Prometheus metrics are served, a port of their own; not at all when absent. */
  metrics: MetricsAddress | undefined;
  /** Where mail is sent; undefined: mail is not configured and messages wait in the outbox. */
  smtp: SmtpSettings | undefined;
  /** The sender; set whenever `smtp` is. */
  mailFrom: MailSender | undefined;
  /** The bucket the files are kept in (decision 0079); under `dataDir` on local disk when absent. */
  s3: S3Settings | undefined;
  /** Where the keys of every content change are POSTed for a CDN's purge; none: no CDN is told. */
  purgeWebhookUrl: string | undefined;
  /** The secret a mail provider's bounce and complaint reports carry (decision 0091); none: the endpoint is off. */
  newsletterWebhookSecret: string | undefined;
}

/** The server's log settings; tests reuse them with their own level and stream. */
export function loggerOptions(config: Pick<Config, "logLevel">) {
  return {
    level: config.logLevel,
    stream: stdoutLogLines(),
    // A request is logged as `requestLogSerializer` describes it: no header at all (so neither a
    // cookie nor an authorization), its address without secrets (a preview's approval token and the
    // like). An answer as Fastify's own serializer does: its status only.
    serializers: { req: requestLogSerializer },
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env, defaults: { webRoot?: string } = {}): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    databaseUrl: env.DATABASE_URL || undefined,
    adminAccount: env.ADMIN_ACCOUNT,
    adminPassword: env.ADMIN_PASSWORD,
    adminEmail: env.ADMIN_EMAIL,
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    imageMaxPixels: Math.round(env.IMAGE_MAX_MEGAPIXELS * 1_000_000),
    requestTimeoutMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: env.SESSION_MAX_DAYS * 86_400_000,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    revisionsPerItem: env.REVISIONS_PER_ITEM,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    secureCookies: env.PUBLIC_URL?.startsWith("https:") ?? false,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaults.webRoot,
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    smtp: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          prefix: env.S3_PREFIX,
        }
      : undefined,
    purgeWebhookUrl: env.PURGE_WEBHOOK_URL,
    newsletterWebhookSecret: env.NEWSLETTER_WEBHOOK_SECRET,
  };
}
