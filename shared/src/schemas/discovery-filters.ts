import { z } from 'zod';
import { NIGERIAN_STATES } from '../types/member-constants';

/*
 * Discovery filters (decisions 0161–0163): profile fields that say where a member lives and what they are, and
 * preferences over them that either filter (a dealbreaker, both ways) or only rank (the compatibility score and
 * the daily snapshot take them into account).
 */

export const RELIGIONS = ['christian', 'muslim', 'traditional', 'spiritual', 'other', 'none'] as const;
export type Religion = (typeof RELIGIONS)[number];

/** Whether a member wants children (some day). */
export const KIDS_WANTS = ['yes', 'no', 'not-sure'] as const;
export type KidsWants = (typeof KIDS_WANTS)[number];

export const LANGUAGES = [
  'English',
  'Pidgin',
  'Yoruba',
  'Igbo',
  'Hausa',
  'Fulfulde',
  'Kanuri',
  'Tiv',
  'Ibibio',
  'Efik',
  'Ijaw',
  'Edo',
  'Urhobo',
  'Nupe',
  'Igala',
  'French',
  'Arabic',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGES_MAX = 6;

export const HEIGHT_MIN_CM = 120;
export const HEIGHT_MAX_CM = 230;
export const DISTANCE_MAX_KM = 1500;

export const DISCOVERY_FILTER_MESSAGES = {
  unknownPlace: 'Choose a local government area of that state',
  distanceNeedsPlace: 'Set your place before a distance',
} as const;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

export const placeSchema = z.strictObject({
  state: z.enum(NIGERIAN_STATES, { error: 'Choose a Nigerian state' }),
  lga: z.string().trim().min(1, { error: 'Choose a local government area' }).max(80),
});
export type Place = z.infer<typeof placeSchema>;

export const religionField = z.enum(RELIGIONS, { error: `Religion must be one of ${RELIGIONS.join(', ')}` });
export const kidsWantsField = z.enum(KIDS_WANTS, { error: `wants must be one of ${KIDS_WANTS.join(', ')}` });
export const kidsSchema = z.strictObject({
  has: z.boolean({ error: 'has must be true or false' }),
  wants: kidsWantsField,
});
export type Kids = z.infer<typeof kidsSchema>;

const languageField = z.enum(LANGUAGES, { error: 'Choose languages from the list' });
export const languagesField = z
  .array(languageField)
  .max(LANGUAGES_MAX, { error: `Choose at most ${LANGUAGES_MAX} languages` })
  .refine(unique, { error: 'Each language once' });

export const heightField = z
  .number({ error: 'Height must be a whole number of centimetres' })
  .int({ error: 'Height must be a whole number of centimetres' })
  .min(HEIGHT_MIN_CM, { error: `Height must be from ${HEIGHT_MIN_CM} to ${HEIGHT_MAX_CM} cm` })
  .max(HEIGHT_MAX_CM, { error: `Height must be from ${HEIGHT_MIN_CM} to ${HEIGHT_MAX_CM} cm` });

/** The profile fields PATCH /me takes and GET /me answers; null clears one. */
export const discoveryProfileShape = {
  place: placeSchema.nullable(),
  religion: religionField.nullable(),
  kids: kidsSchema.nullable(),
  languages: languagesField,
  height: heightField.nullable(),
};

/** One preference: `dealbreaker` true filters (both ways), false only ranks (decision 0162). */
const preference = <T extends z.ZodTypeAny>(value: T) =>
  z.strictObject({ value, dealbreaker: z.boolean({ error: 'dealbreaker must be true or false' }) });

/** What a kids preference asks: either part may be left out, not both. */
export const kidsPreferenceValueSchema = z
  .strictObject({
    has: z.boolean({ error: 'has must be true or false' }).optional(),
    wants: z
      .array(kidsWantsField)
      .min(1, { error: 'Choose at least one' })
      .refine(unique, { error: 'Each answer once' })
      .optional(),
  })
  .refine((value) => value.has !== undefined || value.wants !== undefined, { error: 'Choose has, wants or both' });

export const distancePreferenceSchema = preference(
  z
    .number({ error: 'distanceKm must be a whole number of kilometres' })
    .int({ error: 'distanceKm must be a whole number of kilometres' })
    .min(5, { error: `distanceKm must be from 5 to ${DISTANCE_MAX_KM}` })
    .max(DISTANCE_MAX_KM, { error: `distanceKm must be from 5 to ${DISTANCE_MAX_KM}` }),
);
export const religionsPreferenceSchema = preference(
  z
    .array(religionField)
    .min(1, { error: 'Choose at least one religion' })
    .refine(unique, { error: 'Each religion once' }),
);
export const kidsPreferenceSchema = preference(kidsPreferenceValueSchema);
export const languagesPreferenceSchema = preference(
  z
    .array(languageField)
    .min(1, { error: 'Choose at least one language' })
    .refine(unique, { error: 'Each language once' }),
);

/** The preferences PATCH /me takes beside genders and ages; null clears one. */
export const discoveryPreferencesShape = {
  distanceKm: distancePreferenceSchema.nullable(),
  religions: religionsPreferenceSchema.nullable(),
  kids: kidsPreferenceSchema.nullable(),
  languages: languagesPreferenceSchema.nullable(),
};
export type DiscoveryPreferences = {
  distanceKm?: z.infer<typeof distancePreferenceSchema> | null;
  religions?: z.infer<typeof religionsPreferenceSchema> | null;
  kids?: z.infer<typeof kidsPreferenceSchema> | null;
  languages?: z.infer<typeof languagesPreferenceSchema> | null;
};

/** GET /places: every state (Abuja is the FCT) and its local government areas, for the pickers. */
export const placesResponseSchema = z.object({
  states: z.array(z.object({ name: z.string(), lgas: z.array(z.string()) })),
});
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/** GET /discover/count: how many members the current filters leave (what paging discover would list). */
export const discoverCountQuerySchema = z.object({
  verified: z
    .enum(['true', 'false'], { error: 'verified must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});
/** Counting stops here (decision 0162): past it the member learns "1,000 or more", which is all the screen needs. */
export const DISCOVER_COUNT_CAP = 1000;
export const discoverCountResponseSchema = z.object({
  count: z.number().int().min(0).max(DISCOVER_COUNT_CAP),
  /** True when more members than `count` are left (the count stopped at DISCOVER_COUNT_CAP). */
  more: z.boolean(),
});
export type DiscoverCountResponse = z.infer<typeof discoverCountResponseSchema>;

/** A distance as cards show it (decision 0161): from area centres, so never finer than 5 km. */
export const cardDistanceSchema = z.object({ km: z.number().int(), text: z.string() });
export type CardDistance = z.infer<typeof cardDistanceSchema>;

/**
 * Rounds a distance between two area centres for display (decision 0161): at least 5 km (two members of one area
 * are "about 5 km" apart: the centre says nothing finer), to 5 km below 50, to 10 below 200, to 50 above.
 */
export function roundedDistance(km: number): CardDistance {
  const step = km < 50 ? 5 : km < 200 ? 10 : 50;
  const rounded = Math.max(5, Math.round(km / step) * step);
  return { km: rounded, text: `about ${rounded} km` };
}
