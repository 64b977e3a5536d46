// Children's data has one list. Every table and column that holds a person's name, contact
// (e-mail, phone, address), photo, or medical or notes text is named once here, with what it
// becomes when erased and how its rows belong to a family or a camper. The family's data download,
// Delete my account and the retention job are all driven by this list, and
// tests/workerd/personal-data.test.ts fails when db/schema.ts gains a column that looks personal
// without being listed here or in NOT_PERSONAL. See docs/decisions/0033-personal-data-list-and-retention.md.
import { sql, type SQL } from "drizzle-orm";
import { kindsSql } from "./attendance/door-kinds.server";
import { d1Statement } from "./db.server";
import { accountThrottleKey } from "./login-throttle.server";
import { deletePrivateFiles } from "./private-files.server";

export const ERASED_CAMPER_NAME = "Erased camper";
export const DELETED_ACCOUNT_NAME = "Deleted account";

/** Whose data: the family (account deletion, download) and/or chosen campers (retention too). */
export type Family = { id: string; email: string; name: string };

/** What a column holds once erased: a value, or an expression (it may keep what is not the family's). */
type Erased = string | null | ((family: Family | null) => SQL);

type PersonalTable = {
  /** The personal columns and what each becomes when erased. */
  columns: Record<string, Erased>;
  /** The rows of the campers whose ids `camperIds` (a SELECT of ids) gives. */
  ofCampers?: (camperIds: SQL) => SQL;
  /** The family's rows not tied to one camper (the account, its mail, its pickup code). */
  ofFamily?: (family: Family) => SQL;
  /** Door rows of camp days before `day`, whoever they were (CSV imports have no camper). */
  ofDoorDaysBefore?: (day: string) => SQL;
  /** Rows that mean nothing without their person are deleted rather than emptied. */
  deleteRows?: boolean;
  /** The column naming a private file (a photo in the PRIVATE_FILES bucket), deleted with its row. */
  privateFileKey?: string;
  /** Columns set to the time of erasure. */
  stampOnErase?: string[];
  /** Left out of the family's download: secrets, and what only serves the camp's machinery. */
  notDownloaded?: string[] | "table";
};

const raw = (name: string) => sql.raw(`"${name}"`);
const doorRowsOfCampers = (camperIds: SQL) => sql`roster_entry_id IN (SELECT id FROM roster_entries WHERE camper_id IN (${camperIds}))`;
const rostersOfDaysBefore = (day: string) => sql`attendance_session_id IN (SELECT id FROM attendance_sessions WHERE date < ${day})`;
const doorRowsOfDaysBefore = (day: string) =>
  sql`roster_entry_id IN (SELECT id FROM roster_entries WHERE attendance_session_id IN (SELECT id FROM attendance_sessions WHERE date < ${day}))`;
/** The parent's own name in a log is replaced; a staff member's name beside it stays. */
const parentNameIn = (column: string, family: Family | null) =>
  family ? sql`CASE WHEN ${raw(column)} = ${family.name} THEN ${DELETED_ACCOUNT_NAME} ELSE ${raw(column)} END` : raw(column);

