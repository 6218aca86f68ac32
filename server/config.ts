import { z } from "zod";
import { parseCompanySettings, type CompanySettings } from "#app/content/company-settings.ts";
import { SettingError, settingError } from "#app/lib/setting-error.ts";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** A flag whose explicit "false" differs from unset (undefined). */
const explicitFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

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
    ORDER_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Card payment through Stripe Checkout, offered only when both Stripe settings are set (stripeSettings). */
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret or restricted key (sk_live_…, sk_test_…)")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_\w+$/, "must be the webhook endpoint's signing secret (whsec_…)")
        .optional(),
    ),
    /** Where the Stripe SDK sends its requests; tests point it at a local fake. Unset: Stripe's own API. */
    STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
    /** Where the monitoring connectors send their requests (decision 0199); tests point them at a local fake. */
    ENPHASE_API_BASE: optionalText
      .pipe(z.url().optional())
      .transform((value) => value ?? "https://api.enphaseenergy.com"),
    SOLAREDGE_API_BASE: optionalText
      .pipe(z.url().optional())
      .transform((value) => value ?? "https://monitoringapi.solaredge.com/v2/monitoring"),
    BOOKING_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** The bytes of all of one project's documents together. */
    DOCUMENT_QUOTA_PER_PROJECT_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
    /** What one account may upload in any 24 hours, to all projects together. */
    DOCUMENT_UPLOADS_PER_ACCOUNT_MB_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(200),
    /**
     * Which leads the sales role works: `own` (assigned to the rep or to nobody) or `any`. This and the next are the
     * first values of settings an admin changes at /admin/settings (server/settings.ts, decision 0137).
     */
    SALES_LEAD_ACCESS: z.enum(["own", "any"]).default("own"),
    /** Whether the sales role sees amounts (prices, totals, savings); unset is true. */
    SALES_SEES_AMOUNTS: explicitFlag,
    /** Slot starts and the database's slot claims share this grid, so it divides the hour. */
    BOOKING_SLOT_INTERVAL_MINUTES: z.coerce
      .number()
      .int()
      .refine((minutes) => [5, 10, 15, 20, 30, 60].includes(minutes), "must be 5, 10, 15, 20, 30 or 60")
      .default(15),
    BOOKING_CREWS: z.coerce.number().int().min(1).max(20).default(1),
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
    /**
     * How long the audit trail keeps a row (decision 0132) until an admin sets it at /admin/settings (decision 0137);
     * older rows are deleted by the hourly retention job.
     */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    TELEMETRY_ROWS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(500),
    TELEMETRY_BYTES_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1_000).max(1_000_000_000).default(1_000_000),
    SECURE_COOKIES: explicitFlag,
    /** Whether staff must sign in with a second factor; unset: required in production, optional elsewhere. */
    STAFF_TWO_FACTOR: optionalText.pipe(z.enum(["required", "optional"], "must be required or optional").optional()),
    /** Lets production run on a plain-http SITE_URL other than this machine (a trial on a private network). */
    ALLOW_HTTP_SITE_URL: flag,
    /** Bearer token that GET /metrics requires on the site's port; unset, /metrics is not served there. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /**
     * An OpenAI-compatible chat-completions endpoint that writes the assistant's answers from the cited passages
     * (decision 0161): its base URL (`…/v1`), key and model. Unset: answers are the quoted passages themselves.
     */
    LLM_BASE_URL: optionalText.pipe(z.url().optional()),
    LLM_API_KEY: optionalText,
    LLM_MODEL: optionalText,
    /** How long one answer may take to be written before the passages themselves are given instead. */
    LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** A second port, on 127.0.0.1 only, serving /metrics without a token. */
    METRICS_PORT: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional()),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === "production" && config.DATABASE_URL && !config.APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "is required in production on PostgreSQL, so that every instance signs with the same key",
      });
    }
    const siteUrl = new URL(config.SITE_URL ?? localSiteUrl(config.HOST, config.PORT));
    if (
      config.NODE_ENV === "production" &&
      siteUrl.protocol !== "https:" &&
      !isLoopback(siteUrl.hostname) &&
      !config.ALLOW_HTTP_SITE_URL
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message:
          "must be an https:// address in production (sign-in cookies are Secure); set ALLOW_HTTP_SITE_URL=true to serve plain http on purpose",
      });
    }
    if (config.NODE_ENV === "production" && siteUrl.protocol === "https:" && config.SECURE_COOKIES === false) {
      ctx.addIssue({
        code: "custom",
        path: ["SECURE_COOKIES"],
        message: "cannot be false in production behind HTTPS: session cookies must be Secure there; remove the setting",
      });
    }
    if (Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
      // Half a setup would send buyers to Stripe with no way to hear that they paid, or verify webhooks never sent.
      ctx.addIssue({
        code: "custom",
        path: [config.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY"],
        message: "is required with the other Stripe setting: card payment needs both, or neither for invoice only",
      });
    }
    if (Boolean(config.LLM_BASE_URL) !== Boolean(config.LLM_MODEL)) {
      ctx.addIssue({
        code: "custom",
        path: [config.LLM_BASE_URL ? "LLM_MODEL" : "LLM_BASE_URL"],
        message: "is required with the other LLM setting: a model needs its endpoint and its name, or neither",
      });
    }
    if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
      ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT" });
    }
  })
  .transform((config) => ({
    ...config,
    SITE_URL: config.SITE_URL ?? localSiteUrl(config.HOST, config.PORT),
    SECURE_COOKIES: config.SECURE_COOKIES ?? false,
    STAFF_TWO_FACTOR: config.STAFF_TWO_FACTOR ?? (config.NODE_ENV === "production" ? "required" : "optional"),
  }));

/** This machine's own addresses, where browsers accept Secure cookies over plain http. */
function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\./.test(hostname) || hostname === "[::1]";
}

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

/** The address a browser on this machine reaches the server at: SITE_URL's default. */
export function localSiteUrl(host: string, port: number): string {
  const name = ANY_ADDRESS.has(host) ? "localhost" : host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export type Config = z.infer<typeof configSchema>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's own API unless STRIPE_API_BASE says otherwise. */
  apiBase: URL;
}

export const STRIPE_API = "https://api.stripe.com";

/** The Stripe settings when card payment is configured (both keys set), else null: checkout offers invoice only. */
export function stripeSettings(config: Config): StripeSettings | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    apiBase: new URL(config.STRIPE_API_BASE ?? STRIPE_API),
  };
}

export interface ModelSettings {
  /** The endpoint's base (`https://api.example.com/v1`); requests go to `<base>/chat/completions`. */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The writing model's settings when one is configured, else null: the assistant answers with quotes only. */
export function modelSettings(config: Config): ModelSettings | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return {
    baseUrl: config.LLM_BASE_URL.replace(/\/+$/, ""),
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_SECONDS * 1000,
  };
}

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
