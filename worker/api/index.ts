import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { adminApi } from "./admin";
import { adminContentApi } from "./admin-content";
import { authApi } from "./auth";
import { attendanceApi } from "./attendance";
import { campSessionsAdminApi } from "./camp-sessions-admin";
import { campersApi } from "./campers";
import { cartApi } from "./cart";
import { contentApi } from "./content";
import { familyApi } from "./family";
import { healthApi } from "./health";
import { lotteryApi } from "./lottery";
import { pickupApi } from "./pickup";
import { programsApi } from "./programs";
import { registrationsApi } from "./registrations";
import { stripeWebhookApi } from "./stripe-webhook";
import { apiErrorResponse } from "./validation";

export type ApiEnv = { Bindings: Env };

// No JSON body the product sends comes near 1 MB (a 1,000-camper cabin list is well under 100 kB);
// uploads of photos and handbooks have their own, larger, limit. Refused before anything is read.
const limitBody = (maxSize: number, shown: string) =>
  bodyLimit({ maxSize, onError: (c) => c.json({ message: `The request is too large: send at most ${shown}.` }, 413) });
const apiBodyLimit = limitBody(1024 * 1024, "1 MB");
const uploadBodyLimit = limitBody(21 * 1024 * 1024, "21 MB");

// Gallery and handbook uploads, a team member's photo and a pickup adult's photo.
const isUpload = (path: string) =>
  path.startsWith("/api/admin/media/") || /^\/api\/admin\/content\/team\/\d+\/photo$/.test(path) || /^\/api\/pickup\/adults\/[^/]+\/photo$/.test(path);

// Every JSON endpoint lives under /api, one sub-app per resource.
export const api = new Hono<ApiEnv>()
  .basePath("/api")
  .use("*", (c, next) => (isUpload(c.req.path) ? uploadBodyLimit(c, next) : apiBodyLimit(c, next)))
  .route("/", healthApi)
  .route("/", contentApi)
  .route("/", lotteryApi)
  .route("/", adminContentApi)
  .route("/", adminApi)
  .route("/", programsApi)
  .route("/", campSessionsAdminApi)
  .route("/", campersApi)
  .route("/", familyApi)
  .route("/", registrationsApi)
  .route("/", pickupApi)
  .route("/", cartApi)
  .route("/", stripeWebhookApi)
  .route("/", authApi)
  .route("/", attendanceApi);

api.notFound((c) => c.json({ message: "Not found" }, 404));
api.onError(apiErrorResponse);
