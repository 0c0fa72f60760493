import { EARNING_BANDS, type EarningStatus } from '@blynd/shared';
import { DEMO_MEMBERS, GENERATED_MEMBER_COUNT, INCOMPLETE_SIGNUP_COUNT } from './demo-catalogue';
import { seededRandom } from './random';
import { appSignupMembers } from './app-members';

const FIRST_NAMES = {
  female: [
    'Ngozi',
    'Funke',
    'Aisha',
    'Zainab',
    'Chioma',
    'Bisi',
    'Yetunde',
    'Adaeze',
    'Halima',
    'Folake',
    'Nkechi',
    'Temi',
    'Amina',
    'Ifeoma',
    'Simi',
    'Uche',
  ],
  male: [
    'Emeka',
    'Segun',
    'Musa',
    'Chinedu',
    'Femi',
    'Yusuf',
    'Obinna',
    'Kunle',
    'Bello',
    'Ikenna',
    'Dayo',
    'Sani',
    'Tobi',
    'Nnamdi',
    'Gbenga',
    'Ahmed',
  ],
  'non-binary': ['Tolu', 'Ire', 'Kamsi', 'Dami', 'Ayo', 'Jide'],
} as const;
const LAST_NAMES = [
  'Okonkwo',
  'Adebayo',
  'Ibrahim',
  'Nwosu',
  'Ogunleye',
  'Abubakar',
  'Eze',
  'Balogun',
  'Okeke',
  'Lawal',
  'Danjuma',
  'Oyelaran',
  'Umeh',
  'Suleiman',
  'Akande',
  'Obi',
  'Ojo',
  'Mohammed',
];
export const STATES = [
  { state: 'Lagos', region: 'South West' },
  { state: 'Oyo', region: 'South West' },
  { state: 'Ogun', region: 'South West' },
  { state: 'Abuja', region: 'North Central' },
  { state: 'Kaduna', region: 'North West' },
  { state: 'Kano', region: 'North West' },
  { state: 'Rivers', region: 'South South' },
  { state: 'Delta', region: 'South South' },
  { state: 'Enugu', region: 'South East' },
  { state: 'Anambra', region: 'South East' },
  { state: 'Plateau', region: 'North Central' },
  { state: 'Edo', region: 'South South' },
];
const INTERESTS = [
  'Afrobeats',
  'Football',
  'Cooking',
  'Travel',
  'Reading',
  'Tech',
  'Faith',
  'Fitness',
  'Fashion',
  'Film',
  'Startups',
  'Art',
  'Music',
  'Photography',
];
/** Bios of the generated demo members (the bench seeds them too). */
export const DEMO_BIOS = [
  'Looking for someone who laughs at my jokes and shares their jollof.',
  'Weekend hikes, weekday hustle. Let us talk about goals.',
  'Bookworm and amateur chef. Tell me your favourite novel.',
  'Family first, faith always, fun in between.',
  'Building a startup and looking for a partner in life, not in business.',
  'Music lover, concert goer, terrible dancer.',
];

export type GeneratedMember = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dob: string;
  gender: string;
  state: string;
  region: string;
  avatar: string;
  bio: string;
  interests: string[];
  income: number;
  earningStatus: EarningStatus;
  premiumDaysLeft: number | null;
  premiumPlan: 'Spark' | 'Blaze';
  premiumCycle: 'weekly' | 'monthly';
  earningVerified: boolean;
  livenessVerified: boolean;
  isBlocked: boolean;
  completedSignup: boolean;
  authStep: number;
  createdDaysAgo: number;
  lastSeenHoursAgo: number;
  photoCount: number;
  /** Only the members who signed up through the member API (app-members.ts) carry these. */
  interestedIn?: string[];
  preferences?: { genders: string[]; ageMin: number; ageMax: number };
  photosPublic?: boolean;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function incomeFor(status: EarningStatus, rand: ReturnType<typeof seededRandom>) {
  const band = EARNING_BANDS[status];
  const max = band.max ?? band.min * 4;
  return Math.round(rand.int(band.min, max - 1) / 10_000) * 10_000;
}

