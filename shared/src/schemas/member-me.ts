import { z } from 'zod';
import { memberTextField } from '../validation/member-text';
import { EARNING_STATUSES } from '../types/constants';
import { meVerificationSchema } from './member-verification';
import { memberPhotoSchema } from './member-profile';
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

// Strict like PATCH /me itself: an unknown key anywhere in the patch is a 400, never silently dropped.
export const memberPreferencesSchema = z
  .strictObject({
    genders: z.array(genderField).min(1, { error: 'Choose at least one gender' }).max(MEMBER_GENDERS.length),
    ageMin: age,
    ageMax: age,
  })
  .refine((p) => p.ageMin <= p.ageMax, { error: 'The youngest age must not be above the oldest', path: ['ageMin'] });
export type MemberPreferences = z.infer<typeof memberPreferencesSchema>;

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
    preferences: memberPreferencesSchema,
    /** Compatibility (decision 0090): null clears the goal. */
    relationshipGoal: relationshipGoalField.nullable(),
    values: memberValuesField,
    prompts: promptAnswersField,
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
  preferences: memberPreferencesSchema.nullable(),
  ...compatibilityProfileSchema.shape,
  authStep: z.number().int(),
  completedSignup: z.boolean(),
  photos: z.array(ownPhotoSchema),
  createdAt: z.string(),
  ...meVerificationSchema.shape,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const interestsResponseSchema = z.object({ interests: z.array(z.string()) });
export const blyndmojisResponseSchema = z.object({ blyndmojis: z.array(z.string()) });
