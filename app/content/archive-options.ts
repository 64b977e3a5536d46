// The media archive's filter choices (kept apart from the camp-day records, which stay on the server).
export const SCHOOL_YEAR_THEMES = ["Ocean Explorers", "Art Attack", "Science Lab", "Sports Day", "Holiday Crafts", "Game Day"] as const;
export const ARCHIVE_YEARS = ["2023", "2024", "2025"] as const;
export const SUMMER_WEEKS = ["1", "2", "3", "4", "5", "6", "7", "8"] as const;
