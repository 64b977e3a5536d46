// What the door roster shows of a camper's profile. A roster row built from a registration keeps
// its own copy (the door works offline and past days stay as they were), so this one function
// writes it when the roster is built and again whenever the parent edits the profile: every field
// the door shows follows the profile, diet and phone as much as allergies.

/** The profile fields the door copies. */
export type CamperForDoor = {
  firstName: string;
  lastName: string;
  allergies: string;
  specialDietaryNeeds: string;
  medications: string;
  emergencyContactPhone: string;
};

export const DOOR_COPIED_FIELDS = [
  "firstName",
  "lastName",
  "allergies",
  "specialDietaryNeeds",
  "medications",
  "emergencyContactPhone",
] as const satisfies ReadonlyArray<keyof CamperForDoor>;

/** The roster columns copied from the profile (the diet rides in the red allergy block, where counselors look at lunch). */
export function doorCopyOfCamper(c: CamperForDoor) {
  const diet = c.specialDietaryNeeds.trim();
  return {
    camperName: `${c.firstName} ${c.lastName}`,
    allergies: [c.allergies.trim(), diet && `Diet: ${diet}`].filter(Boolean).join("; "),
    medications: c.medications,
    parentPhone: c.emergencyContactPhone,
  };
}
