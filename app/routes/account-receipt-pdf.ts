// GET /account/receipts/:paymentId/pdf: a payment's or refund's receipt as a typeset, tagged PDF,
// made by the handbooks' typesetter from the same words as the page (app/lib/family/receipt-text.ts).
import { data } from "react-router";
import { receiptMethod, receiptSections, receiptTitle } from "~/lib/family/receipt-text";
import { familyReceipt } from "~/server/family/receipt.server";
import { pdfResponse, signedInPayer } from "~/server/family/family-documents.server";
import { campDocumentPdf } from "~/server/pdf/camp-document";
import type { Route } from "./+types/account-receipt-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, payer } = await signedInPayer(request, context);
  const receipt = await familyReceipt(env, payer, params.paymentId);
  if (!receipt) throw data("Receipt not found", { status: 404 });
  const pdf = await campDocumentPdf(`Camp Sarraka: ${receiptTitle(receipt)}`, receiptMethod(receipt), receiptSections(receipt));
  return pdfResponse(pdf, `camp-sarraka-${receipt.number.toLowerCase()}.pdf`);
}
