// The office's words: each stat card says what it counts (the Registrations tab counts cancelled
// registrations too, so "of 5,047" beside a card of 4,535 has its reason on screen), and a
// registration of a summer week is priced as a "Week", not a "Camp day".
import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { env } from "cloudflare:workers";
import { STAT_NOTES } from "../../app/components/admin/stat-cards";
import { registrationFacts } from "../../app/components/admin/registration-detail-dialog";
import { listRegistrationsPage } from "../../app/server/admin/office-registrations.server";
import { createCamper, createCampSession, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";

const says = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");

test("each stat card says what it counts, and the Registrations tab says its count holds the cancelled ones", async () => {
  const admin = await createUser({ isAdmin: true });
  const html = await says(await SELF.fetch("http://localhost/admin/registrations", { headers: { Cookie: await sessionCookieFor(admin.id) } }));
  expect(html).toContain("Every registration not cancelled, the waitlist included");
  for (const note of Object.values(STAT_NOTES)) expect(html).toContain(note);
  expect(html).toContain("Cancelled registrations included; the Total Registrations card counts those not cancelled.");
});

test("a summer week's registration is priced as a Week in its details, a single day as a Camp day", async () => {
  const program = await createProgram();
  const parent = await createUser();
  const camper = await createCamper({ parentId: parent.id });
  const week = await createCampSession({
    programId: program.id,
    season: "summer-2098",
    startDate: "2098-07-06",
    endDate: "2098-07-10",
    name: "Summer 2098 Week 1",
  });
  const day = await createCampSession({ programId: program.id, startDate: "2098-12-23", endDate: "2098-12-23", name: "December 23" });
  const inWeek = await createRegistration({ camperId: camper.id, sessionId: week.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });
  const onDay = await createRegistration({ camperId: camper.id, sessionId: day.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });

  const factsOf = async (id: number) => {
    const [registration] = (await listRegistrationsPage(env, { search: `#${id}`, status: "all", payment: "all", page: 1 })).registrations;
    return Object.fromEntries(registrationFacts(registration));
  };
  const weekFacts = await factsOf(inWeek.id);
  expect(weekFacts["Week"]).toBe("$120.00");
  expect(weekFacts).not.toHaveProperty("Camp day");
  expect((await factsOf(onDay.id))["Camp day"]).toBe("$120.00");
});
