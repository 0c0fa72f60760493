import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { EARNING_STATUSES } from '../types/constants';
import { meVerificationSchema } from './member-verification';
import { privacyStateSchema } from './privacy';
import { memberPhotoSchema } from './member-profile';
import { discoveryPreferencesShape, discoveryProfileShape } from './discovery-filters';
import {
  compatibilityProfileSchema,
  memberValuesField,
  promptAnswersField,
  relationshipGoalField,
} from './member-compatibility';
import {
  BIO_MAX,
  BLYNDMOJIS,
  INTERESTS,
  INTERESTS_MAX,
  INTERESTS_MIN,
  MEMBER_GENDERS,
  MINIMUM_AGE,
  MINIMUM_INCOME,
  NIGERIAN_STATES,
} from '../types/member-constants';

const genderField = z.enum(MEMBER_GENDERS, { error: `Gender must be one of ${MEMBER_GENDERS.join(', ')}` });
const age = z
  .number({ error: 'Age must be a whole number' })
  .int()
  .min(MINIMUM_AGE, { error: `Ages start at ${MINIMUM_AGE}` })
  .max(99);

const ageBound = z.union(
  [age, z.strictObject({ value: age, dealbreaker: z.boolean({ error: 'dealbreaker must be true or false' }) })],
  {
    error: 'Age must be a whole number or { value, dealbreaker }',
  },
);
const ageValue = (bound: z.infer<typeof ageBound>) => (typeof bound === 'number' ? bound : bound.value);
const ageDealbreakerOf = (bound: z.infer<typeof ageBound>) =>
  typeof bound === 'number' ? undefined : bound.dealbreaker;

// Strict like PATCH /me itself: an unknown key anywhere in the patch is a 400, never silently dropped.
// Genders always filter; ages filter unless a dealbreaker false says they only rank (decision 0162), a plain
// number being a dealbreaker as before. The other preferences are { value, dealbreaker }; left out, they stay.
export const memberPreferencesSchema = z
  .strictObject({
    genders: z.array(genderField).min(1, { error: 'Choose at least one gender' }).max(MEMBER_GENDERS.length),
    ageMin: ageBound,
    ageMax: ageBound,
    ageDealbreaker: z.boolean({ error: 'ageDealbreaker must be true or false' }).optional(),
    ...z.object(discoveryPreferencesShape).partial().shape,
  })
  .refine((p) => ageValue(p.ageMin) <= ageValue(p.ageMax), {
    error: 'The youngest age must not be above the oldest',
    path: ['ageMin'],
  })
  .refine(
    (p) => {
      const said = [p.ageDealbreaker, ageDealbreakerOf(p.ageMin), ageDealbreakerOf(p.ageMax)].filter(
        (d) => d !== undefined,
      );
      return said.every((d) => d === said[0]);
    },
    { error: 'ageMin and ageMax must agree on dealbreaker', path: ['ageMin'] },
  )
  .transform((p) => {
    const { ageMin, ageMax, ageDealbreaker, ...rest } = p;
    return {
      ...rest,
      ageMin: ageValue(ageMin),
      ageMax: ageValue(ageMax),
      ageDealbreaker: ageDealbreaker ?? ageDealbreakerOf(ageMin) ?? ageDealbreakerOf(ageMax) ?? true,
    };
  });
export type MemberPreferences = z.output<typeof memberPreferencesSchema>;

/** Preferences as GET /me answers them: ages as numbers with whether they filter, the others null when unset. */
export const memberPreferencesResponseSchema = z.object({
  genders: z.array(genderField),
  ageMin: age,
  ageMax: age,
  ageDealbreaker: z.boolean(),
  ...discoveryPreferencesShape,
});
export type MemberPreferencesResponse = z.infer<typeof memberPreferencesResponseSchema>;

