import { SIGNUP_COMPLETE_STEP } from '@blynd/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { photoScreeningColumns, staffReviewColumns } from './shared-columns';
import {
  ACCEPTED_AGE_MAX_SQL,
  ACCEPTED_AGE_MIN_SQL,
  acceptsGenderSql,
  DISCOVER_GENDERS,
  DISCOVERABLE_SQL,
} from './discover-expressions';

/**
 * Stored preferences: genders; ageMin/ageMax only while ages are a dealbreaker (the discover index reads them, both
 * ways), agePreferred while they only rank; the other preferences as { value, dealbreaker } (decision 0162).
 */
export type StoredPreferences = {
  genders: string[];
  ageMin?: number;
  ageMax?: number;
  agePreferred?: { min: number; max: number };
  distanceKm?: { value: number; dealbreaker: boolean };
  religions?: { value: string[]; dealbreaker: boolean };
  kids?: { value: { has?: boolean; wants?: string[] }; dealbreaker: boolean };
  languages?: { value: string[]; dealbreaker: boolean };
};

export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    /** Canonical form: 234 + 10 digits. */
    phone: text('phone').notNull(),
    /** Unknown until the member enters it at sign-up step 2. */
    dob: date('dob', { mode: 'string' }),
    gender: text('gender'),
    state: text('state').notNull().default(''),
    region: text('region').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    bio: text('bio').notNull().default(''),
    interests: jsonb('interests')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    income: integer('income').notNull().default(0),
    earningStatus: text('earning_status'),
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    earningVerified: boolean('earning_verified').notNull().default(false),
    livenessVerified: boolean('liveness_verified').notNull().default(false),
    isBlocked: boolean('is_blocked').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    completedSignup: boolean('completed_signup').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Set when the account was made on a phone that deleted an account before (decision 0079). */
    reRegisteredAt: timestamp('re_registered_at', { withTimezone: true }),
    /** Stored lower case like `gender` (male, female, non-binary); the member API shows Male, Female, Non-Binary. */
    interestedIn: jsonb('interested_in')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Who the member wants to see: genders (lower case) and an age range; null until set. */
    preferences: jsonb('preferences').$type<StoredPreferences>(),
    /** Compatibility (decision 0090): ids from the catalogues in @blynd/shared. */
    relationshipGoal: text('relationship_goal'),
    values: jsonb('values')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    prompts: jsonb('prompts')
      .$type<{ promptId: string; answer: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    photosPublic: boolean('photos_public').notNull().default(false),
    discoverable: boolean('discoverable').notNull().default(true),
    /** Only verified members may see and reach this member, and this member sees only them (decision 0146). */
    onlyVerified: boolean('only_verified').notNull().default(false),
    /** Off: the member neither sends nor sees read marks in chat. */
    readReceipts: boolean('read_receipts').notNull().default(true),
    /** Discovery filters (decisions 0161–0163): a state and LGA of the places data set, with that area's centre point. */
    placeState: text('place_state'),
    placeLga: text('place_lga'),
    placeLat: doublePrecision('place_lat'),
    placeLng: doublePrecision('place_lng'),
    religion: text('religion'),
    kidsHas: boolean('kids_has'),
    kidsWants: text('kids_wants'),
    languages: jsonb('languages')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    heightCm: integer('height_cm'),
    /** Snooze (decision 0165): set while snoozed; snoozedUntil null means until the member ends it. */
    snoozedAt: timestamp('snoozed_at', { withTimezone: true }),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
    /** Incognito's switch (decision 0165); in force only while premiumUntil is in the future. */
    incognito: boolean('incognito').notNull().default(false),
    /** The member's language (decision 0171): /app's, and that of the pushes and mails sent to the member. */
    language: text('language').$type<'en' | 'pcm'>().notNull().default('en'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_phone_unique').on(t.phone),
    index('members_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('members_earning_status_idx').on(t.earningStatus),
    index('members_premium_until_idx').on(t.premiumUntil),
    // Discover (decisions 0052, 0185): one index per gender the candidate accepts, each one gender's members in id
    // order with the columns a viewer's side of the filter tests checked inside the index (migration 0046).
    ...DISCOVER_GENDERS.map((accepted) =>
      index(`members_discover_${accepted.replace('-', '_')}_idx`)
        .on(
          t.gender,
          t.id,
          t.dob,
          sql.raw(`(${ACCEPTED_AGE_MIN_SQL})`),
          sql.raw(`(${ACCEPTED_AGE_MAX_SQL})`),
          t.placeLat,
          t.placeLng,
          t.religion,
          t.kidsHas,
          t.kidsWants,
        )
        .where(sql.raw(`${DISCOVERABLE_SQL} and ${acceptsGenderSql(accepted)}`)),
    ),
    // Search (decision 0058): trigram indexes serve ILIKE/LIKE '%term%' on exactly these expressions.
    index('members_name_trgm_idx').using('gin', sql`(lower(${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`),
    index('members_email_trgm_idx').using('gin', sql`(lower(${t.email})) gin_trgm_ops`),
    index('members_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('members_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('members_phone_prefix_idx').on(sql`${t.phone} text_pattern_ops`),
    index('members_name_sort_idx').on(sql`lower(${t.firstName} || ' ' || ${t.lastName})`, t.id),
    index('members_blocked_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isBlocked}`),
    check('members_language_check', sql`${t.language} in ('en', 'pcm')`),
  ],
);

export const memberPhotos = pgTable(
  'member_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Unused since photos are served only through authorised routes (decision 0046); kept for old rows. */
    url: text('url').notNull().default(''),
    /** The random storage key of the photo's files (decision 0046); never sent to members. */
    publicId: text('public_id').notNull(),
    flagged: boolean('flagged').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** ThumbHash (base64) of a tiny downscale (decision 0045). */
    placeholder: text('placeholder').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `checking` until the screening job decides; only `approved` photos reach anyone but the owner (migration 0029). */
    status: text('status').$type<'checking' | 'approved' | 'held' | 'rejected'>().notNull().default('checking'),
    reason: text('reason'),
    faceMatch: text('face_match').$type<'match' | 'no-face' | 'mismatch'>(),
    ...photoScreeningColumns(),
    ...staffReviewColumns(),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
  },
  (t) => [
    index('member_photos_member_idx').on(t.memberId, t.createdAt),
    index('member_photos_member_position_idx').on(t.memberId, t.position),
    index('member_photos_unsettled_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} IN ('checking', 'held')`),
    index('member_photos_approved_member_idx')
      .on(t.memberId, t.position)
      .where(sql`${t.status} = 'approved'`),
    check('member_photos_status_check', sql`${t.status} IN ('checking', 'approved', 'held', 'rejected')`),
  ],
);

/** Hashes of photos staff removed: a re-upload of one is a duplicate even after its row is gone. */
export const removedPhotoHashes = pgTable('removed_photo_hashes', {
  id: uuid('id').primaryKey().defaultRandom(),
  dhash: bigint('dhash', { mode: 'bigint' }).notNull(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  removedBy: uuid('removed_by').references(() => admins.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
});

/**
 * The verified face (decision 0140): a template from the liveness reference image or the sandbox step's selfie,
 * kept only for matching and deleted with the account. `status` is `review` while an underage estimate waits for staff.
 */
export const memberVerifiedFaces = pgTable('member_verified_faces', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  source: text('source').$type<'liveness' | 'selfie'>().notNull(),
  template: jsonb('template').notNull(),
  ageLow: real('age_low'),
  ageEstimate: real('age_estimate'),
  status: text('status').$type<'verified' | 'review' | 'rejected'>().notNull().default('verified'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  ...staffReviewColumns(),
  /** Set when the badge must be earned again (phone change, fake-photos report acted on); cleared by a new check. */
  reverifyReason: text('reverify_reason'),
  reverifyRequestedAt: timestamp('reverify_requested_at', { withTimezone: true }),
  /** The face image's key in photo storage, only while staff review it (decision 0148). */
  imageKey: text('image_key'),
});

export const signupAuthentications = pgTable(
  'signup_authentications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    authStep: integer('auth_step').notNull().default(1),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signup_auth_member_unique').on(t.memberId),
    index('signup_auth_phone_idx').on(t.phone),
    index('signup_auth_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Who has not finished signing up, asked of every discover candidate (migration 0046).
    index('signup_auth_incomplete_idx')
      .on(t.memberId)
      .where(sql.raw(`"auth_step" <> ${SIGNUP_COMPLETE_STEP}`)),
  ],
);

/** One message of a report's excerpt, marked by sender (a report and a past match's evidence copy these). */
export type ReportExcerptMessage = {
  _id: string;
  seq: number;
  fromReported: boolean;
  text: string;
  sentAt: string;
  /** Rich chat (decisions 0157, 0168); absent in excerpts copied before. */
  kind?: 'text' | 'voice' | 'photo';
  attachmentId?: string | null;
};

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** user | photo | message */
    kind: text('kind').notNull(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Empty once the reported account is deleted; the report stays, under `reportedPhoneHash` (decision 0124). */
    reportedMemberId: uuid('reported_member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The deleted reported account's phone HMAC (decision 0079), until a new account on that phone takes the report. */
    reportedPhoneHash: text('reported_phone_hash'),
    photoId: uuid('photo_id').references(() => memberPhotos.id, { onDelete: 'set null' }),
    messageText: text('message_text'),
    /** A message report: the reported message and the excerpt the server copied (it and up to 10 before it). */
    messageId: uuid('message_id'),
    messageExcerpt: jsonb('message_excerpt').$type<ReportExcerptMessage[]>(),
    /** One of REPORT_REASON_CODES (decision 0154); `reason` is the member's own words. */
    reasonCode: text('reason_code').notNull().default('other'),
    reason: text('reason').notNull(),
    /** The ended match a report was filed from (GET /matches/past): its excerpt is that match's evidence. */
    pastMatchId: uuid('past_match_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** open | actioned | dismissed (decision 0059); a resolution always carries a note and who made it. */
    status: text('status').notNull().default('open'),
    note: text('note'),
    resolvedBy: uuid('resolved_by').references(() => admins.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('reports_kind_created_idx').on(t.kind, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reports_status_kind_created_idx').on(
      t.status,
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc().nullsFirst()),
    index('reports_reported_idx').on(t.reportedMemberId, t.createdAt.desc().nullsFirst()),
    index('reports_reported_phone_idx')
      .on(t.reportedPhoneHash)
      .where(sql`${t.reportedPhoneHash} is not null`),
    check('reports_status_check', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);

/** Every move of a member's sign-up level after the record was created: the app's own steps and staff edits. */
export const signupStepChanges = pgTable(
  'signup_step_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    fromStep: integer('from_step').notNull(),
    toStep: integer('to_step').notNull(),
    /** member | admin */
    source: text('source').notNull(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('signup_step_changes_member_idx').on(t.memberId, t.createdAt),
    check('signup_step_changes_source_check', sql`${t.source} in ('member', 'admin')`),
  ],
);
