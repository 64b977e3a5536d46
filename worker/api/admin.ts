// /api/admin/*: the admin dashboard's data and actions. Every handler sits behind
// requireAdminApi (401 signed out, 403 not an admin).
import { Hono } from "hono";
import { altSchema, galleryUploadSchema, orderSchema, uploadSchema } from "~/lib/admin/media-schema";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/lib/media-rules";
import { offlinePaymentOf, offlinePaymentSchema } from "~/lib/admin/payment-schema";
import { enrollSchema } from "~/lib/admin/waitlist-schema";
import { waitlistQuerySchema } from "~/lib/admin/waitlist-filters";
import { staffCreateSchema, staffUpdateSchema } from "~/lib/staff-schema";
import { registrationFiltersSchema } from "~/lib/registration-filters";
import { listCampSessionsForAdmin } from "~/server/admin/camp-sessions.server";
import { deleteMedia, listMedia, reorderGallery, replaceMedia, updateMediaAlt, uploadGalleryPhoto, uploadHandbook } from "~/server/admin/media.server";
import { getOutboxMessage, listOutbox } from "~/server/admin/outbox.server";
import {
  cancelRegistration,
  getRegistrationDetail,
  listRegistrations,
  recordOfflinePayment,
  refundRegistration,
  resendPaymentLink,
} from "~/server/admin/office-registrations.server";
import { createStaff, issueDoorCode, listStaff, unlockStaff, updateStaff } from "~/server/admin/staff.server";
import { issueNewPickupCodes } from "~/server/attendance/pickup.server";
import { getAdminStats, getAnalytics } from "~/server/admin/stats.server";
import { enrollFromWaitlist, listWaitlistPage } from "~/server/admin/waitlist.server";
import { resendMail } from "~/server/mail.server";
import { requireAdminApi, type AuthedApiEnv } from "./guards";
import { actorFor, adminErrorHandler } from "./admin-errors";
import { purgeAfterMediaWrite } from "./public-page-purge";
import { idParam, zod } from "./validation";
import { financeAdminApi } from "./finance-admin";
import { messagesAdminApi } from "./messages-admin";
import { paymentPlansAdminApi } from "./payment-plans-admin";
import { windowsAdminApi } from "./windows-admin";

const notFound = (message: string) => ({ message });

