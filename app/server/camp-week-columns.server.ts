// The columns that say which week a camp session is, and where and for whom: what a list of
// sessions (the waitlist's, a summer cart's) shows of each.
import { campSessions } from "../../db/schema";

export const campWeekColumns = {
  id: campSessions.id,
  name: campSessions.name,
  location: campSessions.location,
  ageGroup: campSessions.ageGroup,
  startDate: campSessions.startDate,
  endDate: campSessions.endDate,
};