/** The one list. Keys are the tables' SQL names; columns their SQL names. */
export const PERSONAL_DATA = {
  users: {
    columns: {
      email: () => sql`'deleted-' || id || '@deleted.invalid'`,
      first_name: "Deleted",
      last_name: "account",
      google_id: null,
      password_hash: null,
    },
    ofFamily: (f) => sql`id = ${f.id}`,
    notDownloaded: ["password_hash", "google_id"],
  },
  login_throttles: {
    // The key of a parent's failed sign-ins is their e-mail.
    columns: { key: null },
    ofFamily: (f) => sql`instr(key, ${accountThrottleKey("parent", f.email)}) > 0`,
    deleteRows: true,
    notDownloaded: "table",
  },
  outbox: {
    columns: { to_address: "", subject: "", text_body: "", html_body: "" },
    ofFamily: (f) => sql`to_address = ${f.email} AND erased_at IS NULL`,
    stampOnErase: ["erased_at"],
    // The bodies hold one-time links: a borrowed session must not be able to read them.
    notDownloaded: ["text_body", "html_body", "dedupe_key", "last_error"],
  },
  campers: {
    columns: {
      first_name: "Erased",
      last_name: "camper",
      date_of_birth: "",
      allergies: "",
      medications: "",
      medical_conditions: "",
      special_dietary_needs: "",
      doctor_name: "",
      doctor_phone: "",
      insurance_provider: "",
      emergency_contact_name: "",
      emergency_contact_phone: "",
      emergency_contact_relationship: "",
      emergency_contact2_name: "",
      emergency_contact2_phone: "",
      emergency_contact2_relationship: "",
      authorized_pickup_persons: "",
      special_instructions: "",
    },
    ofCampers: (ids) => sql`id IN (${ids})`,
    stampOnErase: ["erased_at", "updated_at"],
  },
  authorized_adults: {
    columns: { name: "", relationship: "", phone: "", photo_key: null },
    ofCampers: (ids) => sql`camper_id IN (${ids})`,
    deleteRows: true,
    privateFileKey: "photo_key",
    notDownloaded: ["photo_key"],
  },
  family_pickup_codes: {
    columns: { code: "", salt: "", hash: "" },
    ofFamily: (f) => sql`parent_id = ${f.id}`,
    deleteRows: true,
    notDownloaded: ["salt", "hash"],
  },
  registrations: {
    // A deferral reason is the parent's own words.
    columns: { defer_reason: null },
    ofCampers: (ids) => sql`camper_id IN (${ids})`,
  },
  payments: {
    columns: { recorded_by: (f) => parentNameIn("recorded_by", f) },
    ofFamily: (f) => sql`registration_id IN (SELECT id FROM registrations WHERE parent_id = ${f.id})`,
  },
  audit_log: {
    // What the parent did stays on file, as "Deleted account"; the details naming a pickup adult
    // (one the parent removed, who picked a child up, an override's reason) go.
    columns: {
      actor_name: (f) => (f ? sql`CASE WHEN actor_type = 'user' AND actor_id = ${f.id} THEN ${DELETED_ACCOUNT_NAME} ELSE actor_name END` : sql`actor_name`),
      detail: () => sql`CASE WHEN action LIKE 'pickup.adult.%' OR action LIKE 'attendance.pickup.%' THEN NULL ELSE detail END`,
    },
    ofFamily: (f) => sql`actor_type = 'user' AND actor_id = ${f.id}`,
    ofCampers: (ids) => sql`subject_type = 'roster_entry' AND subject_id IN (SELECT CAST(id AS TEXT) FROM roster_entries WHERE camper_id IN (${ids}))`,
  },
  roster_entries: {
    columns: { camper_name: ERASED_CAMPER_NAME, nickname: "", allergies: "", medications: "", parent_phone: "", notes: "" },
    ofCampers: (ids) => sql`camper_id IN (${ids})`,
    ofDoorDaysBefore: rostersOfDaysBefore,
  },
  attendance_records: {
    columns: { picked_up_by: null, pickup_relationship: null, pickup_reason: null, notes: "" },
    ofCampers: doorRowsOfCampers,
    ofDoorDaysBefore: doorRowsOfDaysBefore,
  },
  attendance_events: {
    // A note, a group, or a check-out's pickup (adult's name, override reason) as the device sent it.
    // A later fold of the day reads these, so each kind keeps its shape: empty text, or empty JSON.
    columns: {
      value: () =>
        sql`CASE WHEN kind = ${kindsSql(["group"])} THEN value WHEN kind = ${kindsSql(["notes"])} THEN '' WHEN value IS NULL THEN NULL ELSE '{}' END`,
    },
    ofCampers: doorRowsOfCampers,
    ofDoorDaysBefore: doorRowsOfDaysBefore,
  },
  medication_log: {
    columns: { camper_name: ERASED_CAMPER_NAME, medication: "", reason: "" },
    ofCampers: doorRowsOfCampers,
    ofDoorDaysBefore: doorRowsOfDaysBefore,
  },
  pickup_code_attempts: {
    columns: { camper_name: ERASED_CAMPER_NAME },
    ofCampers: doorRowsOfCampers,
    ofFamily: (f) => sql`parent_id = ${f.id}`,
    ofDoorDaysBefore: doorRowsOfDaysBefore,
  },
  family_message_recipients: {
    // The address an office message went to; the row stays (the message reached a family), emptied.
    columns: { email: "" },
    ofFamily: (f) => sql`parent_id = ${f.id}`,
  },
  adult_presence_events: {
    // A visitor's name and why they came (a parent helper, an inspector): kept until the day is past
    // retention, like the children's door rows. A staff member's name stays: it is the camp's record.
    columns: { name: () => sql`CASE WHEN role = 'visitor' THEN '' ELSE name END`, reason: "" },
    ofDoorDaysBefore: rostersOfDaysBefore,
    // Not tied to a family account: a visitor signs in by name only.
    notDownloaded: "table",
  },
} satisfies Record<string, PersonalTable>;

