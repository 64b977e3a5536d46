// The waitlist's "Place N" is the camper's place in their own session's queue: FLC and UUCA on
// the same day and age group are two queues, each numbered from 1.
import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { createCamper, createCampSession, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";

type Entry = { place: number; camper: { firstName: string }; session: { location: string } };

test("FLC and UUCA campers on one day and age group each have their own places, in queue order", async () => {
  const admin = await createUser({ isAdmin: true, passwordHash: "not-used" });
  const cookie = await sessionCookieFor(admin.id);
  const program = await createProgram();
  const uuca = await createCampSession({
    programId: program.id,
    location: "UUCA",
    ageGroup: "K-2",
    startDate: "2097-03-02",
    endDate: "2097-03-02",
    name: "March 2 UUCA K-2",
  });
  const flc = await createCampSession({
    programId: program.id,
    location: "FLC",
    ageGroup: "K-2",
    startDate: "2097-03-02",
    endDate: "2097-03-02",
    name: "March 2 FLC K-2",
  });
  const parent = await createUser({ passwordHash: "not-used" });
  const wait = async (firstName: string, sessionId: number, registrationDate: number, queuePosition?: number) =>
    createRegistration({
      camperId: (await createCamper({ parentId: parent.id, firstName })).id,
      sessionId,
      parentId: parent.id,
      registrationDate,
      queuePosition,
    });
  // Sign-ups alternate between the two sites; the UUCA lottery put Uma ahead of Ursula.
  await wait("Ursula", uuca.id, 1000, 2);
  await wait("Fiona", flc.id, 2000);
  await wait("Uma", uuca.id, 3000, 1);
  await wait("Felix", flc.id, 4000);
  await wait("Ugo", uuca.id, 5000);

  // The parent's campers, the queues in the office's order (FLC before UUCA on one day).
  const response = await SELF.fetch(`http://localhost/api/admin/waitlist?search=${encodeURIComponent(parent.email)}`, { headers: { Cookie: cookie } });
  const { entries } = await response.json<{ entries: Entry[] }>();
  const places = entries.map((e) => `${e.session.location} ${e.place} ${e.camper.firstName}`);
  expect(places).toEqual(["FLC 1 Fiona", "FLC 2 Felix", "UUCA 1 Uma", "UUCA 2 Ursula", "UUCA 3 Ugo"]);
});
