import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** The request's CSP nonce, for the few inline scripts the document needs. Empty in the browser. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
