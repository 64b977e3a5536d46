// The admin dashboard's greeting. An account made by `npm run admin:create` has no name of its
// own: scripts/admin-account-sql.ts writes the stand-in "Camp Office" until its owner gives one,
// and the greeting then names nobody ("Welcome back.", never "Welcome back, Camp.").
export const STAND_IN_ADMIN_NAME = { firstName: "Camp", lastName: "Office" } as const;

export function adminGreeting(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim() ?? "";
  const standIn = first === STAND_IN_ADMIN_NAME.firstName && (lastName ?? "").trim() === STAND_IN_ADMIN_NAME.lastName;
  return first && !standIn ? `Welcome back, ${first}.` : "Welcome back.";
}
