// GET /account/statements/:year/pdf: the family's year statement as a typeset, tagged PDF, made
// by the handbooks' typesetter from the same words as the page (app/lib/family/statement-text.ts).
import { data } from "react-router";
import { statementSections, statementTitle, taxIdText } from "~/lib/family/statement-text";
import { familyStatementDocument } from "~/server/family/year-statement.server";
import { pdfResponse, signedInPayer } from "~/server/family/family-documents.server";
import { campDocumentPdf } from "~/server/pdf/camp-document";
import type { Route } from "./+types/account-statement-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, payer } = await signedInPayer(request, context);
  const year = Number(params.year);
  const doc = await familyStatementDocument(env, payer, year);
  if (!doc) throw data("No statement for this year", { status: 404 });
  const subtitle = `Care given in ${year}, with the date each amount was paid: ${doc.provider.name}, ${taxIdText(doc.provider.taxId)}`;
  const pdf = await campDocumentPdf(`Camp Sarraka: ${statementTitle(year, doc.final)}`, subtitle, statementSections(doc.statement, doc));
  return pdfResponse(pdf, `camp-sarraka-statement-${year}.pdf`);
}
