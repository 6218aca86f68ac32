import { describe, expect, it } from "vitest";
import { modelSettings, parseConfig, stripeSettings } from "./config.ts";

describe("parseConfig", () => {
  it("gives working defaults for a first run", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TELEMETRY_RETENTION_DAYS).toBe(30);
    expect(config.SITE_URL).toBe("http://localhost:3000");
  });

  it("puts the site on the port and host the server listens on unless SITE_URL says otherwise", () => {
    expect(parseConfig({ PORT: "3100" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseConfig({ PORT: "3100", HOST: "127.0.0.1" }).SITE_URL).toBe("http://127.0.0.1:3100");
    expect(parseConfig({ PORT: "3100", HOST: "::1" }).SITE_URL).toBe("http://[::1]:3100");
    expect(parseConfig({ PORT: "3100", SITE_URL: "" }).SITE_URL).toBe("http://localhost:3100");
    expect(parseConfig({ PORT: "3100", SITE_URL: "https://solar.example" }).SITE_URL).toBe("https://solar.example");
  });

  it("treats empty values as unset", () => {
    expect(parseConfig({ DATABASE_URL: "", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names the bad variable in one line", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/^Invalid setting PORT: /);
    expect(() => parseConfig({ ADMIN_ACCESS_CODE: "12345" })).toThrow(
      "Invalid setting ADMIN_ACCESS_CODE: must be exactly 4 characters",
    );
  });

  it("requires a shared APP_SECRET in production on PostgreSQL", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(
      /^Invalid setting APP_SECRET: is required in production/,
    );
  });

  it("refuses a plain-http SITE_URL in production, except on this machine or when allowed on purpose", () => {
    const production = { NODE_ENV: "production" };
    expect(() => parseConfig({ ...production, SITE_URL: "http://solar.example" })).toThrow(
      /^Invalid setting SITE_URL: must be an https:\/\/ address in production/,
    );
    expect(() => parseConfig({ ...production, HOST: "192.168.1.20" })).toThrow(/^Invalid setting SITE_URL: /);
    expect(parseConfig({ ...production, SITE_URL: "http://solar.example", ALLOW_HTTP_SITE_URL: "true" }).SITE_URL).toBe(
      "http://solar.example",
    );
    expect(parseConfig(production).SITE_URL).toBe("http://localhost:3000");
    expect(parseConfig({ ...production, HOST: "127.0.0.1" }).SITE_URL).toBe("http://127.0.0.1:3000");
    expect(parseConfig({ ...production, SITE_URL: "http://[::1]:3000" }).SITE_URL).toBe("http://[::1]:3000");
    expect(parseConfig({ SITE_URL: "http://solar.example" }).SITE_URL).toBe("http://solar.example");
  });

  it("refuses SECURE_COOKIES=false in production behind HTTPS", () => {
    const https = { NODE_ENV: "production", SITE_URL: "https://solar.example" };
    expect(() => parseConfig({ ...https, SECURE_COOKIES: "false" })).toThrow(
      /^Invalid setting SECURE_COOKIES: cannot be false in production behind HTTPS/,
    );
    expect(parseConfig({ ...https, SECURE_COOKIES: "" }).SECURE_COOKIES).toBe(false);
    expect(parseConfig({ SECURE_COOKIES: "false", SITE_URL: "https://solar.example" }).SECURE_COOKIES).toBe(false);
    expect(parseConfig({ SECURE_COOKIES: "1" }).SECURE_COOKIES).toBe(true);
  });

  it("checks the metrics settings", () => {
    expect(() => parseConfig({ METRICS_TOKEN: "short" })).toThrow(
      "Invalid setting METRICS_TOKEN: must be at least 32 characters",
    );
    expect(() => parseConfig({ METRICS_PORT: "3000" })).toThrow("Invalid setting METRICS_PORT: must differ from PORT");
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "" })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_TOKEN: undefined,
    });
  });

  it("checks the voice widget settings it puts into pages", () => {
    expect(parseConfig({ VOICE_WIDGET_ELEMENT: "" }).VOICE_WIDGET_ELEMENT).toBe("elevenlabs-convai");
    expect(parseConfig({ VOICE_AGENT_ID: "agent_01abc-XYZ" }).VOICE_AGENT_ID).toBe("agent_01abc-XYZ");
    expect(() => parseConfig({ VOICE_AGENT_ID: 'x"><script>' })).toThrow(/^Invalid setting VOICE_AGENT_ID: /);
    expect(() => parseConfig({ VOICE_WIDGET_ELEMENT: "widget" })).toThrow(
      "Invalid setting VOICE_WIDGET_ELEMENT: must be a custom element name such as elevenlabs-convai",
    );
  });
  describe("Stripe", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_51abc", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

    it("offers card payment only with both keys, at Stripe's own API unless STRIPE_API_BASE says otherwise", () => {
      expect(stripeSettings(parseConfig({}))).toBeNull();
      expect(stripeSettings(parseConfig({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" }))).toBeNull();
      const settings = stripeSettings(parseConfig(keys))!;
      expect(settings.secretKey).toBe("sk_test_51abc");
      expect(settings.webhookSecret).toBe("whsec_abc123");
      expect(settings.apiBase.href).toBe("https://api.stripe.com/");
      expect(stripeSettings(parseConfig({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:4599" }))!.apiBase.href).toBe(
        "http://127.0.0.1:4599/",
      );
    });

    it("refuses one key without the other, naming the missing one", () => {
      expect(() => parseConfig({ STRIPE_SECRET_KEY: keys.STRIPE_SECRET_KEY })).toThrow(
        /^Invalid setting STRIPE_WEBHOOK_SECRET: is required with the other Stripe setting/,
      );
      expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: keys.STRIPE_WEBHOOK_SECRET })).toThrow(
        /^Invalid setting STRIPE_SECRET_KEY: is required with the other Stripe setting/,
      );
    });

    it("refuses keys that are not Stripe's kind of key", () => {
      expect(() => parseConfig({ ...keys, STRIPE_SECRET_KEY: "pk_test_51abc" })).toThrow(
        /^Invalid setting STRIPE_SECRET_KEY: must be a Stripe secret or restricted key/,
      );
      expect(() => parseConfig({ ...keys, STRIPE_WEBHOOK_SECRET: "abc" })).toThrow(
        /^Invalid setting STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret/,
      );
    });
  });

  describe("the assistant's writing model", () => {
    it("writes with a model only when its endpoint and name are both set, at <base>/chat/completions", () => {
      expect(modelSettings(parseConfig({}))).toBeNull();
      expect(
        modelSettings(
          parseConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1/", LLM_MODEL: "qwen2.5:7b", LLM_API_KEY: "k-1" }),
        ),
      ).toEqual({ baseUrl: "http://127.0.0.1:11434/v1", apiKey: "k-1", model: "qwen2.5:7b", timeoutMs: 30_000 });
    });

    it("refuses an endpoint without a model name or a name without an endpoint, naming the missing one", () => {
      expect(() => parseConfig({ LLM_BASE_URL: "http://127.0.0.1:11434/v1" })).toThrow(
        /^Invalid setting LLM_MODEL: is required with the other LLM setting/,
      );
      expect(() => parseConfig({ LLM_MODEL: "qwen2.5:7b" })).toThrow(
        /^Invalid setting LLM_BASE_URL: is required with the other LLM setting/,
      );
    });
  });
});
