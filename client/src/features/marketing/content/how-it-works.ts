/** The product flow (bio first, mutual like, photo unlock, silent declines), told as four steps. */
export const howItWorks = [
  {
    title: 'Read the bio',
    body: 'Browse profiles built on bios, interests and values. No photos, no snap judgements.',
  },
  {
    title: 'Like what you read',
    body: 'Liking a profile is how you show interest. Nobody knows unless they like you too.',
  },
  {
    title: 'Match and unlock',
    body: 'When the like is mutual, you are both notified and can choose to unlock each other’s photos.',
  },
  {
    title: 'Decide for yourself',
    body: 'Keep talking, plan a date, or move on. Declines are silent, so there is never any pressure.',
  },
] as const;
