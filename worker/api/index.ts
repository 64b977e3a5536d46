import { Hono } from "hono";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { attendanceApi } from "./attendance";
import { campSessionsAdminApi } from "./camp-sessions-admin";
import { campersApi } from "./campers";
import { contentApi } from "./content";
import { programsApi } from "./programs";
import { registrationsApi } from "./registrations";
import { stripeWebhookApi } from "./stripe-webhook";

export type ApiEnv = { Bindings: Env };

// Every JSON endpoint lives under /api, one sub-app per resource.
export const api = new Hono<ApiEnv>()
  .basePath("/api")
  .route("/", contentApi)
  .route("/", adminApi)
  .route("/", programsApi)
  .route("/", campSessionsAdminApi)
  .route("/", campersApi)
  .route("/", registrationsApi)
  .route("/", stripeWebhookApi)
  .route("/", authApi)
  .route("/", attendanceApi);

api.notFound((c) => c.json({ message: "Not found" }, 404));
api.onError((error, c) => {
  console.error("api error", error);
  return c.json({ message: "Something went wrong. Please try again." }, 500);
});
