/** This feature's browser-safe face. */
export { SettingsForm } from "./settings-form.tsx";
