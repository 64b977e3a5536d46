// The summer cart's JSON door: POST /api/cart/checkout books every line it can and answers each
// line's outcome (seated, waitlisted, refused and why) with one PaymentIntent's client secret or
// Pay Later; GET /api/cart/:cartId reads the cart's lines back; DELETE /api/cart/lines/:id takes
// a held or waitlisted week out (its seat goes back). The page's action calls the same functions
// with the same schemas (app/routes/registration-summer.tsx).
import { Hono } from "hono";
import { cartCheckoutSchema, cartIdSchema } from "~/lib/cart-schema";
import { checkoutCart } from "~/server/cart.server";
import { listCartLines } from "~/server/cart-lines.server";
import { removeCartLine } from "~/server/cart-line-removal.server";
import { requireUserApi, type AuthedApiEnv } from "./guards";
import { refusalJson, zod } from "./validation";

export const cartApi = new Hono<AuthedApiEnv>()
  .use("/cart/*", requireUserApi)
  .post("/cart/checkout", zod("json", cartCheckoutSchema), async (c) => {
    const result = await checkoutCart(c.env, c.get("user").id, c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    return c.json(result, 201);
  })
  .delete("/cart/lines/:registrationId", async (c) => {
    const result = await removeCartLine(c.env, c.get("user"), { registrationId: c.req.param("registrationId") });
    if (!result.ok) return refusalJson(c, result);
    return c.json(result);
  })
  .get("/cart/:cartId", async (c) => {
    const parsed = cartIdSchema.safeParse({ cartId: c.req.param("cartId") });
    const lines = parsed.success ? await listCartLines(c.env, parsed.data.cartId, c.get("user").id) : [];
    if (lines.length === 0) return c.json({ message: "Cart not found." }, 404);
    return c.json({ cartId: parsed.data!.cartId, lines: lines.map(({ stripePaymentIntentId: _pi, parentId: _p, ...line }) => line) });
  });