export const adminApi = new Hono<AuthedApiEnv>()
  .basePath("/admin")
  .use("*", requireAdminApi)
  // Uploads are refused by their declared length before anything is read.
  .use("/media/*", async (c, next) => {
    if (Number(c.req.header("content-length") ?? 0) > MAX_UPLOAD_REQUEST_BYTES) {
      return c.json({ message: "Handbooks must be 20 MB or smaller" }, 413);
    }
    await next();
  })
  .use("/media/*", purgeAfterMediaWrite)
  .get("/stats", async (c) => c.json(await getAdminStats(c.env)))
  .get("/analytics", async (c) => c.json(await getAnalytics(c.env)))

  .get("/registrations", zod("query", registrationFiltersSchema), async (c) => c.json(await listRegistrations(c.env, c.req.valid("query"))))
  .get("/registrations/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Registration not found"), 404);
    return c.json(await getRegistrationDetail(c.env, actorFor(c.get("user")), id));
  })
  .post("/registrations/:id/offline-payment", zod("json", offlinePaymentSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Registration not found"), 404);
    const recorded = await recordOfflinePayment(c.env, actorFor(c.get("user")), id, offlinePaymentOf(c.req.valid("json")));
    return c.json({ ok: true, ...recorded });
  })
  .post("/registrations/:id/payment-link", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Registration not found"), 404);
    return c.json(await resendPaymentLink(c.env, actorFor(c.get("user")), id));
  })
  .post("/registrations/:id/cancel", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Registration not found"), 404);
    await cancelRegistration(c.env, actorFor(c.get("user")), id);
    return c.json({ ok: true });
  })

  .post("/registrations/:id/refund", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Registration not found"), 404);
    return c.json(await refundRegistration(c.env, actorFor(c.get("user")), id));
  })

  // The Waitlist tab's page (?search=&site=&session=&page=2), by the tab's schema and function.
  .get("/waitlist", zod("query", waitlistQuerySchema), async (c) => c.json(await listWaitlistPage(c.env, c.req.valid("query"))))
  .post("/enroll-from-waitlist", zod("json", enrollSchema), async (c) => {
    const { camperId, sessionId } = c.req.valid("json");
    return c.json(await enrollFromWaitlist(c.env, actorFor(c.get("user")), camperId, sessionId));
  })

  .get("/sessions", async (c) => c.json(await listCampSessionsForAdmin(c.env)))

  .get("/staff", async (c) => c.json(await listStaff(c.env)))
  .post("/staff", zod("json", staffCreateSchema), async (c) => c.json(await createStaff(c.env, actorFor(c.get("user")), c.req.valid("json")), 201))
  .patch("/staff/:id", zod("json", staffUpdateSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Staff account not found"), 404);
    return c.json(await updateStaff(c.env, actorFor(c.get("user")), id, c.req.valid("json")));
  })
  .post("/staff/:id/unlock", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Staff account not found"), 404);
    return c.json(await unlockStaff(c.env, actorFor(c.get("user")), id));
  })
  // A new six-digit door code for the staff member, answered once (only its check is kept).
  .post("/staff/:id/door-code", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("Staff account not found"), 404);
    return c.json(await issueDoorCode(c.env, actorFor(c.get("user")), id));
  })
  // Every family's pickup code renewed at once (the door log tab's button does the same).
  .post("/pickup-codes/issue", async (c) => c.json(await issueNewPickupCodes(c.env, actorFor(c.get("user")))))

  .get("/media", async (c) => c.json(await listMedia(c.env)))
  .post("/media/gallery", zod("form", galleryUploadSchema), async (c) => {
    const { file, alt } = c.req.valid("form");
    return c.json(await uploadGalleryPhoto(c.env, actorFor(c.get("user")), file, alt), 201);
  })
  .post("/media/handbooks/:site", zod("form", uploadSchema), async (c) => {
    const site = c.req.param("site");
    if (site !== "UUCA" && site !== "FLC") return c.json(notFound("Handbook not found"), 404);
    return c.json(await uploadHandbook(c.env, actorFor(c.get("user")), site, c.req.valid("form").file));
  })
  .post("/media/:id/replace", zod("form", uploadSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("File not found"), 404);
    return c.json(await replaceMedia(c.env, actorFor(c.get("user")), id, c.req.valid("form").file));
  })
  .put("/media/gallery/order", zod("json", orderSchema), async (c) => {
    await reorderGallery(c.env, c.req.valid("json").ids);
    return c.json({ ok: true });
  })
  .patch("/media/:id", zod("json", altSchema), async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("File not found"), 404);
    return c.json(await updateMediaAlt(c.env, id, c.req.valid("json").alt));
  })
  .delete("/media/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("File not found"), 404);
    await deleteMedia(c.env, actorFor(c.get("user")), id);
    return c.json({ ok: true });
  })

  .get("/outbox", async (c) => c.json(await listOutbox(c.env)))
  .get("/outbox/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    const message = id ? await getOutboxMessage(c.env, id) : null;
    return message ? c.json(message) : c.json(notFound("Message not found"), 404);
  })
  // The Mail tab's Resend (the page posts intent "resend" to /admin/mail): the same function.
  .post("/outbox/:id/resend", async (c) => {
    const id = idParam(c.req.param("id"));
    if (!id) return c.json(notFound("E-mail not found"), 404);
    return c.json({ ok: true, ...(await resendMail(c.env, id)) });
  })

  .route("/", windowsAdminApi)
  .route("/", financeAdminApi)
  .route("/", messagesAdminApi)
  .route("/", paymentPlansAdminApi);
adminApi.onError(adminErrorHandler);
