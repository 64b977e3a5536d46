// One registration in full: camper, parent, medical summary, care add-ons (priced from the
// program, the same figure the parent paid), payment history. Opened by View on the
// Registrations tab and by View Profile on the Waitlist (?view=12 in the address). Every opening
// is audited server-side.
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import type { RegistrationDetail } from "~/server/admin/office-registrations.server";
import { gradeLabel } from "~/lib/registration-rules";
import { receivedCents, sessionKindLabel, type PaymentKind } from "~/lib/vocabulary";
import { StatusBadge } from "~/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Skeleton } from "~/components/ui/skeleton";
import { formatDay, formatInstant, formatMoney } from "./admin-api";

const KIND_NAMES: Record<PaymentKind, string> = { stripe: "Card payment", offline: "Offline payment", refund: "Refund" };

/** Open while the address names a registration (?view=12); its details come from the tab's loader. */
export function RegistrationDetailDialog({
  registrationId,
  detail: loaded,
  title = "Registration details",
  onClose,
}: {
  registrationId: number | null;
  detail: RegistrationDetail | null;
  title?: string;
  onClose: () => void;
}) {
  const detail = loaded && loaded.registration.id === registrationId ? loaded : undefined;
  const navigation = useNavigation();
  const error = !detail && navigation.state === "idle" ? "Registration not found" : null;
  return (
    <Dialog open={registrationId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {detail ? `${detail.camper.firstName} ${detail.camper.lastName} · ${detail.registration.session.name}` : "Loading…"}
          </DialogDescription>
        </DialogHeader>
        {error && !detail ? (
          <p role="alert" className="text-red-800">
            {error}
          </p>
        ) : null}
        {!detail ? (
          <div className="grid gap-3" aria-hidden="true">
            <Skeleton className="h-24" />
            <Skeleton className="h-32" />
          </div>
        ) : (
          <DetailBody detail={detail} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ detail }: { detail: RegistrationDetail }) {
  const { camper, registration: r, payments } = detail;
  const flags = [
    camper.allergies && { label: "Allergies", value: camper.allergies },
    camper.medications && { label: "Medications", value: camper.medications },
    camper.medicalConditions && { label: "Medical conditions", value: camper.medicalConditions },
    camper.specialDietaryNeeds && { label: "Dietary needs", value: camper.specialDietaryNeeds },
  ].filter(Boolean) as Array<{ label: string; value: string }>;
  return (
    <div className="grid gap-5 text-sm">
      <Section title="Camper">
        <Facts
          rows={[
            ["Name", `${camper.firstName} ${camper.lastName}`],
            ["Grade", gradeLabel(camper.grade)],
            ["Date of birth", formatDay(camper.dateOfBirth)],
            ["Parent", `${r.parent.firstName} ${r.parent.lastName}`],
            [
              "Parent e-mail",
              <a key="e" className="underline" href={`mailto:${r.parent.email}`}>
                {r.parent.email}
              </a>,
            ],
            ["Emergency contact", `${camper.emergencyContactName} (${camper.emergencyContactRelationship}) · ${camper.emergencyContactPhone}`],
            ...(camper.emergencyContact2Name
              ? [["Second contact", `${camper.emergencyContact2Name} · ${camper.emergencyContact2Phone}`] as [string, string]]
              : []),
            ...(camper.authorizedPickupPersons ? [["Authorized pickup", camper.authorizedPickupPersons] as [string, string]] : []),
          ]}
        />
      </Section>

      <Section title="Medical summary">
        {flags.length === 0 ? (
          <p className="text-muted">No allergies, medications or conditions reported.</p>
        ) : (
          <ul className="grid gap-2">
            {flags.map((f) => (
              <li key={f.label} className="rounded-xl border-2 border-red-200 bg-red-50 px-3 py-2">
                <span className="font-extrabold text-red-900">{f.label}:</span> {f.value}
              </li>
            ))}
          </ul>
        )}
        <Facts
          rows={[
            ["Doctor", [camper.doctorName, camper.doctorPhone].filter(Boolean).join(" · ") || "—"],
            ["Insurance", camper.insuranceProvider || "—"],
            ["Special instructions", camper.specialInstructions || "—"],
            [
              "Agreements",
              camper.waiverAccepted && camper.mediaReleaseAccepted && camper.termsAccepted
                ? "Waiver, media release and terms accepted"
                : "Not all agreements accepted",
            ],
          ]}
        />
      </Section>

      <Section title="Registration">
        <div className="mb-2 flex flex-wrap gap-2">
          <StatusBadge status={r.status} prefix="Status: " />
          {r.paymentStatus ? <StatusBadge status={r.paymentStatus} prefix="Payment: " /> : null}
        </div>
        <Facts rows={registrationFacts(r)} />
      </Section>

      <Section title="Payment history">
        {payments.length === 0 ? (
          <p className="text-muted">No payments yet.</p>
        ) : (
          <ul className="grid gap-1">
            {payments.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 rounded-lg bg-sea-50 px-3 py-2">
                <span>
                  {KIND_NAMES[p.kind]}
                  {p.reference ? ` · ${p.reference}` : ""}
                  {p.recordedBy ? ` · by ${p.recordedBy}` : ""}
                </span>
                <span className="font-bold tabular-nums">
                  {formatMoney(receivedCents(p))} · {formatInstant(p.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-base font-extrabold">{title}</h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-bold text-sea-800">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The registration's facts as the details show them: a summer week priced as a "Week", a day as a "Camp day". */
export function registrationFacts(r: RegistrationDetail["registration"]): Array<[string, string]> {
  return [
    ["Session", `${r.session.program.name} · ${r.session.name}`],
    [
      "Where and when",
      `${r.session.location} · ${formatDay(r.session.startDate)}${r.session.endDate !== r.session.startDate ? ` – ${formatDay(r.session.endDate)}` : ""}`,
    ],
    [sessionKindLabel(r.session), formatMoney(r.dayPriceCents)],
    ["Before care", r.beforeCare ? `Yes (+${formatMoney(r.beforeCareCents)})` : "No"],
    ["After care", r.afterCare ? `Yes (+${formatMoney(r.afterCareCents)})` : "No"],
    ...(r.discountCents ? [["Sibling discount", formatMoney(-r.discountCents)] as [string, string]] : []),
    ["Total", formatMoney(r.totalAmountCents)],
    ["Received", formatMoney(r.receivedCents)],
    ["Balance due", formatMoney(r.balanceCents)],
    ["Registered", formatInstant(r.registrationDate)],
    ...(r.deferReason ? [["Deferred because", r.deferReason] as [string, string]] : []),
  ];
}
