// GET /account/statements/:year/pdf: the family's year statement as a typeset, tagged PDF, made
// by the handbooks' typesetter from the same words as the page (app/lib/family/statement-text.ts).
import { data } from "react-router";
import { statementSections, statementTitle, taxIdText } from "~/lib/family/statement-text";
import { formatCampDay } from "~/lib/format";
import { getEnv } from "~/server/context";
import { familyStatementDocument } from "~/server/family/year-statement.server";
import { handbookPdf } from "~/server/handbook-pdf.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-statement-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const year = Number(params.year);
  const doc = await familyStatementDocument(env, { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }, year);
  if (!doc) throw data("No statement for this year", { status: 404 });
  const subtitle = `Care from January 1 to ${doc.final ? "December 31" : formatCampDay(doc.madeOn).replace(/, \d{4}$/, "")}, ${year}: ${doc.provider.name}, ${taxIdText(doc.provider.taxId)}`;
  const pdf = await handbookPdf(`Camp Sarraka: ${statementTitle(year, doc.final)}`, subtitle, statementSections(doc.statement, doc));
  return new Response(pdf.slice().buffer, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="camp-sarraka-statement-${year}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
