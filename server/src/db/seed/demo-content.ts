const people = [
  ['Bola Ahmed', 'bola.ahmed@example.com', '08020000001'],
  ['Grace Etim', 'grace.etim@example.com', '08020000002'],
  ['Victor Nwankwo', 'victor.nwankwo@example.com', '08020000003'],
  ['Hauwa Garba', 'hauwa.garba@example.com', '08020000004'],
  ['Peter Udoh', 'peter.udoh@example.com', '08020000005'],
] as const;

const topics = [
  [
    'I cannot unlock photos after a mutual like',
    'We both liked each other yesterday but the unlock button is still grey on my phone.',
  ],
  [
    'Premium payment went through but no badge',
    'I paid for Spark monthly with the Citizen badge and my profile still shows no badge.',
  ],
  ['How do I hide my photos again?', 'I made my photos public by mistake. How do I switch them back to private?'],
  [
    'Someone is asking me for money',
    'A match keeps asking me to send airtime and bank transfers. I want to report this person.',
  ],
  [
    'Cannot verify my face at sign-up',
    'The facial verification step keeps failing even in good light. What else can I try?',
  ],
  ['Change my phone number', 'I have a new line and need to move my account to it without losing my matches.'],
  ['Tokens not showing after bid', 'I placed a bid on an experience and my token balance did not update.'],
  ['Delete my account', 'Please tell me how to delete my account and all my data.'],
  [
    'Advertising rates for Lagos',
    'We run a restaurant in Lekki and would like to know the rates for the Explore slot.',
  ],
  ['App crashes when opening messages', 'Since the last update the app closes whenever I open my conversations.'],
  ['Wrong date of birth on profile', 'My date of birth was entered wrongly at sign-up. How can I correct it?'],
  ['Premium renewal question', 'Will my Premium renew by itself at the end of the month?'],
  ['Report a fake profile', 'There is a profile using photos of a Nollywood actress. Please take it down.'],
];

/** 25 contact messages: the first 8 unread, 8–15 replied (12–15 then resolved), the rest read without a reply. */
export const CONTACT_SUBJECTS = Array.from({ length: 25 }, (_, i) => {
  const [fullname, email, phone] = people[i % people.length];
  const [subject, message] = topics[i % topics.length];
  return { fullname, email, phone, subject, message };
});

export const SYSTEM_MESSAGES = [
  {
    title: 'Scheduled maintenance',
    message: 'The app will be unavailable on Sunday from 2:00 to 3:00 WAT while we upgrade our servers.',
  },
  {
    title: 'New conversation starters',
    message: 'Fresh conversation starters based on shared interests are now live for everyone.',
  },
  {
    title: 'Stay safe when meeting',
    message:
      'Meet in public places, tell a friend where you are going, and keep chats in the app until you are comfortable.',
  },
  {
    title: 'Premium earning badges',
    message: 'Premium members can now add a verified earning-status badge to their profile with a monthly plan.',
  },
  {
    title: 'Valentine events',
    message: 'Bid with your tokens on one-of-a-kind Valentine experiences in Lagos and Abuja this February.',
  },
];

export const REPORT_REASONS = {
  user: [
    'Asked for money repeatedly',
    'Rude and threatening messages',
    'Pretending to be someone else',
    'Under-age user suspected',
    'Spamming links to other sites',
  ],
  photo: [
    'Photo shows nudity',
    'Photo belongs to a celebrity',
    'Violent image',
    'Photo contains contact details',
    'Offensive gesture in photo',
  ],
  message: [
    'Harassment in chat',
    'Scam investment offer',
    'Hate speech',
    'Sent explicit content',
    'Repeated unwanted messages',
  ],
  messageText: [
    'Why are you ignoring me? Answer me now.',
    'Invest 50k with me today and get 200k by Friday, guaranteed.',
    'People from your state are all the same.',
    '[explicit content removed by moderation]',
    'Hello? Hello? Reply me. Hello?',
  ],
};

export const RESERVATIONS = [
  {
    email: 'ads@lagoseats.example.com',
    fullname: 'Tola Martins',
    phone: '08030000011',
    company: 'Lagos Eats',
    slot: 'Explore users',
  },
  {
    email: 'hello@abujaspa.example.com',
    fullname: 'Maryam Idris',
    phone: '08030000012',
    company: 'Abuja Spa & Wellness',
    slot: 'View Matches',
  },
  {
    email: 'team@ticketng.example.com',
    fullname: 'Kelechi Obi',
    phone: '08030000013',
    company: 'TicketNG',
    slot: 'Messages',
  },
  {
    email: 'marketing@florist.example.com',
    fullname: 'Sade Cole',
    phone: '08030000014',
    company: 'Bloom Florists',
    slot: 'Explore users',
  },
  {
    email: 'media@rideshare.example.com',
    fullname: 'Dapo Shittu',
    phone: '08030000015',
    company: 'GoRide',
    slot: 'Messages',
  },
];
