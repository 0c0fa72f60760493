-- Discover's indexes, one per gender the candidate accepts (decision 0185). A viewer's queries (the snapshot's walk, its
-- count) read only the index of the members who accept the viewer's gender, so a viewer few accept (a non-binary viewer
-- among men and women who want each other) no longer reads every index entry of a gender to find a handful. After
-- gender and id (the walk's order) come the candidate's columns the viewer's side of the filter tests: the birthday and
-- the age bounds the candidate sets, as before, and now the area centre (a distance dealbreaker's box), religion and
-- children, so a viewer's dealbreakers leave members out before their rows are read. The expressions and the predicate
-- are those of db/schema/discover-expressions.ts, spelled the same so the planner matches them.
CREATE INDEX "members_discover_male_idx" ON "members" USING btree ("gender","id","dob",(coalesce(("preferences" ->> 'ageMin')::integer, 0)),(coalesce(("preferences" ->> 'ageMax')::integer, 200)),"place_lat","place_lng","religion","kids_has","kids_wants") WHERE "discoverable" and "completed_signup" and not "is_blocked" and not "disabled" and (coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'male');--> statement-breakpoint
CREATE INDEX "members_discover_female_idx" ON "members" USING btree ("gender","id","dob",(coalesce(("preferences" ->> 'ageMin')::integer, 0)),(coalesce(("preferences" ->> 'ageMax')::integer, 200)),"place_lat","place_lng","religion","kids_has","kids_wants") WHERE "discoverable" and "completed_signup" and not "is_blocked" and not "disabled" and (coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'female');--> statement-breakpoint
CREATE INDEX "members_discover_non_binary_idx" ON "members" USING btree ("gender","id","dob",(coalesce(("preferences" ->> 'ageMin')::integer, 0)),(coalesce(("preferences" ->> 'ageMax')::integer, 200)),"place_lat","place_lng","religion","kids_has","kids_wants") WHERE "discoverable" and "completed_signup" and not "is_blocked" and not "disabled" and (coalesce("preferences" -> 'genders', nullif("interested_in", '[]'::jsonb), '["male","female","non-binary"]'::jsonb) ? 'non-binary');--> statement-breakpoint
DROP INDEX "members_discover_idx";--> statement-breakpoint
-- Who has not finished signing up (the visibility rule's "finished" reads the sign-up record): about one member in ten.
-- Every discover candidate is asked this; the unique index on member_id answered it with a read of the row for its
-- step, this one without a row, from an index a tenth of the size. 11 is SIGNUP_COMPLETE_STEP, the literal that
-- member-visible-to.sql writes, so the predicate matches.
CREATE INDEX "signup_auth_incomplete_idx" ON "signup_authentications" USING btree ("member_id") WHERE "auth_step" <> 11;
