// /api/admin/messages: the Messages tab's JSON door, mounted in adminApi (worker/api/admin.ts)
// behind its admin guard. Each handler hands the body to the operation the tab's action calls
// (app/server/messages/family-messages.server.ts), which parses it with the same schema.
//   GET  /api/admin/messages            the newest messages with their recipients
//   POST /api/admin/messages/preview    { kind, scope, date?, sessionId?, site?, group? }: families and addresses
//   POST /api/admin/messages            the same and { subject, body, sendAt?, requestKey? }: sent now, or scheduled
//   GET  /api/admin/messages/:id        one message with every recipient's delivery and read status
//   DELETE /api/admin/messages/:id      withdraw a message still waiting for its time
import { Hono } from "hono";
import { cancelScheduledMessage, createFamilyMessage, previewFamilyMessage } from "~/server/messages/family-messages.server";
import { getFamilyMessage, listFamilyMessages } from "~/server/messages/message-list.server";
import { actorFor } from "./admin-errors";
import type { AuthedApiEnv } from "./guards";
import { answer, idParam, jsonObject, refusalJson, zod } from "./validation";

export const messagesAdminApi = new Hono<AuthedApiEnv>()
  .get("/messages", async (c) => c.json({ messages: await listFamilyMessages(c.env) }))
  .post("/messages/preview", zod("json", jsonObject), async (c) => answer(c, await previewFamilyMessage(c.env, c.req.valid("json"))))
  .post("/messages", zod("json", jsonObject), async (c) => answer(c, await createFamilyMessage(c.env, actorFor(c.get("user")), c.req.valid("json")), 201))
  .get("/messages/:id", async (c) => {
    const id = idParam(c.req.param("id"));
    const message = id ? await getFamilyMessage(c.env, id) : null;
    return message ? c.json(message) : c.json({ message: "Message not found", fieldErrors: {} }, 404);
  })
  .delete("/messages/:id", async (c) => {
    const outcome = await cancelScheduledMessage(c.env, actorFor(c.get("user")), c.req.param("id"));
    return outcome.ok ? c.json(outcome) : refusalJson(c, outcome);
  });
