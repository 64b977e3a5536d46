// /account/statements/:year: the family's year statement for a dependent care FSA claim or the
// child and dependent care credit (docs/decisions/0048-year-statements.md, 0060): the provider with
// its tax id, the payer, the care given in the year per child with each amount and the date it was
// paid (prepaid when paid in an earlier year), what was paid in the year for another year's care,
// printable on its own, and as a PDF (/account/statements/:year/pdf). A year with nothing on it
// says so and links to the years that have a statement. The words are app/lib/family/statement-text.ts.
import { data, Link } from "react-router";
import { DocumentPage } from "~/components/family/document-page";
import { formatMoney } from "~/lib/format";
import type { ChildStatement } from "~/lib/family/year-statement";
import {
  careDates,
  careName,
  moneyWords,
  otherYearWords,
  providerLines,
  statementNotes,
  statementTitle,
  totalHeading,
  totalLines,
} from "~/lib/family/statement-text";
import { signedInPayer } from "~/server/family/family-documents.server";
import { familyStatementDocument, familyStatementYears } from "~/server/family/year-statement.server";
import type { Route } from "./+types/account-statement";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.year} statement | Camp Sarraka` }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, payer } = await signedInPayer(request, context);
  const doc = await familyStatementDocument(env, payer, Number(params.year));
  if (!doc) {
    const years = await familyStatementYears(env, payer.id);
    return data({ empty: true as const, year: params.year ?? "", years }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
  }
  return data({ empty: false as const, ...doc }, { headers: { "Cache-Control": "private, no-store" } });
}

const cell = "border-b border-sea-100 p-2 align-top";
// A line of care's three amounts, in the order the phone's cards and the table show them.
const CARE_AMOUNTS = [
  ["Paid", "paidCents"],
  ["Refunded", "refundedCents"],
  ["Net", "netCents"],
] as const;
const head = "border-b-2 border-sea-900 p-2 text-left text-sm font-black";

/** One child's lines of care: a short card each on a phone, a table on wider screens and paper. */
function CareList({ child, year, other }: { child: ChildStatement; year: number; other: boolean }) {
  const caption = `${other ? "Paid in " + year + " for " : "Care for "}${child.camperName}`;
  return (
    <>
      <ul className="mt-2 grid gap-2 sm:hidden print:hidden" aria-label={caption}>
        {child.care.map((care) => (
          <li key={care.registrationId} className="rounded-xl border-2 border-sea-100 p-3" data-testid="statement-care-card">
            <p className="font-bold">{careName(care)}</p>
            <p>{careDates(care)}</p>
            {other ? <p className="text-sm font-semibold">{otherYearWords(care, year)}</p> : null}
            <ul className="mt-1 text-sm">
              {care.money.map((money, k) => (
                <li key={k}>{moneyWords(money, care.careYear)}</li>
              ))}
            </ul>
            <dl className="mt-2 grid grid-cols-3 gap-2">
              {CARE_AMOUNTS.map(([label, amount]) => (
                <div key={label}>
                  <dt className="text-sm text-muted">{label}</dt>
                  <dd className="font-bold tabular-nums">{formatMoney(care[amount])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="mt-2 hidden w-full sm:table print:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th className={head}>Care</th>
            <th className={head}>Dates of care</th>
            <th className={head}>Date paid</th>
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
                {careName(care)}
                {other ? <span className="block text-sm font-semibold">{otherYearWords(care, year)}</span> : null}
              </td>
              <td className={cell}>{careDates(care)}</td>
              <td className={`${cell} text-sm`}>
                {care.money.map((money, k) => (
                  <span key={k} className="block">
                    {moneyWords(money, care.careYear)}
                  </span>
                ))}
              </td>
              {CARE_AMOUNTS.map(([label, amount]) => (
                <td key={label} className={`${cell} text-right tabular-nums`}>
                  {formatMoney(care[amount])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** A year with no care given and nothing paid: said in words, with the years that have a statement. */
function NoStatement({ year, years }: { year: string; years: Array<{ year: number; final: boolean }> }) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900">No statement for {/^\d{4}$/.test(year) ? year : "this year"}</h1>
      <p className="mt-3">There was no care and nothing paid or refunded for your family in that year, so there is nothing to put on a statement.</p>
      {years.length ? (
        <nav aria-labelledby="statement-years-title" className="mt-6">
          <h2 id="statement-years-title" className="font-black">
            Years with a statement
          </h2>
          <ul className="mt-2 flex flex-wrap gap-3">
            {years.map(({ year: y, final }) => (
              <li key={y}>
                <Link to={`/account/statements/${y}`} className="font-bold underline">
                  {y}
                  {final ? "" : " so far"}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="mt-6">
        <Link to="/account" className="font-bold underline">
          ← Your Family
        </Link>
      </p>
    </main>
  );
}

export default function AccountStatement({ loaderData }: Route.ComponentProps) {
  if (loaderData.empty) return <NoStatement year={loaderData.year} years={loaderData.years} />;
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
          {providerLines(provider).map((line) => (
            <p key={line}>{line}</p>
          ))}
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
            {child.camperName}: {formatMoney(child.netCents)}
          </h2>
          <CareList child={child} year={statement.year} other={false} />
        </section>
      ))}
      {statement.otherYears.length ? (
        <section aria-labelledby="other-years-title" className="mt-8" data-testid="statement-other-years">
          <h2 id="other-years-title" className="text-xl font-extrabold text-sea-900">
            Paid in {statement.year} for care in another year
          </h2>
          {statement.otherYears.map((child) => (
            <section key={child.camperId} aria-labelledby={`other-${child.camperId}`} className="mt-3">
              <h3 id={`other-${child.camperId}`} className="font-black">
                {child.camperName}
              </h3>
              <CareList child={child} year={statement.year} other />
            </section>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="total-title" className="mt-8 rounded-xl border-2 border-sea-900 p-4" data-testid="statement-total">
        <h2 id="total-title" className="text-xl font-extrabold text-sea-900">
          {totalHeading(statement)}
        </h2>
        {totalLines(statement).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      {statementNotes(statement, loaderData).map((note) => (
        <p key={note} className="mt-3 text-sm text-muted">
          {note}
        </p>
      ))}
    </DocumentPage>
  );
}
