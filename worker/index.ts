import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/server/context";
import { api } from "./api";
import { serveWithEdgeCache } from "./edge-cache";
import { runScheduledJobs } from "~/server/scheduled-jobs.server";
import { mediaKeyForPath, serveMedia } from "./media";
import { withSecurity } from "./security";
import { cspNonceContext } from "~/server/nonce";
import { checkEnvOnce, misconfiguredResponse } from "~/server/env.server";

const handleDocumentRequest = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export default {
  async fetch(request, env, ctx) {
    if (checkEnvOnce(env).length) return misconfiguredResponse();
    return withSecurity(request, env, (nonce) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/api/") || url.pathname === "/api") {
        return api.fetch(request, env, ctx);
      }
      const media = mediaKeyForPath(url.pathname);
      if (media) return serveMedia(request, env.MEDIA, media);

      return serveWithEdgeCache(request, ctx, (page) => {
        const context = new RouterContextProvider();
        context.set(cloudflareContext, { env, ctx });
        context.set(cspNonceContext, nonce);
        return handleDocumentRequest(page, context);
      });
    });
  },

  async scheduled(controller, env, ctx) {
    if (checkEnvOnce(env).length) return;
    ctx.waitUntil(runScheduledJobs(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
