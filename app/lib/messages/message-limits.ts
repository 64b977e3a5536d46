// The compose form's limits and the banner's intent, apart from the zod schema, so the Messages
// tab and the parents' pages load no zod for them (the schema checks the same numbers).

export const SUBJECT_MAX = 150;
export const BODY_MAX = 5000;

/** The intent of "Mark as read" on an urgent message (the dashboard's and the family page's actions). */
export const READ_MESSAGE_INTENT = "read-message";
