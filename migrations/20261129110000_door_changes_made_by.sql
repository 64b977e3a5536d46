-- Who made a door change is the counselor signed in on the device when it was made (docs/decisions/0057-door-trust.md):
-- adults' changes and roll call marks keep that name beside who sent them, and every door change
-- made under a sign-in the office had ended is flagged.
ALTER TABLE `attendance_events` ADD `sign_in_ended` integer DEFAULT false NOT NULL;
ALTER TABLE `medication_log` ADD `sign_in_ended` integer DEFAULT false NOT NULL;
ALTER TABLE `adult_presence_events` ADD `made_by` text;
ALTER TABLE `adult_presence_events` ADD `sign_in_ended` integer DEFAULT false NOT NULL;
ALTER TABLE `roll_call_marks` ADD `made_by` text;
ALTER TABLE `roll_call_marks` ADD `sign_in_ended` integer DEFAULT false NOT NULL;
