/** Plans, badges and named members of the demo data set (docs/domain-rules.md#demo-data-set). Tests and reviewers rely on these. */
export const DEMO_PLANS = [
  {
    name: 'Free',
    weeklyPrice: 0,
    monthlyPrice: 0,
    sortOrder: 0,
    features: [
      'Meet people through bios and interests',
      'Discover ranked by shared values, interests and goals',
      'Daily picks and conversation starters for every match',
      'Like profiles and get notified of mutual likes',
      'Unlock photos after a mutual like',
      'Report and block anyone, any time',
    ],
  },
  {
    name: 'Spark',
    weeklyPrice: 2500,
    monthlyPrice: 8000,
    sortOrder: 1,
    features: [
      'See everyone who already likes you',
      'Match instantly with people who like you',
      'No ads anywhere in the app',
    ],
  },
  {
    name: 'Blaze',
    weeklyPrice: 4500,
    monthlyPrice: 15000,
    sortOrder: 2,
    features: [
      'See everyone who already likes you',
      'Match instantly with people who like you',
      'No ads anywhere in the app',
      'Earn a verified earning-status badge',
    ],
  },
] as const;

export const DEMO_BADGES = [
  {
    earningStatus: 'Upstart',
    price: 2000,
    features: [
      'Green Upstart badge on your profile',
      'Income range verified by our team',
      'Shown on your card in discover and matches',
    ],
  },
  {
    earningStatus: 'Citizen',
    price: 3500,
    features: [
      'Blue Citizen badge on your profile',
      'Income range verified by our team',
      'Shown on your card in discover and matches',
    ],
  },
  {
    earningStatus: 'Investor',
    price: 5000,
    features: [
      'Purple Investor badge on your profile',
      'Income range verified by our team',
      'Shown on your card in discover and matches',
    ],
  },
  {
    earningStatus: 'Elite',
    price: 8000,
    features: [
      'Gold Elite badge on your profile',
      'Income range verified by our team',
      'Shown on your card in discover and matches',
    ],
  },
] as const;

export const DEMO_ADMIN = {
  email: 'admin@example.com',
  password: 'DemoAdmin!2026',
  accessCode: '246810',
  fullname: 'Demo Admin',
  role: 'Super Admin',
} as const;

type NamedMember = {
  firstName: string;
  lastName: string;
  localPhone: string;
  dob: string;
  gender: 'male' | 'female';
  state: string;
  region: string;
  earningStatus: 'Upstart' | 'Citizen' | 'Investor' | 'Elite';
  income: number;
  premiumDaysLeft?: number;
  blocked?: boolean;
};

export const DEMO_MEMBERS: NamedMember[] = [
  {
    firstName: 'Ada',
    lastName: 'Okafor',
    localPhone: '08031234501',
    dob: '1995-04-12',
    gender: 'female',
    state: 'Lagos',
    region: 'South West',
    earningStatus: 'Citizen',
    income: 1_200_000,
  },
  {
    firstName: 'Tunde',
    lastName: 'Bakare',
    localPhone: '08031234502',
    dob: '1990-09-30',
    gender: 'male',
    state: 'Oyo',
    region: 'South West',
    earningStatus: 'Elite',
    income: 9_000_000,
    premiumDaysLeft: 20,
  },
  {
    firstName: 'Chiamaka',
    lastName: 'Eze',
    localPhone: '08031234503',
    dob: '1999-01-05',
    gender: 'female',
    state: 'Enugu',
    region: 'South East',
    earningStatus: 'Upstart',
    income: 400_000,
  },
  {
    firstName: 'Ibrahim',
    lastName: 'Musa',
    localPhone: '08031234504',
    dob: '1987-12-19',
    gender: 'male',
    state: 'Kano',
    region: 'North West',
    earningStatus: 'Investor',
    income: 3_600_000,
  },
  {
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    localPhone: '08031234505',
    dob: '1996-06-25',
    gender: 'female',
    state: 'Lagos',
    region: 'South West',
    earningStatus: 'Citizen',
    income: 1_500_000,
    blocked: true,
  },
];

export const GENERATED_MEMBER_COUNT = 125;
export const INCOMPLETE_SIGNUP_COUNT = 20;
