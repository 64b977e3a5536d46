// The wizard's draft, kept in this tab's sessionStorage, so a parent whose session ended mid-way
// (a logout in another tab, 7 idle days) or a visitor sent to sign in finds their work again
// after signing in. On a shared computer the next person may use the same tab, so the draft keeps
// only what identifies the camper, the emergency contacts and the agreements: never the medical
// form, the pickup people or special instructions. It lasts an hour, belongs to one account, and
// is gone once the registration is made. See docs/decisions/0015-wizard-draft-on-shared-computers.md.
import { AGREEMENTS, EMERGENCY_CONTACT_FIELDS, IDENTITY_FIELDS } from "./camper-fields";
import type { CamperValues } from "./registration-wizard";

const KEY = "sarraka.registration-draft";
export const DRAFT_MAX_AGE_MS = 60 * 60 * 1000;

/** The camper form fields a draft may keep. Anything else typed in the wizard is never stored. */
export const DRAFT_FIELDS = [...IDENTITY_FIELDS, ...EMERGENCY_CONTACT_FIELDS, ...AGREEMENTS] as const;

/** Whose draft it is: the signed-in account's id, or null for a visitor who has not signed in yet. */
type Owner = string | null;
type StoredDraft = { owner: Owner; camperId: number | null; values: CamperValues; savedAt: number };
export type WizardDraft = Pick<StoredDraft, "camperId" | "values">;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage switched off (some private modes): the wizard simply keeps nothing.
    return null;
  }
}

export function saveDraft(owner: Owner, draft: WizardDraft, now = Date.now()) {
  const values: CamperValues = {};
  for (const field of DRAFT_FIELDS) if (draft.values[field]) values[field] = draft.values[field];
  const stored: StoredDraft = { owner, camperId: draft.camperId, values, savedAt: now };
  try {
    storage()?.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Full or refused: nothing kept, nothing lost but convenience.
  }
}

export function clearDraft() {
  storage()?.removeItem(KEY);
}

/**
 * The draft this viewer may pick up: their own, or one typed in this tab before signing in. A
 * draft of another account, or older than an hour, is deleted instead.
 */
export function readDraft(owner: Owner, now = Date.now()): WizardDraft | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  let stored: Partial<StoredDraft> | null = null;
  try {
    stored = JSON.parse(raw) as Partial<StoredDraft>;
  } catch {
    stored = null;
  }
  const fresh = typeof stored?.savedAt === "number" && now - stored.savedAt < DRAFT_MAX_AGE_MS;
  const mine = stored?.owner === owner || stored?.owner === null;
  if (!stored || !fresh || !mine || typeof stored.values !== "object" || stored.values === null) {
    clearDraft();
    return null;
  }
  const values: CamperValues = {};
  for (const field of DRAFT_FIELDS) {
    const value = (stored.values as Record<string, unknown>)[field];
    if (typeof value === "string" && value) values[field] = value;
  }
  const camperId = typeof stored.camperId === "number" ? stored.camperId : null;
  if (camperId === null && Object.keys(values).length === 0) return null;
  return { camperId, values };
}
