import { EARNING_BANDS, EARNING_STATUSES, GENDERS, type EarningStatus, type Gender } from './constants';

/** Sign-up levels the member API moves through (docs/domain-rules.md#sign-up-levels): the app asks for nothing more at 11. */
export const SIGNUP_COMPLETE_STEP = 11;
/** `biometric-consent` comes before the face check; `review` while staff look at the face (decision 0148). */
export const SIGNUP_NEXT_STEPS = [
  'name',
  'birthday',
  'gender',
  'profile',
  'biometric-consent',
  'liveness',
  'review',
  'terms',
] as const;
export type SignupNextStep = (typeof SIGNUP_NEXT_STEPS)[number];

/** Genders as the apps and the control centre show them; stored lower case (GENDERS). */
export const MEMBER_GENDERS = ['Male', 'Female', 'Non-Binary'] as const;
export type MemberGender = (typeof MEMBER_GENDERS)[number];

/** The apps say `Non-Binary`; the control centre stores and filters `non-binary`. */
export const toStoredGender = (gender: MemberGender): Gender => GENDERS[MEMBER_GENDERS.indexOf(gender)]!;

export const fromStoredGender = (gender: string | null): MemberGender | null => {
  const index = GENDERS.indexOf(gender as Gender);
  return index >= 0 ? MEMBER_GENDERS[index]! : null;
};

export const MINIMUM_AGE = 18;
export const MINIMUM_INCOME = 50_000;
export const BIO_MAX = 500;
export const INTERESTS_MIN = 3;
export const INTERESTS_MAX = 10;
export const OTP_CODE_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

/** The catalogue members pick their interests from. */
export const INTERESTS = [
  'Afrobeats',
  'Art',
  'Baking',
  'Basketball',
  'Board games',
  'Books',
  'Business',
  'Camping',
  'Church',
  'Coffee',
  'Comedy',
  'Cooking',
  'Dancing',
  'Entrepreneurship',
  'Fashion',
  'Film',
  'Fitness',
  'Football',
  'Gaming',
  'Gardening',
  'Hiking',
  'History',
  'Jazz',
  'Languages',
  'Meditation',
  'Mosque',
  'Music',
  'Nollywood',
  'Painting',
  'Photography',
  'Podcasts',
  'Poetry',
  'Politics',
  'Running',
  'Science',
  'Startups',
  'Swimming',
  'Technology',
  'Tennis',
  'Theatre',
  'Travel',
  'Volunteering',
  'Wine',
  'Writing',
  'Yoga',
] as const;

/** Avatars a member may hide behind before photos are unlocked (blyndmojis): the artwork the server draws at these paths. */
export const BLYNDMOJIS: readonly string[] = Array.from(
  { length: 40 },
  (_, index) => `/media/avatars/${index + 1}.svg`,
);

/** Nigeria's 36 states and the Federal Capital Territory (Abuja, as the control centre lists it). */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Abuja',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** The earning status an income (yearly naira) falls in, by the bands of docs/domain-rules.md#earning-status; null below the lowest band. */
export function earningStatusForIncome(income: number): EarningStatus | null {
  return (
    EARNING_STATUSES.find((status) => {
      const band = EARNING_BANDS[status];
      return income >= band.min && (band.max === null || income < band.max);
    }) ?? null
  );
}

/** Nigeria has one time zone (WAT, UTC+1, no daylight saving): today's date there as YYYY-MM-DD. */
export const lagosDate = (now: Date) => new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);

/** Whole years from a YYYY-MM-DD birthday to a YYYY-MM-DD day. */
export function ageOn(dob: string, day: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
