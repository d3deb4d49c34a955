import path from "node:path";
import { FALLBACK_LOCALE, passwordWeakness } from "@lawfirm/contract";
import { z } from "zod";
import { renderMessage } from "./i18n/messages.ts";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const flag = (fallback: boolean) =>
  z
    .enum(["0", "1", "true", "false", "yes", "no"], { message: "must be 0 or 1 (or true/false)" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["1", "true", "yes"].includes(value)));

const environmentSchema = z.object({
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), "must be a postgres:// URL (leave it unset for SQLite)"),
  ADMIN_ACCOUNT: z.string().trim().min(1).max(100).default("admin"),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  UPLOAD_MAX_MB: z.coerce.number({ message: "must be a number of megabytes" }).positive().max(1024).default(10),
  SESSION_IDLE_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(7),
  TRUST_PROXY: flag(false),
  WEB_ROOT: z.string().optional(),
}).superRefine((env, context) => {
  const weakness = env.ADMIN_PASSWORD ? passwordWeakness(env.ADMIN_PASSWORD, env.ADMIN_ACCOUNT) : undefined;
  if (weakness) context.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: renderMessage(FALLBACK_LOCALE, weakness) });
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  /** PostgreSQL connection URL; SQLite in `dataDir` when absent. */
  databaseUrl: string | undefined;
  adminAccount: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  uploadMaxBytes: number;
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Folder holding `site/dist` and `admin/dist`; the web apps are not served when absent. */
  webRoot: string | undefined;
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
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    uploadMaxBytes: Math.round(env.UPLOAD_MAX_MB * 1024 * 1024),
    sessionIdleMs: env.SESSION_IDLE_HOURS * 3_600_000,
    sessionMaxMs: env.SESSION_MAX_DAYS * 86_400_000,
    trustProxy: env.TRUST_PROXY,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : defaults.webRoot,
  };
}
