// Every change on the dashboard posts to its tab's route action (see use-admin-post.ts and use-admin-form.ts); the
// formatters live in ~/lib/format and the tabs import them from here.
export { campDayWithWeekday as formatDay, formatInstant, formatMoney } from "~/lib/format";
