-- Verification (decisions 0146, 0148). The biometric consent a member gave before the face check: the version of the
-- exact text shown (shared/src/types/biometric-consent.ts) and when; one row per version accepted, kept with the
-- account and deleted with it.
CREATE TABLE "member_biometric_consents" (
	"member_id" uuid NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("member_id", "version")
);
--> statement-breakpoint
-- "Only verified members": members who are not verified neither see this member nor reach them (decision 0146).
ALTER TABLE "members" ADD COLUMN "only_verified" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The face image, kept in photo storage under a random key only while staff review it (an underage estimate, a photo
-- held as not-you or underage); deleted once the review is settled (decision 0148).
ALTER TABLE "member_verified_faces" ADD COLUMN "image_key" text;
--> statement-breakpoint
-- The sandbox liveness step's selfie, analysed when it is sent and used when the session completes with a pass: its
-- template, age and (only when the age sends it to review) the stored image's key.
ALTER TABLE "liveness_checks" ADD COLUMN "selfie" jsonb;
