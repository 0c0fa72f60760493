import type { KidsWants, Religion } from '@blynd/shared';

export const RELIGION_LABELS: Record<Religion, string> = {
  christian: 'Christian',
  muslim: 'Muslim',
  traditional: 'Traditional',
  spiritual: 'Spiritual',
  other: 'Other',
  none: 'None',
};

export const KIDS_WANTS_LABELS: Record<KidsWants, string> = {
  yes: 'Wants children',
  no: 'Does not want children',
  'not-sure': 'Not sure yet',
};

export const DISTANCE_CHOICES = [10, 25, 50, 100, 250, 500] as const;
