// The parent's registrations: offered sessions, signing up, paying later, paying by card.
import { Hono } from "hono";
import { paymentIntentSchema, registrationBodySchema } from "~/lib/registration-schema";
import { ageGroupForGrade, sessionsForGrade } from "~/lib/registration-rules";
import { deferPaymentFromInput } from "~/server/pay-later.server";
import { createRegistrationForRequest, listOfferedSessions, listRegistrationsForParent } from "~/server/family/family-registrations.server";
import { createPaymentIntentForRegistration } from "~/server/stripe.server";
import { requireSessionCookie, requireUserApi, type AuthedApiEnv } from "./guards";
import { jsonObject, refusalJson, zod } from "./validation";

export const registrationsApi = new Hono<AuthedApiEnv>()
  // Offered sessions are public: visitors browse the wizard before signing in.
  .get("/sessions", async (c) => {
    const grade = c.req.query("grade");
    const sessions = await listOfferedSessions(c.env);
    // An unknown grade filters nothing: the wizard asks again rather than showing no session.
    const offered = grade && ageGroupForGrade(grade) ? sessionsForGrade(sessions, grade) : sessions;
    return c.json(
      offered.map((s) => ({
        ...s,
        pricePerWeek: s.program.pricePerWeekCents / 100,
        program: { ...s.program, pricePerWeek: s.program.pricePerWeekCents / 100 },
      })),
    );
  })
  // Signing up checks the session itself, in the same D1 round trip as its first read.
  .post("/registrations", requireSessionCookie, zod("json", registrationBodySchema), async (c) => {
    const result = await createRegistrationForRequest(c.env, c.req.raw, c.req.valid("json"));
    if (!result) return c.json({ message: "Unauthorized" }, 401);
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.registration, 201);
  })
  .use("/registrations", requireUserApi)
  .use("/registrations/*", requireUserApi)
  .use("/create-payment-intent", requireUserApi)
  .get("/registrations", async (c) => c.json(await listRegistrationsForParent(c.env, c.get("user").id)))
  .patch("/registrations/:id/defer-payment", zod("json", jsonObject), async (c) => {
    const result = await deferPaymentFromInput(c.env, c.get("user").id, c.req.param("id"), c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    return c.json(result.registration);
  })
  .post("/create-payment-intent", zod("json", paymentIntentSchema), async (c) => {
    const result = await createPaymentIntentForRegistration(c.env, c.get("user").id, c.req.valid("json").registrationId);
    if (!result.ok) return refusalJson(c, result);
    return c.json({ clientSecret: result.clientSecret, publishableKey: result.publishableKey });
  });
