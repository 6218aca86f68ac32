import { useNonce } from "./nonce.tsx";
import { themeScript } from "./theme.ts";

/** The inline, nonce-carrying script that sets the theme class before first paint. */
export function ThemeScript() {
  const nonce = useNonce();
  // The browser hides the nonce attribute after parsing, so the client renders it empty.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeScript }} />;
}
