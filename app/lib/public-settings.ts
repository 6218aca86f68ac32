import type { AppLoadContext } from "react-router";

type Config = AppLoadContext["services"]["config"];

/** The optional voice assistant; an empty scriptUrl means it is switched off. */
export interface VoiceWidgetSettings {
  scriptUrl: string;
  agentId: string;
  /** The custom element the script defines, e.g. elevenlabs-convai. */
  element: string;
}

/** Deployment settings every page needs in the browser, delivered through the root loader. */
export interface PublicSettings {
  /** Origin of the public site, no trailing slash: canonical URLs, Open Graph, sitemap. */
  siteUrl: string;
  voiceWidget: VoiceWidgetSettings;
}

/**
 * Stand-ins written into prerendered pages at build time, when no configuration exists; the server swaps in each
 * request's values (server/http/prerendered-pages.ts). Each is unique text that no page contains otherwise.
 */
export const PRERENDER_TOKENS = {
  nonce: "prerender-csp-nonce-3f9a1c",
  siteUrl: "https://prerender-site-url-3f9a1c.invalid",
  voiceScriptUrl: "prerender-voice-script-url-3f9a1c",
  voiceAgentId: "prerender-voice-agent-id-3f9a1c",
  voiceElement: "prerender-voice-element-3f9a1c",
} as const;

export function publicSettings(config: Config): PublicSettings {
  const enabled = Boolean(config.VOICE_WIDGET_SCRIPT_URL && config.VOICE_AGENT_ID);
  return {
    siteUrl: new URL(config.SITE_URL).origin,
    voiceWidget: {
      scriptUrl: enabled ? (config.VOICE_WIDGET_SCRIPT_URL ?? "") : "",
      agentId: enabled ? (config.VOICE_AGENT_ID ?? "") : "",
      element: enabled ? config.VOICE_WIDGET_ELEMENT : "",
    },
  };
}

const prerenderSettings: PublicSettings = {
  siteUrl: PRERENDER_TOKENS.siteUrl,
  voiceWidget: {
    scriptUrl: PRERENDER_TOKENS.voiceScriptUrl,
    agentId: PRERENDER_TOKENS.voiceAgentId,
    element: PRERENDER_TOKENS.voiceElement,
  },
};

/** For the root loader: real settings on a request, the tokens while prerendering (no load context then). */
export function publicSettingsFor(context: Partial<AppLoadContext> | undefined): PublicSettings {
  const config = context?.services?.config;
  return config ? publicSettings(config) : prerenderSettings;
}
