// The Privacy Policy and Terms of Service. They describe what the product really does (who can
// read a child's medical form, the audit log, the office's retention setting, the family data
// download and account deletion, Stripe for cards); change them with the product, not apart.
import { site } from "./site";

export type LegalSection = { id: string; title: string; paragraphs?: string[]; points?: string[]; links?: Array<{ href: string; label: string }> };
export type LegalDocument = { title: string; description: string; updated: string; intro: string; sections: LegalSection[] };

const contact = site.email;

/** The office's retention settings the policy states (camp_settings, the Settings tab). */
export type RetentionSettings = { childDataRetentionDays: number; mailRetentionDays: number };

export const privacyPolicyTitle = "Privacy Policy";
export const privacyPolicyDescription = `How ${site.name} collects, uses, protects and deletes the information families give us, including children's medical information.`;

export const privacyPolicy = ({ childDataRetentionDays, mailRetentionDays }: RetentionSettings): LegalDocument => ({
  title: privacyPolicyTitle,
  description: privacyPolicyDescription,
  updated: "November 29, 2026",
  intro: `${site.name} cares for children, so we hold information that matters a great deal to families: who your children are, how to reach you, and what our counselors must know to keep your children safe. This policy says what we keep, why, who can see it, how long we keep it, and how you can get a copy or have it deleted. We never sell or rent your information, and we do not use it for advertising.`,
  sections: [
    {
      id: "what-we-keep",
      title: "What we keep",
      points: [
        "Your account: your name, e-mail address and a password we store only as a salted, peppered hash (we cannot read it).",
        "Each camper's profile: name, date of birth, grade and age group.",
        "Each camper's medical and safety form: allergies, medications, medical conditions, dietary needs, doctor and insurance details, emergency contacts and any special instructions you give us.",
        "Pickup: the adults you authorize to pick your child up (name, relationship, phone and, if you add one, their photo) and your family's pickup code.",
        "Registrations: the sessions you chose, before and after care, their prices and discounts, payment status and any deferral reason you give.",
        "Attendance: when each child was checked in and out at the door, by which counselor, who picked them up (or why another adult was allowed to), wrong pickup codes typed, and the counselors' notes.",
        "The medication log: each time a counselor gave, or did not give, a child's medication at camp, with the reason.",
        "Payments: amounts, dates and status. Card details are entered in Stripe's payment form and go straight to Stripe; they never reach our servers.",
        "E-mails we send you (confirmations, payment links, notices), kept for a limited time so the office can answer questions about them.",
      ],
    },
    {
      id: "why",
      title: "Why we keep it",
      points: [
        "To register your children, hold their places and run the fair lottery when a session has more sign-ups than seats.",
        "To keep children safe at camp: counselors see allergy and medication flags at check-in, check children out only to the adults you listed, and reach you in an emergency.",
        "To take payments and send receipts, reminders and notices about your registrations.",
        "To meet our legal and insurance obligations as a children's day camp.",
      ],
    },
    {
      id: "who-sees-it",
      title: "Who can see it",
      paragraphs: [
        "You see and change your own family's information. Our office administrators see registrations and campers' forms to run the camp. Counselors at the door see, for the day's roster, what they need to care for each child: name, group, allergies, medications, pickup adults and notes.",
        "Every time staff open a child's medical information, and every change to medical or payment records, is written to an audit log with who did it and when. The office reviews it.",
        "We share information only with the services that run the camp for us, under contracts that forbid other uses: Stripe (payments), our e-mail provider (to deliver our messages) and Cloudflare (which hosts this website and its data). YouTube and Instagram receive only what your browser sends when one of their videos or posts loads (see “Videos from YouTube and posts from Instagram” below). We disclose information to authorities only when the law requires it or a child's safety is at stake.",
      ],
    },
    {
      id: "how-long",
      title: "How long we keep it",
      paragraphs: [
        `Children's records (profiles, medical forms, pickup adults and their photos, attendance, notes and the medication log) are kept ${childDataRetentionDays} days after a child's last camp day or your last visit to your account, whichever is later, and are then erased. Cancelling a registration does not shorten this. Delivered e-mails are deleted after ${mailRetentionDays} days. Registrations and payment records are kept, without names or children's medical information, for as long as tax and accounting law requires.`,
      ],
    },
    {
      id: "your-choices",
      title: "Getting a copy, correcting or deleting your information",
      points: [
        "Signed in, your family page lets you correct your children's profiles and medical forms at any time.",
        "Download my family's data gives you a copy of everything we hold about your family, in a file you can keep.",
        "Delete my account erases your account and your children's information, pickup adults' photos included, and can cancel your registrations to come (with the refund our policy gives) in the same step; we keep only what the law requires (registrations and payment records, without names).",
        `You can also ask us at ${contact}; we answer within 30 days. A parent or guardian may review, correct or delete their child's information and refuse further collection at any time.`,
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      paragraphs: [
        "The site is served only over HTTPS. Sessions end after a period of inactivity and when you sign out; repeated failed sign-ins are slowed and then refused. Pages with children's or payment information are never stored by browsers or shared caches. Staff accounts are personal, and staff can be signed out of every device at once.",
      ],
    },
    {
      id: "children",
      title: "Children",
      paragraphs: [
        "Children do not use this website or have accounts. Everything we hold about a child is given to us by their parent or guardian, who controls it as described above.",
      ],
    },
    {
      id: "youtube-and-instagram",
      title: "Videos from YouTube and posts from Instagram",
      paragraphs: [
        "Our videos play in YouTube's player (YouTube is a Google service), in its privacy-enhanced mode (youtube-nocookie.com), and only once you press Play. Our Instagram posts on the Sarraka Media page are shown in Instagram's own frame (Instagram is a Meta service) as you scroll to them.",
        "When a video or a post loads, your browser connects to YouTube or Instagram directly. They receive what any website receives from a visit: your IP address, your browser and device, the page of ours you are on and the time, and they may read or set their own cookies and count the view. We send them nothing from our records: no names, nothing about your children, no account details. What they do with what they receive is governed by their own privacy policies, below. If you would rather they received nothing, don't press Play and skip the Sarraka Media page; everything else on this site works without them.",
      ],
      links: [
        { href: "https://policies.google.com/privacy", label: "Google's Privacy Policy (YouTube)" },
        { href: "https://privacycenter.instagram.com/policy", label: "Instagram's Privacy Policy (Meta)" },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      paragraphs: [
        "We use only the cookies the site needs to work: one that keeps you signed in and one that carries a short message from one page to the next. We use no advertising or tracking cookies. YouTube and Instagram may set their own cookies when their videos or posts load (see above).",
      ],
    },
    {
      id: "changes",
      title: "Changes and contact",
      paragraphs: [
        `If we change this policy we will post the new version here with its date, and e-mail account holders about any change in how we use their information. Questions: ${contact}.`,
      ],
    },
  ],
});

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  description: `The terms for using the ${site.name} website and registering campers: accounts, registration and waitlists, payments, cancellations, pickup and conduct.`,
  updated: "November 23, 2026",
  intro: `These terms apply when you use this website or register a child with ${site.name}. By creating an account or registering a camper you agree to them. Our Privacy Policy explains how we handle your family's information.`,
  sections: [
    {
      id: "accounts",
      title: "Your account",
      points: [
        "Accounts are for parents and legal guardians aged 18 or over. Give us accurate information and keep it current, especially your children's medical forms and emergency contacts.",
        "Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.",
      ],
    },
    {
      id: "registration",
      title: "Registration, waitlists and the lottery",
      points: [
        "A registration holds a place only as described on the registration page: some sessions are offered at once while seats remain, others start on the waitlist.",
        "Sign-ups made during a season's initial registration window count equally: when a session has more sign-ups than seats, places are given by a fair, recorded lottery, and later sign-ups join the waitlist in order.",
        "So that anyone can check a draw, our lottery page publishes each family's entry as a short random id with its week and site, never a name or an account: only your family's e-mail tells you which id is yours.",
        "An accepted place is held for a limited time for payment; unpaid places are released so that another family can have them, after a reminder.",
        "Each site takes the age groups shown on the programs pages; we may decline or move a registration that does not fit them.",
      ],
    },
    {
      id: "payments",
      title: "Payments, deferrals and refunds",
      points: [
        "Prices are shown before you pay, with each line (day price, before care, after care). Card payments are processed by Stripe.",
        "Where offered, you may defer payment with a reason; the balance is due by the date shown, and we will remind you before it.",
        "Cancellations and refunds follow the policy shown on your family page at the time you cancel. Refunds go back to the card you paid with.",
      ],
    },
    {
      id: "at-camp",
      title: "At camp",
      points: [
        "Children are released only to the adults you list as authorized for pickup, who may be asked for your family's pickup code or identification.",
        "Tell us about allergies, medications and health needs before camp. We may not be able to accept a child whose needs we cannot safely meet, and will talk with you first.",
        "We expect kindness from campers, families and staff. We may end a child's place if their behaviour puts others at risk, after speaking with the family.",
        "Photos and videos on this site show camp life. Tell us if your child must not appear in them and we will leave them out.",
      ],
    },
    {
      id: "website",
      title: "Using the website",
      points: [
        "Do not try to reach other families' information, interfere with the site, or use it to send unwanted messages.",
        "The site's text, photos and videos belong to the camp or those who gave us permission; please ask before reusing them.",
        "We work to keep the site available and correct, but it is provided as is; dates and prices on the registration pages are the ones that apply.",
      ],
    },
    {
      id: "changes",
      title: "Changes and contact",
      paragraphs: [
        `We may update these terms; the date above shows the latest version, and changes apply to registrations made after it. Questions: ${contact}.`,
      ],
    },
  ],
};
