import { createContext, type RouterContextProvider } from "react-router";

export type CloudflareContext = { env: Env; ctx: ExecutionContext };

// The Worker puts its bindings here for every loader, action and middleware.
export const cloudflareContext = createContext<CloudflareContext>();

export function getEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(cloudflareContext).env;
}

/** Work that may finish after the answer is sent (mail that must not delay or shape the answer). */
export function getExecutionContext(context: Readonly<RouterContextProvider>): ExecutionContext {
  return context.get(cloudflareContext).ctx;
}
