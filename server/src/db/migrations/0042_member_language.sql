-- The member's language (decision 0171): the language /app shows, and the one pushes and mails to the member are
-- written in. English ('en') or Nigerian Pidgin ('pcm', ISO 639-3); every member starts in English.
ALTER TABLE "members" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_language_check" CHECK ("language" IN ('en', 'pcm'));
