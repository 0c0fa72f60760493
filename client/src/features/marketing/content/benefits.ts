export type Benefit = {
  icon: 'bio' | 'mask' | 'unlock' | 'quiet' | 'match' | 'chat' | 'gift';
};

/** The seven benefit cards of the home page, by icon: their texts are `<icon>Title` and `<icon>Body` in ../texts.ts. */
export const benefits: readonly Benefit[] = [
  { icon: 'bio' },
  { icon: 'mask' },
  { icon: 'unlock' },
  { icon: 'quiet' },
  { icon: 'match' },
  { icon: 'chat' },
  { icon: 'gift' },
];
