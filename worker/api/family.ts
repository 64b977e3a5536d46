// The family page's JSON door (/account is the other): a parent's own data only.
//   GET  /api/account/data                           everything held about the family (JSON)
//   POST /api/account/registrations/:id/cancel       cancel before the deadline, with the policy's refund
//   POST /api/account/password                       { currentPassword, newPassword, confirmPassword }
//   PATCH /api/account/preferences                   { notifyRegistrationOpen, notifyNews? }
//   GET  /api/account/messages                       the office's urgent messages not yet read
//   POST /api/account/messages/:id/read              mark one read (only a message the family received)
//   POST /api/account/delete                         { confirmation: "DELETE", password, cancelUpcoming? }
import { Hono } from "hono";
import { cancelRegistrationForParent, changePassword, deleteFamilyAccount, exportFamilyData, updateEmailPreferences } from "~/server/family/family.server";
import { markFamilyMessageRead, unreadUrgentMessages } from "~/server/messages/urgent-notices.server";
import { requireUserApi, type AuthedApiEnv } from "./guards";
import { jsonObject, refusalJson, zod } from "./validation";

export const familyApi = new Hono<AuthedApiEnv>()
  .use("/account/*", requireUserApi)
  .get("/account/data", async (c) => c.json(await exportFamilyData(c.env, c.get("user"))))
  .post("/account/registrations/:id/cancel", async (c) => {
    const result = await cancelRegistrationForParent(c.env, c.get("user"), c.req.param("id"));
    return result.ok ? c.json(result) : refusalJson(c, result);
  })
  .post("/account/password", zod("json", jsonObject), async (c) => {
    const result = await changePassword(c.env, c.get("user"), c.req.raw, c.req.valid("json"));
    return result.ok ? c.json({ ok: true, message: "Password changed. Every other device was signed out." }) : refusalJson(c, result);
  })
  .patch("/account/preferences", zod("json", jsonObject), async (c) => {
    const result = await updateEmailPreferences(c.env, c.get("user"), c.req.valid("json"));
    return result.ok ? c.json(result) : refusalJson(c, result);
  })
  .get("/account/messages", async (c) => c.json({ messages: await unreadUrgentMessages(c.env, c.get("user").id) }))
  .post("/account/messages/:id/read", async (c) => {
    const result = await markFamilyMessageRead(c.env, c.get("user").id, c.req.param("id"));
    return result.ok ? c.json(result) : refusalJson(c, result);
  })
  .post("/account/delete", zod("json", jsonObject), async (c) => {
    const result = await deleteFamilyAccount(c.env, c.get("user"), c.req.valid("json"));
    return result.ok ? c.json({ ok: true, message: "Your account is deleted." }) : refusalJson(c, result);
  });
