// /account/receipts/:paymentId: one payment's or refund's receipt (docs/decisions/0053-receipts.md):
// the camp with its tax id, the payer, each child's care with its price lines and what this
// payment was for it, how the money moved. Printable on its own, and as a PDF (…/pdf).
import { data } from "react-router";
import { DocumentPage } from "~/components/family/document-page";
import { receiptMethod, receiptTitle, receiptTotalLabel } from "~/lib/family/receipt-text";
import { careDates, providerLines } from "~/lib/family/statement-text";
import { formatCampDay, formatMoney } from "~/lib/format";
import { lineLabel } from "~/lib/registration-rules";
import { signedInPayer } from "~/server/family/family-documents.server";
import { familyReceipt } from "~/server/family/receipt.server";
import type { Route } from "./+types/account-receipt";

export const meta: Route.MetaFunction = () => [{ title: "Receipt | Camp Sarraka" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { env, payer } = await signedInPayer(request, context);
  const receipt = await familyReceipt(env, payer, params.paymentId);
  if (!receipt) throw data("Receipt not found", { status: 404 });
  return data(receipt, { headers: { "Cache-Control": "private, no-store" } });
}

export default function AccountReceipt({ loaderData: receipt }: Route.ComponentProps) {
  return (
    <DocumentPage id="receipt" pdfHref={`/account/receipts/${receipt.id}/pdf`}>
      <h1 id="receipt-title" className="text-3xl font-extrabold text-sea-900">
        {receiptTitle(receipt)}
      </h1>
      <p className="mt-1 text-muted">{formatCampDay(receipt.date)}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="from-title">
          <h2 id="from-title" className="font-black">
            From
          </h2>
          {providerLines(receipt.provider).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </section>
        <section aria-labelledby="to-title">
          <h2 id="to-title" className="font-black">
            To
          </h2>
          <p>{receipt.payer.name}</p>
          <p>{receipt.payer.email}</p>
        </section>
      </div>
      {receipt.lines.map((line) => (
        <section key={line.registrationId} aria-labelledby={`line-${line.registrationId}`} className="mt-6" data-testid="receipt-line">
          <h2 id={`line-${line.registrationId}`} className="text-xl font-extrabold text-sea-900">
            {lineLabel(line)}
          </h2>
          <p className="text-sm text-muted">
            {line.location}, {careDates(line)}
          </p>
          <dl className="mt-2 grid max-w-md grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            {line.priceLines.map((p) => (
              <div key={p.label} className="contents">
                <dt>{p.label}</dt>
                <dd className="text-right tabular-nums">{formatMoney(p.cents)}</dd>
              </div>
            ))}
            <dt className="font-bold">Line total</dt>
            <dd className="text-right font-bold tabular-nums">{formatMoney(line.lineTotalCents)}</dd>
            <dt className="font-extrabold">{receiptTotalLabel(receipt)} on this receipt</dt>
            <dd className="text-right font-extrabold tabular-nums">{formatMoney(line.amountCents)}</dd>
          </dl>
        </section>
      ))}
      <section aria-labelledby="receipt-total" className="mt-8 rounded-xl border-2 border-sea-900 p-4" data-testid="receipt-total">
        <h2 id="receipt-total" className="text-xl font-extrabold text-sea-900">
          {receiptTotalLabel(receipt)}: {formatMoney(receipt.totalCents)}
        </h2>
        <p>
          {receiptMethod(receipt)}, on {formatCampDay(receipt.date)}.
        </p>
      </section>
      <p className="mt-3 text-sm text-muted">Amounts in US dollars. Discounts and care add-ons are in each line&apos;s prices.</p>
    </DocumentPage>
  );
}