/**
 * Columns whose names look personal but hold no family's data: staff names (the counselor who
 * checked a child in is the camp's record), the office's words, and keys of the camp's machinery.
 */
export const NOT_PERSONAL: Record<string, string> = {
  "job_health.name": "a scheduled job's name",
  "job_health.label": "a scheduled job's label",
  "programs.name": "a program's name",
  "camp_sessions.name": "a session's name",
  "registration_windows.label": "a window's name",
  "lottery_draws.finalized_by": "the admin who finalised a draw",
  "outbox.dedupe_key": "a notice's key (kind and ids)",
  "outbox.erased_at": "when the mail was erased",
  "audit_log.actor_id": "an account's or staff member's id",
  "attendance_staff.username": "a counselor's sign-in name",
  "attendance_staff.display_name": "a counselor's name",
  "attendance_staff.door_code_salt": "the salt of a staff member's door code check",
  "attendance_staff.door_code_hash": "a staff member's door code check (never the code)",
  "attendance_sessions.notes": "the office's notes about the day",
  "attendance_records.checked_in_by": "the counselor who checked in",
  "attendance_records.checked_out_by": "the counselor who checked out",
  "attendance_records.pickup_method": "adult, code or override",
  "attendance_records.pickup_adult_id": "an id in authorized_adults",
  "attendance_events.staff_name": "the counselor who tapped",
  "attendance_events.sent_by": "the counselor signed in when sent",
  "medication_log.recorded_by": "the counselor who gave it",
  "medication_log.sent_by": "the counselor signed in when sent",
  "pickup_code_attempts.staff_name": "the counselor at the door",
  "media_objects.key": "a public photo's R2 key",
  "media_objects.alt": "a public photo's description",
  "content_blocks.key": "a page block's name",
  "content_blocks.body": "public page copy",
  "content_items.body": "public page copy (team members publish their own names)",
  "camp_settings.child_data_retention_days": "the office's setting",
  "camp_settings.mail_retention_days": "the office's setting",
  "camp_settings.legal_name": "the camp's own legal name",
  "camp_settings.phone": "the camp's own phone",
  "camp_settings.postal_address": "the camp's own address",
  "camp_settings.tax_id": "the camp's own tax id",
  "users.notify_registration_open": "an e-mail preference",
  "users.email_verified_at": "when the address was confirmed",
  "registration_windows.notify_by": "when families are told",
  "audit_log.subject_type": "what kind of record a log row is about",
  "payments_to_check.checked_by": "the office member who checked a payment",
  "audit_log.subject_id": "the id of that record",
  "roster_entries.group_name": "the camp group a child is in",
  "roster_entries.removed_by": "the counselor who removed the camper from the roster",
  "time_alert_acknowledgements.acknowledged_by": "the counselor who acknowledged a time alert",
  "roster_entries.first_group_name": "the camp group a child started the day in",
  "adult_presence_events.group_name": "the camp group an adult is with",
  "adult_presence_events.sent_by": "the counselor signed in when sent",
  "roll_calls.started_by": "the counselor who started a roll call",
  "ratio_rules.name": "a camp group's or age group's name",
  "payment_plans.name": "the office's name for a season's payment plan",
  "roll_calls.ended_by": "the counselor who ended it",
  "roll_call_marks.sent_by": "the counselor signed in when sent",
  "adult_presence_events.made_by": "the counselor signed in when the change was made",
  "roll_call_marks.made_by": "the counselor signed in when the mark was made",
  "users.notify_news": "an e-mail preference",
  "family_messages.request_key": "the compose form's key, so a retry is the same message",
  "family_messages.subject": "the office's words to many families",
  "family_messages.body": "the office's words to many families",
  "family_messages.group_name": "the camp group a message is for",
  "family_messages.created_by": "the admin who wrote the message",
};

/** A column name that suggests a person's name, contact, photo, health or free text. */
export const LOOKS_PERSONAL =
  /name|phone|email|mail|address|allerg|medic|diet|note|photo|birth|doctor|insurance|contact|pickup|picked|reason|relationship|instruction|detail|value|body|subject|key|code|label|_by$/;

export type PersonalTableName = keyof typeof PERSONAL_DATA;
const tables = Object.entries(PERSONAL_DATA) as Array<[PersonalTableName, PersonalTable]>;

export type Erasure = {
  now: number;
  /** Campers erased with everything of theirs. */
  camperIds: number[];
  /** The family whose account is deleted (its own rows too), or null. */
  family: Family | null;
  /** Door rows of camp days before this day are emptied too (retention). */
  doorDaysBefore?: string;
};

