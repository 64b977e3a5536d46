// A YouTube video id is 11 letters, digits, '-' or '_'. Demo content uses ids starting with
// "placeholdr" (still 11 characters) until the office pastes the camp's own: the players show
// those as "Video coming soon" and never embed them. Kept apart from the schemas so the public
// pages' islands load no zod for it.
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
export const isPlaceholderVideo = (id: string) => id.startsWith("placeholdr");