/** The member's language (decision 0171): English, or Nigerian Pidgin (ISO 639-3 `pcm`). */
export const MEMBER_LANGUAGES = ['en', 'pcm'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];
export const memberLanguageField = z.enum(MEMBER_LANGUAGES, {
  error: 'Language must be en (English) or pcm (Nigerian Pidgin)',
});

export const mePatchSchema = z
  .strictObject({
    bio: memberTextField({ max: BIO_MAX, tooLong: `Bio must be at most ${BIO_MAX} characters` }),
    interests: z
      .array(z.enum(INTERESTS, { error: 'Choose interests from the list' }))
      .min(INTERESTS_MIN, { error: `Choose at least ${INTERESTS_MIN} interests` })
      .max(INTERESTS_MAX, { error: `Choose at most ${INTERESTS_MAX} interests` })
      .refine((list) => new Set(list).size === list.length, { error: 'Each interest once' }),
    avatar: z.string().refine((value) => BLYNDMOJIS.includes(value), { error: 'Choose a blyndmoji from the list' }),
    state: z.enum(NIGERIAN_STATES, { error: 'Choose a Nigerian state' }),
    region: memberTextField({ max: 80, tooLong: 'Must be at most 80 characters' }),
    income: z
      .number({ error: 'Income must be a whole number of naira' })
      .int({ error: 'Income must be a whole number of naira' })
      .min(MINIMUM_INCOME, { error: `Income must be at least ${MINIMUM_INCOME.toLocaleString('en-NG')} naira a year` })
      .max(2_000_000_000, { error: 'Income is too large' }),
    photosPublic: z.boolean(),
    discoverable: z.boolean(),
    /** Only verified members see and reach this member, who sees only them (decision 0146). */
    onlyVerified: z.boolean(),
    /** Off: the member neither sends nor sees read marks in chat. */
    readReceipts: z.boolean(),
    /** The language of /app, pushes and mails (decision 0171). */
    language: memberLanguageField,
    preferences: memberPreferencesSchema,
    /** Compatibility (decision 0090): null clears the goal. */
    relationshipGoal: relationshipGoalField.nullable(),
    values: memberValuesField,
    prompts: promptAnswersField,
    /** Discovery filters' profile fields (decision 0162); place must be an LGA of its state (GET /places). */
    ...discoveryProfileShape,
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to update' });
export type MePatch = z.infer<typeof mePatchSchema>;

/**
 * An own photo in `GET /me`: where its screening stands (status, reason, face match, appeal) as in
 * `GET /me/photos`, and whether staff flagged it. The owner sees every own photo; others only approved ones.
 */
export const ownPhotoSchema = memberPhotoSchema.extend({
  flagged: z.boolean(),
  createdAt: z.string(),
});
export type OwnPhoto = z.infer<typeof ownPhotoSchema>;

export const meResponseSchema = z.object({
  _id: z.string(),
  phone: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: genderField.nullable(),
  interestedIn: z.array(genderField),
  bio: z.string(),
  interests: z.array(z.string()),
  avatar: z.string(),
  state: z.string(),
  region: z.string(),
  income: z.number().int(),
  earningStatus: z.enum(EARNING_STATUSES).nullable(),
  earningVerified: z.boolean(),
  isPremium: z.boolean(),
  premiumUntil: z.string().nullable(),
  livenessVerified: z.boolean(),
  photosPublic: z.boolean(),
  discoverable: z.boolean(),
  readReceipts: z.boolean(),
  language: memberLanguageField,
  preferences: memberPreferencesResponseSchema.nullable(),
  ...compatibilityProfileSchema.shape,
  ...discoveryProfileShape,
  authStep: z.number().int(),
  completedSignup: z.boolean(),
  photos: z.array(ownPhotoSchema),
  createdAt: z.string(),
  ...meVerificationSchema.shape,
  /** Snooze, incognito and hidden contacts (decision 0165). */
  privacy: privacyStateSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const interestsResponseSchema = z.object({ interests: z.array(z.string()) });
export const blyndmojisResponseSchema = z.object({ blyndmojis: z.array(z.string()) });
