-- Every upload is screened before anyone else sees it (decisions 0140-0143, 0146). A photo starts `checking`; the
-- screening job sets `approved`, `held` (waits for staff) or `rejected` with its reason. Photos that were never
-- screened (every photo before this migration) become `checking` too and are screened by the sweep on start:
-- nothing is approved without a check.
ALTER TABLE "member_photos" ADD COLUMN "status" text DEFAULT 'checking' NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_status_check" CHECK ("status" IN ('checking', 'approved', 'held', 'rejected'));
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_reason_check" CHECK ("reason" IS NULL OR "reason" IN ('nudity', 'violence', 'no-face', 'not-you', 'several-faces', 'underage', 'duplicate', 'unreadable'));
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "face_match" text;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_face_match_check" CHECK ("face_match" IS NULL OR "face_match" IN ('match', 'no-face', 'mismatch'));
--> statement-breakpoint
-- The provider's scores and evidence, for staff (screening-rules.ts ScreeningScores, plus the provider name).
ALTER TABLE "member_photos" ADD COLUMN "screening" jsonb;
--> statement-breakpoint
-- The 64-bit dHash of the picture (perceptual-hash.ts), signed; its mirror image's beside it.
ALTER TABLE "member_photos" ADD COLUMN "dhash" bigint;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "dhash_mirrored" bigint;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "screened_at" timestamp with time zone;
--> statement-breakpoint
-- A staff decision on a held photo or an appeal: who, when, why (also in the audit log).
ALTER TABLE "member_photos" ADD COLUMN "reviewed_by" uuid REFERENCES "admins"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "reviewed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "member_photos" ADD COLUMN "review_note" text;
--> statement-breakpoint
-- One appeal per rejected photo.
ALTER TABLE "member_photos" ADD COLUMN "appealed_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "member_photos_unsettled_idx" ON "member_photos" USING btree ("status", "created_at") WHERE "status" IN ('checking', 'held');
--> statement-breakpoint
CREATE INDEX "member_photos_approved_member_idx" ON "member_photos" USING btree ("member_id", "position") WHERE "status" = 'approved';
--> statement-breakpoint
-- The hashes of photos staff removed: a re-upload of one is `duplicate` even after its row is gone.
CREATE TABLE "removed_photo_hashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dhash" bigint NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	"reason" text NOT NULL
);
--> statement-breakpoint
-- The verified face (decision 0140): the template made from the liveness reference image, or from the selfie taken
-- in the sandbox liveness step; kept only for matching, deleted with the account. `age_low` is the estimator's lower
-- bound (decision 0141). `verified_at` null while the face waits for staff (an underage estimate).
CREATE TABLE "member_verified_faces" (
	"member_id" uuid PRIMARY KEY NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"provider" text NOT NULL,
	"source" text NOT NULL CHECK ("source" IN ('liveness', 'selfie')),
	"template" jsonb NOT NULL,
	"age_low" real,
	"age_estimate" real,
	"status" text DEFAULT 'verified' NOT NULL CHECK ("status" IN ('verified', 'review', 'rejected')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"reviewed_by" uuid REFERENCES "admins"("id") ON DELETE set null,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	-- Set when the badge must be earned again (a phone change, a fake-photos report acted on); cleared by a new check.
	"reverify_reason" text,
	"reverify_requested_at" timestamp with time zone
);
