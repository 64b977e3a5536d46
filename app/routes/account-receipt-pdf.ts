// GET /account/receipts/:paymentId/pdf: a payment's or refund's receipt as a typeset, tagged PDF,
// made by the handbooks' typesetter from the same words as the page (app/lib/family/receipt-text.ts).
import { data } from "react-router";
import { receiptMethod, receiptSections, receiptTitle } from "~/lib/family/receipt-text";
import { getEnv } from "~/server/context";
import { familyReceipt } from "~/server/family/receipt.server";
import { handbookPdf } from "~/server/handbook-pdf.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-receipt-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const receipt = await familyReceipt(env, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }, params.paymentId);
  if (!receipt) throw data("Receipt not found", { status: 404 });
  const pdf = await handbookPdf(`Camp Sarraka: ${receiptTitle(receipt)}`, receiptMethod(receipt), receiptSections(receipt));
  return new Response(pdf.slice().buffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="camp-sarraka-${receipt.number.toLowerCase()}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