function rowsOf(entry: PersonalTable, camperIds: SQL | null, family: Family | null, doorDaysBefore?: string): SQL | null {
  const parts = [
    camperIds && entry.ofCampers ? entry.ofCampers(camperIds) : null,
    family && entry.ofFamily ? entry.ofFamily(family) : null,
    doorDaysBefore && entry.ofDoorDaysBefore ? entry.ofDoorDaysBefore(doorDaysBefore) : null,
  ].filter((part): part is SQL => part !== null);
  return parts.length
    ? sql.join(
        parts.map((p) => sql`(${p})`),
        sql` OR `,
      )
    : null;
}

const erasedValue = (value: Erased, family: Family | null) => (typeof value === "function" ? value(family) : value === null ? sql`NULL` : sql`${value}`);

/**
 * Erases, in one D1 batch, every listed column of the chosen campers' and family's rows (rows
 * already erased are left alone, so the change counts are real), then deletes their photos from the private bucket.
 * Returns the rows changed per table.
 */
export async function erasePersonalData(env: Env, erasure: Erasure): Promise<Partial<Record<PersonalTableName, number>>> {
  const { camperIds, family, doorDaysBefore, now } = erasure;
  const ids = camperIds.length ? sql`SELECT value FROM json_each(${JSON.stringify(camperIds)})` : null;
  const work = tables.flatMap(([table, entry]) => {
    const where = rowsOf(entry, ids, family, doorDaysBefore);
    return where ? [{ table, entry, where }] : [];
  });
  const photoKeys: string[] = [];
  for (const { table, entry, where } of work) {
    if (!entry.privateFileKey) continue;
    const { results } = await d1Statement(
      env.DB,
      sql`SELECT ${raw(entry.privateFileKey)} AS k FROM ${raw(table)} WHERE (${where}) AND ${raw(entry.privateFileKey)} IS NOT NULL`,
    ).all<{
      k: string;
    }>();
    photoKeys.push(...results.map((r) => r.k));
  }
  const statements = work.map(({ table, entry, where }) => {
    if (entry.deleteRows) return sql`DELETE FROM ${raw(table)} WHERE ${where}`;
    const columns = Object.entries(entry.columns).map(([column, value]) => ({ column, value: erasedValue(value, family) }));
    const sets = [...columns.map(({ column, value }) => sql`${raw(column)} = ${value}`), ...(entry.stampOnErase ?? []).map((c) => sql`${raw(c)} = ${now}`)];
    const notYet = sql.join(
      columns.map(({ column, value }) => sql`${raw(column)} IS NOT (${value})`),
      sql` OR `,
    );
    return sql`UPDATE ${raw(table)} SET ${sql.join(sets, sql`, `)} WHERE (${where}) AND (${notYet})`;
  });
  const results = await env.DB.batch(statements.map((s) => d1Statement(env.DB, s)));
  // After the rows are gone, so a failed batch never leaves a row pointing at a missing photo.
  await deletePrivateFiles(env, photoKeys);
  return Object.fromEntries(work.map(({ table }, i) => [table, results[i]?.meta.changes ?? 0]));
}

const familyCamperIds = (family: Family) => sql`SELECT id FROM campers WHERE parent_id = ${family.id}`;

/** Every listed table's rows of the family, as stored (times are turned into ISO dates), for the download. */
export async function personalRecordsOfFamily(env: Env, family: Family): Promise<Record<string, Array<Record<string, unknown>>>> {
  const listed = tables.filter(([, entry]) => entry.notDownloaded !== "table");
  const answers = await env.DB.batch(
    listed.map(([table, entry]) =>
      d1Statement(env.DB, sql`SELECT * FROM ${raw(table)} WHERE ${rowsOf(entry, familyCamperIds(family), family)!} ORDER BY rowid`),
    ),
  );
  return Object.fromEntries(
    listed.map(([table, entry], i) => {
      const hidden = new Set(Array.isArray(entry.notDownloaded) ? entry.notDownloaded : []);
      const rows = (answers[i]?.results ?? []) as Array<Record<string, unknown>>;
      return [
        table,
        rows.map((row) =>
          Object.fromEntries(
            Object.entries(row)
              .filter(([column]) => !hidden.has(column))
              .map(([column, value]) => [
                column,
                /_at$|^at$|^registration_date$/.test(column) && typeof value === "number" ? new Date(value).toISOString() : value,
              ]),
          ),
        ),
      ];
    }),
  );
}