/** The five named members followed by the generated ones, in a fixed order. */
export function demoMembers(): GeneratedMember[] {
  const rand = seededRandom(20261121);
  const named: GeneratedMember[] = DEMO_MEMBERS.map((m, index) => ({
    firstName: m.firstName,
    lastName: m.lastName,
    email: `${m.firstName}.${m.lastName}@example.com`.toLowerCase(),
    phone: `234${m.localPhone.slice(1)}`,
    dob: m.dob,
    gender: m.gender,
    state: m.state,
    region: m.region,
    avatar: `/media/avatars/${index + 1}.svg`,
    bio: DEMO_BIOS[index % DEMO_BIOS.length],
    interests: INTERESTS.slice(index, index + 4),
    income: m.income,
    earningStatus: m.earningStatus,
    premiumDaysLeft: m.premiumDaysLeft ?? null,
    premiumPlan: 'Spark',
    premiumCycle: 'monthly',
    earningVerified: false,
    livenessVerified: true,
    isBlocked: !!m.blocked,
    completedSignup: true,
    authStep: 11,
    createdDaysAgo: 200 - index * 10,
    lastSeenHoursAgo: index * 5 + 1,
    photoCount: index === 0 || index === 1 ? 2 : 0,
  }));

  const generated: GeneratedMember[] = [];
  const appMembers = appSignupMembers();
  // The app members count among the generated ones, so the data set keeps its size (130 members).
  for (let i = 0; i < GENERATED_MEMBER_COUNT - appMembers.length; i++) {
    const gender = i % 10 === 9 ? 'non-binary' : i % 2 === 0 ? 'female' : 'male';
    const firstName = rand.pick(FIRST_NAMES[gender]);
    const lastName = rand.pick(LAST_NAMES);
    const place = rand.pick(STATES);
    const status = rand.pick(['Upstart', 'Upstart', 'Citizen', 'Citizen', 'Citizen', 'Investor', 'Elite'] as const);
    const incomplete = i < INCOMPLETE_SIGNUP_COUNT;
    const premium = !incomplete && i % 7 === 3;
    generated.push({
      firstName,
      lastName,
      email: `${firstName}.${lastName}${i + 1}@example.com`.toLowerCase(),
      phone: `234810${pad(i + 1, 7)}`,
      dob: `${rand.int(1975, 2005)}-${pad(rand.int(1, 12), 2)}-${pad(rand.int(1, 28), 2)}`,
      gender,
      state: place.state,
      region: place.region,
      avatar: `/media/avatars/${rand.int(1, 40)}.svg`,
      bio: rand.pick(DEMO_BIOS),
      interests: [rand.pick(INTERESTS), rand.pick(INTERESTS), rand.pick(INTERESTS)].filter(
        (v, idx, all) => all.indexOf(v) === idx,
      ),
      income: incomeFor(status, rand),
      earningStatus: status,
      premiumDaysLeft: premium ? rand.int(1, 28) : null,
      premiumPlan: i % 2 === 0 ? 'Spark' : 'Blaze',
      premiumCycle: i % 3 === 0 ? 'weekly' : 'monthly',
      earningVerified: premium && i % 2 === 1,
      livenessVerified: !incomplete && rand.chance(0.75),
      isBlocked: !incomplete && i % 31 === 30,
      completedSignup: !incomplete,
      authStep: incomplete ? [1, 2, 4, 10][i % 4] : 11,
      createdDaysAgo: incomplete ? rand.int(0, 6) : rand.int(7, 360),
      lastSeenHoursAgo: rand.int(1, 24 * 30),
      photoCount: i % 3 === 0 ? rand.int(1, 3) : 0,
    });
  }
  return [...named, ...generated, ...appMembers];
}
