// The specification's words for a camper form sent empty, one per required field: the schema's
// unit test and the registration journey both hold the form to this list.
export const EMPTY_CAMPER_FORM_MESSAGES = [
  "First name must be at least 2 characters",
  "Last name must be at least 2 characters",
  "Date of birth is required",
  "Grade is required",
  "Primary emergency contact name is required",
  "Valid phone number is required",
  "Relationship is required",
  "You must accept the waiver to proceed",
  "You must accept the media release to proceed",
  "You must accept the terms and conditions to proceed",
];
