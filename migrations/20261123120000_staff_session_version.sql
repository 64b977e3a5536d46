-- A counselor's sessions end when an admin resets their password or disables them.
ALTER TABLE `attendance_staff` ADD `session_version` integer DEFAULT 0 NOT NULL;
