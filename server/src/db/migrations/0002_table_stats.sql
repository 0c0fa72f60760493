-- The triggers that keep table_stats, and their functions, are module source: db/sql/table-stats.sql (decision 0130).
CREATE TABLE "table_stats" (
	"table_name" text PRIMARY KEY NOT NULL,
	"row_count" bigint NOT NULL,
	"head_created_at" timestamp with time zone,
	"head_id" uuid,
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "table_stats" ("table_name", "row_count", "head_created_at", "head_id")
SELECT 'members', (SELECT count(*) FROM "members"), newest.created_at, newest.id
FROM (SELECT NULL) AS one LEFT JOIN (SELECT created_at, id FROM "members" ORDER BY created_at DESC, id DESC LIMIT 1) AS newest ON true;
--> statement-breakpoint
INSERT INTO "table_stats" ("table_name", "row_count", "head_created_at", "head_id")
SELECT 'signup_authentications', (SELECT count(*) FROM "signup_authentications"), newest.created_at, newest.id
FROM (SELECT NULL) AS one LEFT JOIN (SELECT created_at, id FROM "signup_authentications" ORDER BY created_at DESC, id DESC LIMIT 1) AS newest ON true;
