// eslint-disable-next-line no-restricted-imports -- the one module that imports zod for client code
import { z } from "zod";

// Zod compiles object parsers with `new Function` when it may. Our Content-Security-Policy has no 'unsafe-eval',
// and browsers report zod's probe for it as a violation (Lighthouse's best-practices audit counts it), so schemas
// that reach the browser parse without it. Imported before any schema is built, so every one sees the setting.
z.config({ jitless: true });

export { z };
