import { z } from "zod";
import { parseCompanySettings, type CompanySettings } from "../app/content/company-settings.ts";
import { SettingError, settingError } from "../app/lib/setting-error.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** Defaults to the address this server listens on (localSiteUrl). */
    SITE_URL: optionalText.pipe(z.url().optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default("./data"),
    APP_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: optionalText.pipe(z.email().optional()),
    SALES_EMAIL: optionalText.pipe(z.email().optional()),
    REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
    FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    ADMIN_ACCESS_CODE: optionalText.pipe(z.string().length(4, "must be exactly 4 characters").optional()),
    VOICE_WIDGET_SCRIPT_URL: optionalText.pipe(z.url().optional()),
    VOICE_AGENT_ID: optionalText.pipe(
      z
        .string()
        .regex(/^[\w-]+$/, "may contain only letters, digits, underscores and hyphens")
        .optional(),
    ),
    VOICE_WIDGET_ELEMENT: optionalText
      .pipe(
        z
          .string()
          .regex(/^[a-z][a-z0-9]*-[a-z0-9-]*$/, "must be a custom element name such as elevenlabs-convai")
          .optional(),
      )
      .transform((value) => value ?? "elevenlabs-convai"),
    TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    TELEMETRY_ROWS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
    TELEMETRY_BYTES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1_000).max(1_000_000_000).default(1_000_000),
    SECURE_COOKIES: flag,
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "is required in production on PostgreSQL, so that every instance signs with the same key",
      });
    }
  })
  .transform((config) => ({ ...config, SITE_URL: config.SITE_URL ?? localSiteUrl(config.HOST, config.PORT) }));

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/** The address a browser on this machine reaches the server at: SITE_URL's default. */
export function localSiteUrl(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Config = z.infer<typeof configSchema>;

/** Parses settings; the error names the first bad variable in one line. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  throw settingError(result.error);
}

/** For process entry points and the build: a bad setting stops the process with one clear line. */
function orExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SettingError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): Config => orExit(() => parseConfig(env));

/**
 * The COMPANY_* settings (docs/decisions/0015). Reading them loads nothing that reads the company facts, so an
 * entry can publish them before any such module loads.
 */
export const loadCompanySettingsOrExit = (env: NodeJS.ProcessEnv = process.env): CompanySettings =>
  orExit(() => parseCompanySettings(env));
