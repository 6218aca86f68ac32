import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";

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

  it("checks the voice widget settings it puts into pages", () => {
    expect(parseConfig({ VOICE_WIDGET_ELEMENT: "" }).VOICE_WIDGET_ELEMENT).toBe("elevenlabs-convai");
    expect(parseConfig({ VOICE_AGENT_ID: "agent_01abc-XYZ" }).VOICE_AGENT_ID).toBe("agent_01abc-XYZ");
    expect(() => parseConfig({ VOICE_AGENT_ID: 'x"><script>' })).toThrow(/^Invalid setting VOICE_AGENT_ID: /);
    expect(() => parseConfig({ VOICE_WIDGET_ELEMENT: "widget" })).toThrow(
      "Invalid setting VOICE_WIDGET_ELEMENT: must be a custom element name such as elevenlabs-convai",
    );
  });
});
