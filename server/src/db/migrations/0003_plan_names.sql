-- Plan names are unique whatever their case. A database may already hold names that differ
-- only in case (a rename to SPARK was accepted before): the active, oldest one keeps its name, the others are
-- renamed with a numbered suffix so the index can be built and an admin can tell them apart.
UPDATE "plans" AS p SET "name" = p."name" || ' (' || d.rn || ')'
FROM (SELECT "id", row_number() OVER (PARTITION BY lower("name") ORDER BY "retired", "created_at", "id") AS rn FROM "plans") AS d
WHERE d."id" = p."id" AND d.rn > 1;--> statement-breakpoint
DROP INDEX "plans_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_lower_unique" ON "plans" USING btree (lower("name"));
