import { BLYNDMOJIS, EARNING_BANDS, INTERESTS, type EarningStatus } from '@blynd/shared';
import type { GeneratedMember } from './generate';

/**
 * Members who joined through the member API's rules (docs/member-api.md#sign-up-steps): a finished sign-up at step 11,
 * 3–10 interests from the catalogue, a bio, a blyndmoji, an income in their earning band, preferences,
 * liveness passed, terms accepted, and 2–4 real photos (half of them public). The control centre and the
 * apps show the same people. Phones 234812000000X, so they never collide with the other demo members.
 */
const PEOPLE = [
  [
    'Adaora',
    'Nwankwo',
    'female',
    'Lagos',
    'South West',
    'Citizen',
    ['male'],
    'Product designer who paints on Sundays. Ask me about my last gallery visit.',
  ],
  [
    'Kelechi',
    'Obi',
    'male',
    'Enugu',
    'South East',
    'Investor',
    ['female'],
    'Engineer, runner, terrible at keeping plants alive. Coffee dates welcome.',
  ],
  [
    'Maryam',
    'Sani',
    'female',
    'Kano',
    'North West',
    'Upstart',
    ['male'],
    'Medical student with a soft spot for poetry and suya at midnight.',
  ],
  [
    'Tobiloba',
    'Adeyemo',
    'male',
    'Oyo',
    'South West',
    'Elite',
    ['female'],
    'I run a logistics company and a book club. One of them is more fun.',
  ],
  [
    'Efe',
    'Omoregie',
    'non-binary',
    'Edo',
    'South South',
    'Citizen',
    ['female', 'male', 'non-binary'],
    'Podcast host, jazz lover, always planning the next road trip.',
  ],
  [
    'Rukayat',
    'Bello',
    'female',
    'FCT',
    'North Central',
    'Investor',
    ['male'],
    'Lawyer by day, baker by night. My chin-chin is famous.',
  ],
  [
    'Chidi',
    'Umeh',
    'male',
    'Rivers',
    'South South',
    'Citizen',
    ['female'],
    'Football on Saturdays, church on Sundays, good conversation always.',
  ],
  [
    'Zara',
    'Danjuma',
    'female',
    'Plateau',
    'North Central',
    'Upstart',
    ['male'],
    'Photographer chasing sunsets around Jos. Show me your favourite place.',
  ],
] as const;

export function appSignupMembers(): (GeneratedMember & AppMemberExtras)[] {
  return PEOPLE.map(([firstName, lastName, gender, state, region, status, interestedIn, bio], index) => {
    const band = EARNING_BANDS[status as EarningStatus];
    return {
      firstName,
      lastName,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
      phone: `234812000000${index}`,
      dob: `${1988 + index}-0${(index % 9) + 1}-1${index % 9}`,
      gender,
      state,
      region,
      avatar: BLYNDMOJIS[(index * 5) % BLYNDMOJIS.length]!,
      bio,
      interests: [0, 7, 13, 21, 30]
        .slice(0, 3 + (index % 3))
        .map((offset) => INTERESTS[(offset + index * 3) % INTERESTS.length]!),
      income: band.min + 10_000 * (index + 1),
      earningStatus: status as EarningStatus,
      premiumDaysLeft: null,
      premiumPlan: 'Spark',
      premiumCycle: 'monthly',
      earningVerified: false,
      livenessVerified: true,
      isBlocked: false,
      completedSignup: true,
      authStep: 11,
      createdDaysAgo: 40 + index * 9,
      lastSeenHoursAgo: 1 + index,
      photoCount: 2 + (index % 3),
      interestedIn: [...interestedIn],
      // Stored lower case like interestedIn (me.service maps to Male, Female, Non-Binary on the way out).
      preferences: { genders: [...interestedIn], ageMin: 21, ageMax: 45 },
      photosPublic: index % 2 === 0,
    };
  });
}

export type AppMemberExtras = {
  interestedIn: string[];
  preferences: { genders: string[]; ageMin: number; ageMax: number };
  photosPublic: boolean;
};
