import { createContext, type RouterContextProvider } from "react-router";

// The Content-Security-Policy nonce of this response, chosen by the Worker's security wrapper
// (worker/security.ts) and stamped on every script React Router renders.
export const cspNonceContext = createContext<string>("");

export function getCspNonce(context: Readonly<RouterContextProvider>): string {
  return context.get(cspNonceContext);
}

// Tells the security wrapper which nonce a page was rendered with (removed before sending).
export const RENDERED_NONCE_HEADER = "X-Rendered-Nonce";
