// E-mails the admin desk sends to parents. Each is built here and written through the one
// mail port (app/server/mail.server.ts).
import { composeMail, type MailMessage } from "../mail.server";
import { campUrl } from "../site-url.server";
import { campDayFull, formatMoney } from "~/lib/format";

type RegistrationMailFacts = {
  registrationId: number;
  parentEmail: string;
  parentFirstName: string;
  camperFirstName: string;
  sessionName: string;
  startDate: string;
  totalAmountCents: number;
};

const dollars = formatMoney;
const longDate = campDayFull;

export function checkoutUrl(env: Env, registrationId: number) {
  return new URL(`/checkout?registration=${registrationId}`, env.APP_URL).toString();
}

/** A seat is held for the camper: the parent pays through the link to confirm it. */
export function paymentLinkMail(env: Env, facts: RegistrationMailFacts, reason: "enrolled" | "reminder"): MailMessage {
  const opening =
    reason === "enrolled"
      ? `Good news! A seat opened up for ${facts.camperFirstName} in ${facts.sessionName} on ${longDate(facts.startDate)}, and we have moved ${facts.camperFirstName} from the waitlist into the session.`
      : `This is a reminder that ${facts.camperFirstName}'s seat in ${facts.sessionName} on ${longDate(facts.startDate)} is waiting for payment.`;
  const { text, html } = composeMail(
    [`Hi ${facts.parentFirstName},`, opening, `Please complete the payment of ${dollars(facts.totalAmountCents)} to confirm the registration.`],
    { label: "Complete Payment", url: checkoutUrl(env, facts.registrationId) },
  );
  return {
    to: facts.parentEmail,
    subject: reason === "enrolled" ? `A seat is ready for ${facts.camperFirstName}: complete your payment` : `Payment reminder for ${facts.camperFirstName}`,
    text,
    html,
    kind: "payment-link",
  };
}

export function cancellationMail(facts: RegistrationMailFacts): MailMessage {
  const { text, html } = composeMail([
    `Hi ${facts.parentFirstName},`,
    `${facts.camperFirstName}'s registration for ${facts.sessionName} on ${longDate(facts.startDate)} has been cancelled by the camp office.`,
    "If you think this is a mistake, just reply to this e-mail and we will sort it out.",
  ]);
  return {
    to: facts.parentEmail,
    subject: `Registration cancelled: ${facts.camperFirstName}, ${facts.sessionName}`,
    text,
    html,
    kind: "registration-cancelled",
  };
}

export function refundMail(facts: RegistrationMailFacts, refundedCents: number): MailMessage {
  const { text, html } = composeMail([
    `Hi ${facts.parentFirstName},`,
    `We have refunded ${dollars(refundedCents)} for ${facts.camperFirstName}'s registration for ${facts.sessionName} on ${longDate(facts.startDate)}, and the registration is cancelled.`,
    "The refund goes back to the card you paid with; banks usually show it within 5 to 10 business days.",
  ]);
  return { to: facts.parentEmail, subject: `Refund issued: ${facts.camperFirstName}, ${facts.sessionName}`, text, html, kind: "refund" };
}

/**
 * The office issued new pickup codes to every family: the parent's old code no longer works. The
 * code itself is not in the mail (stored mail is read in the Mail tab; the code belongs to the
 * family's signed-in pages): the button leads to it.
 */
export function newPickupCodeMail(env: Env, family: { email: string; firstName: string }): MailMessage {
  const { text, html } = composeMail(
    [
      `Hi ${family.firstName},`,
      "The camp office has issued a new family pickup code to every family. Your old code no longer works at the door.",
      "Your new code is on your dashboard and on your Pickup page once you sign in. Share it only with the people you send to pick up.",
    ],
    { label: "See your new pickup code", url: campUrl(env, "/account/pickup") },
  );
  return { to: family.email, subject: "Your new Camp Sarraka pickup code", text, html, kind: "pickup-code-issued" };
}
