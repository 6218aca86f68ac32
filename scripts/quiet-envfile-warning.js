/**
 * Preloaded by `npm run build` and `npm run typecheck`. React Router 7's config loader and child compiler pass Vite
 * the deprecated `envFile: false`, and Vite warns on every compile (nine times a build); neither offers a setting
 * to stop it and the warning is about their code, so that one message is dropped.
 */
const warn = console.warn;
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
  warn(...args);
};
