// /account/statements/:year: the family's year statement for a dependent care FSA claim or the
// child and dependent care credit (docs/decisions/0048-year-statements.md): the provider with its
// tax id, the payer, each child's dates of care and what was paid net of refunds, printable on its
// own, and as a PDF (/account/statements/:year/pdf). The words are app/lib/family/statement-text.ts.
import { data } from "react-router";
import { DocumentPage } from "~/components/family/document-page";
import { careDates, statementAmount, statementNotes, statementTitle, taxIdText } from "~/lib/family/statement-text";
import { signedInPayer } from "~/server/family/family-documents.server";
import { familyStatementDocument } from "~/server/family/year-statement.server";
import type { Route } from "./+types/account-statement";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.year} statement | Camp Sarraka` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, payer } = await signedInPayer(request, context);
  const doc = await familyStatementDocument(env, payer, Number(params.year));
  if (!doc) throw data("No statement for this year", { status: 404 });
  return data(doc, { headers: { "Cache-Control": "private, no-store" } });
}

const cell = "border-b border-sea-100 p-2 align-top";
// A line of care's three amounts, in the order the phone's cards and the table show them.
const CARE_AMOUNTS = [
  ["Paid", "paidCents"],
  ["Refunded", "refundedCents"],
  ["Net", "netCents"],
] as const;
const head = "border-b-2 border-sea-900 p-2 text-left text-sm font-black";

export default function AccountStatement({ loaderData }: Route.ComponentProps) {
  const { statement, provider, payer, final } = loaderData;
  return (
    <DocumentPage id="year-statement" pdfHref={`/account/statements/${statement.year}/pdf`}>
      <h1 id="year-statement-title" className="text-3xl font-extrabold text-sea-900">
        {statementTitle(statement.year, final)}
      </h1>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="provider-title">
          <h2 id="provider-title" className="font-black">
            Care provider
          </h2>
          <p>{provider.name}</p>
          {provider.address ? <p>{provider.address}</p> : null}
          <p>{taxIdText(provider.taxId)}</p>
        </section>
        <section aria-labelledby="payer-title">
          <h2 id="payer-title" className="font-black">
            Paid by
          </h2>
          <p>{payer.name}</p>
          <p>{payer.email}</p>
        </section>
      </div>
      {statement.children.map((child) => (
        <section key={child.camperId} aria-labelledby={`child-${child.camperId}`} className="mt-6" data-testid="statement-child">
          <h2 id={`child-${child.camperId}`} className="text-xl font-extrabold text-sea-900">
            {child.camperName}: {statementAmount(child.netCents)}
          </h2>
          {/* On a phone each line of care is a short card, read top to bottom; wider screens and paper have the table. */}
          <ul className="mt-2 grid gap-2 sm:hidden print:hidden" aria-label={`Care for ${child.camperName}`}>
            {child.care.map((care) => (
              <li key={care.registrationId} className="rounded-xl border-2 border-sea-100 p-3" data-testid="statement-care-card">
                <p className="font-bold">
                  {care.sessionName}, {care.location}
                </p>
                <p>{careDates(care)}</p>
                <dl className="mt-2 grid grid-cols-3 gap-2">
                  {CARE_AMOUNTS.map(([label, amount]) => (
                    <div key={label}>
                      <dt className="text-sm text-muted">{label}</dt>
                      <dd className="font-bold tabular-nums">{statementAmount(care[amount])}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <table className="mt-2 hidden w-full sm:table print:table">
            <caption className="sr-only">Care for {child.camperName}</caption>
            <thead>
              <tr>
                <th className={head}>Care</th>
                <th className={head}>Dates of care</th>
                {CARE_AMOUNTS.map(([label]) => (
                  <th key={label} className={`${head} text-right`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {child.care.map((care) => (
                <tr key={care.registrationId} data-testid="statement-care">
                  <td className={cell}>
                    {care.sessionName}, {care.location}
                  </td>
                  <td className={cell}>{careDates(care)}</td>
                  {CARE_AMOUNTS.map(([label, amount]) => (
                    <td key={label} className={`${cell} text-right tabular-nums`}>
                      {statementAmount(care[amount])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <section aria-labelledby="total-title" className="mt-8 rounded-xl border-2 border-sea-900 p-4" data-testid="statement-total">
        <h2 id="total-title" className="text-xl font-extrabold text-sea-900">
          Total for {statement.year}: {statementAmount(statement.netCents)}
        </h2>
        <p>
          Paid {statementAmount(statement.paidCents)}, refunded {statementAmount(statement.refundedCents)}, net {statementAmount(statement.netCents)}.
        </p>
      </section>
      {statementNotes(statement, loaderData).map((note) => (
        <p key={note} className="mt-3 text-sm text-muted">
          {note}
        </p>
      ))}
    </DocumentPage>
  );
}
