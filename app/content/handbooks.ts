// The parent handbooks as first published: the seed puts these sections in D1, where the office
// edits them (Content tab); the HTML page and the PDF are both made from D1's copy.
import type { Location } from "~/lib/vocabulary";
import { site } from "./site";

export const HANDBOOK_SLUGS = { UUCA: "uuca", FLC: "flc" } as const satisfies Record<Location, string>;
export const HANDBOOK_PDF_PATHS = { UUCA: "/handbooks/UUCA-Parent-Handbook.pdf", FLC: "/handbooks/FLC-Parent-Handbook.pdf" } as const satisfies Record<
  Location,
  string
>;

export function handbookTitle(location: Location) {
  return `${site.name} ${location} Parent Handbook`;
}

function sections(location: Location) {
  const place = site.locations.find((l) => l.code === location)!;
  const groups =
    location === "FLC"
      ? "FLC welcomes kindergarten to 2nd grade, all in the Beluga Whales group."
      : "UUCA welcomes every age group: Beluga Whales (ages 7-8), Bull Sharks (ages 8-9) and Sea Otters (ages 10-13).";
  return [
    {
      heading: "Welcome",
      body: `Welcome to ${site.name} at ${place.name}, ${place.street}, ${place.city}. This handbook explains how a camp day runs, what to pack and how we keep every camper safe. ${groups}\n\nPlease read it before your camper's first day and keep it handy: the office updates it each season.`,
    },
    {
      heading: "Daily schedule",
      body: "- 8:00-9:00 am: before care (if booked)\n- 9:00 am: camp day starts with the morning circle\n- 9:30 am-12:00 pm: games, art and science in groups\n- 12:00-12:45 pm: lunch\n- 12:45-3:45 pm: outdoor play, the day's theme activity and quiet time\n- 4:00 pm: camp day ends\n- 4:00-6:30 pm: after care (if booked)",
    },
    {
      heading: "Drop-off and pickup",
      body: "Walk your camper to the door and sign them in with a counselor; please don't leave a child in the parking lot. At pickup, only the adults listed as authorized pickup persons on the registration may take a camper home, and we ask each of them for a photo ID until we know them. To add someone for one day, e-mail the office before noon with their name and phone number.\n\nPickup after 6:30 pm is charged $1 per minute, because counselors stay with your child.",
    },
    {
      heading: "What to pack",
      body: "- A refillable water bottle with your camper's name\n- A nut-free lunch and two snacks\n- Sunscreen (applied before camp) and a hat\n- Closed-toe shoes for running games\n- A change of clothes on water-play days\n\nPlease leave toys, phones and valuables at home.",
    },
    {
      heading: "Lunch and allergies",
      body: "Campers bring their own lunch; we have no kitchen and we never share food between campers. Both sites are nut-aware: please pack lunches without peanuts or tree nuts. List every allergy on the camper's medical form; counselors see it on the attendance roster every day, and any daily prize food is checked against it.",
    },
    {
      heading: "Medication",
      body: "Medication must come in its original container with the camper's name and the dose, handed to the site director at drop-off with the medication form. Staff keep it locked and give it at the times you write down. Campers may carry an inhaler or an epinephrine auto-injector themselves when the form says so.",
    },
    {
      heading: "When your child is sick",
      body: "Please keep your camper home with a fever, vomiting, diarrhoea or a rash we have not been told about, and for 24 hours after it has passed. If a camper becomes ill at camp, we call you to pick them up within the hour. Tell the office about any contagious illness so we can inform other families without naming your child.",
    },
    {
      heading: "Weather",
      body: "We play outside whenever it is safe. On hot days we add shade, water breaks and water games; in rain, thunder or extreme heat we move indoors. Camp closes when Arlington Public Schools close for weather; we e-mail every family by 7 am.",
    },
    {
      heading: "Behaviour",
      body: "We expect campers to be kind, safe and respectful. Counselors redirect and talk problems through; if a behaviour continues, the site director calls you to make a plan together. Hurting others, leaving the group or bullying may mean being picked up early.",
    },
    {
      heading: "Contacts",
      body: `Office: ${site.email} (we reply within 24-48 hours on business days).\nOn a camp day, call the office for anything urgent; the site director answers at ${place.name}.`,
    },
  ];
}

export const defaultHandbooks: Record<Location, Array<{ heading: string; body: string }>> = {
  UUCA: sections("UUCA"),
  FLC: sections("FLC"),
};
