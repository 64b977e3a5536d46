// A camper added as the registration wizard's first step adds one (POST /api/campers), with the
// form's required answers, for a journey about what comes after: choosing a day, paying.
import { expect, type APIRequestContext } from "@playwright/test";

type NewCamper = { firstName: string; lastName: string; emergencyContactName: string; grade?: string };

/** Adds the camper for the parent signed in on `request`; the camper's id. */
export async function addCamperThroughApi(request: APIRequestContext, camper: NewCamper) {
  const response = await request.post("/api/campers", {
    data: {
      dateOfBirth: "2019-05-04",
      grade: "1st",
      emergencyContactPhone: "7035550199",
      emergencyContactRelationship: "parent",
      waiverAccepted: true,
      mediaReleaseAccepted: true,
      termsAccepted: true,
      ...camper,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}
