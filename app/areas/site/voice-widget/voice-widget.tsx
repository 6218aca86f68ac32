import { createElement, useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { whenIdle } from "#app/lib/idle.ts";
import type { PublicSettings } from "#app/lib/public-settings.ts";

/** Adds the widget script once per page load, however often the component mounts. */
function loadScriptOnce(src: string) {
  if (document.querySelector(`script[data-voice-widget]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.voiceWidget = "";
  document.body.appendChild(script);
}

/**
 * The third-party voice assistant (SPEC §2 "Page layout"): when VOICE_WIDGET_SCRIPT_URL and VOICE_AGENT_ID are set,
 * its script loads once the page is idle and its agent element is rendered; otherwise nothing loads. The CSP admits
 * the script because a trusted script inserts it ('strict-dynamic'), and the server lists its origin for browsers
 * without 'strict-dynamic'.
 */
export function VoiceWidget() {
  const settings = useRouteLoaderData<PublicSettings>("root")?.voiceWidget;
  const [loaded, setLoaded] = useState(false);
  const enabled = Boolean(settings?.scriptUrl && settings.agentId && settings.element);

  useEffect(() => {
    if (!enabled || !settings) return;
    return whenIdle(() => {
      loadScriptOnce(settings.scriptUrl);
      setLoaded(true);
    });
  }, [enabled, settings]);

  if (!loaded || !settings) return null;
  return createElement(settings.element, { "agent-id": settings.agentId });
}
