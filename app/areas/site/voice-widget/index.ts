export { VoiceWidget } from "./voice-widget.tsx";
