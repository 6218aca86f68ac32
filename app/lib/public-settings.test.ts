import { describe, expect, it } from "vitest";
import { parseConfig } from "#server/config.ts";
import { PRERENDER_TOKENS, publicSettings, publicSettingsFor } from "./public-settings.ts";

describe("public settings", () => {
  it("gives the site origin and leaves the voice widget off unless both settings are present", () => {
    const settings = publicSettings(parseConfig({ SITE_URL: "https://solar.example/", VOICE_AGENT_ID: "agent_1" }));
    expect(settings).toEqual({
      siteUrl: "https://solar.example",
      voiceWidget: { scriptUrl: "", agentId: "", element: "" },
    });
  });

  it("passes the voice widget through when configured", () => {
    const config = parseConfig({ VOICE_WIDGET_SCRIPT_URL: "https://cdn.example/widget.js", VOICE_AGENT_ID: "agent_1" });
    expect(publicSettings(config).voiceWidget).toEqual({
      scriptUrl: "https://cdn.example/widget.js",
      agentId: "agent_1",
      element: "elevenlabs-convai",
    });
  });

  it("answers with the prerender tokens when there is no load context", () => {
    expect(publicSettingsFor({}).siteUrl).toBe(PRERENDER_TOKENS.siteUrl);
    expect(publicSettingsFor(undefined).voiceWidget.agentId).toBe(PRERENDER_TOKENS.voiceAgentId);
  });
});
