// The word a parent types to confirm deleting the account: the family page shows it, the schema
// (family-forms.ts) checks it. Apart from the schema so the page does not load zod for one word
// (docs/decisions/0064-app-pages-on-a-phone.md).

/** The word a parent types to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = "DELETE";
