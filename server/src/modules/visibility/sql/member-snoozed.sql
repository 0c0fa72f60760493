-- fragment member_snoozed(row)
-- The member is snoozed now (decision 0165): snoozed_at set, and no end or an end later than now(). Compared with
-- now() where it is read, so a snooze ends at its time by itself, with no job to clear it.
({{row}}.snoozed_at IS NOT NULL AND ({{row}}.snoozed_until IS NULL OR {{row}}.snoozed_until > now()))
