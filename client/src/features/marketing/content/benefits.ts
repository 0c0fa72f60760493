import { site } from '../../../config/site';

export type Benefit = {
  title: string;
  body: string;
  icon: 'bio' | 'mask' | 'unlock' | 'quiet' | 'match' | 'chat' | 'gift';
};

/** The seven benefit cards of the home page. */
export const benefits: readonly Benefit[] = [
  {
    icon: 'bio',
    title: 'Personality before pictures',
    body: 'Profiles open with bios and interests, not selfies. People like you for what you say, what you love and how you think.',
  },
  {
    icon: 'mask',
    title: 'Stay anonymous with blyndmojis',
    body: 'Pick a blyndmoji avatar and keep your face private for as long as you want. Show personality, not your photo.',
  },
  {
    icon: 'unlock',
    title: 'Photos unlock only when it is mutual',
    body: 'When you both like each other, you are both notified and can choose to unlock photos. Nobody sees you without your say.',
  },
  {
    icon: 'quiet',
    title: 'No awkward rejections',
    body: 'Declined photo requests stay private. Neither side is notified, so you can move on without any drama.',
  },
  {
    icon: 'match',
    title: 'Smarter matching',
    body: 'We match you on values, interests and goals, so the people you meet want the same things you do. Quality over swiping.',
  },
  {
    icon: 'chat',
    title: 'Conversation starters',
    body: 'Never stare at an empty chat again. Prompts drawn from both your profiles make the first message easy.',
  },
  {
    icon: 'gift',
    title: 'Bid on one-of-a-kind experiences',
    body: `Use ${site.productName} tokens to bid on special items and date experiences you will not find anywhere else.`,
  },
];
