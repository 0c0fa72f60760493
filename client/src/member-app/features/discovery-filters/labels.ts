import type { KidsWants, Religion } from '@blynd/shared';
import { useFilterTexts } from './texts';

/** A religion and a wish for children in the words of the language shown (read during render). */
export const religionLabel = (religion: Religion) => useFilterTexts.t(`religion-${religion}`);
export const kidsWantsLabel = (wants: KidsWants) => useFilterTexts.t(`wants-${wants}`);

export const DISTANCE_CHOICES = [10, 25, 50, 100, 250, 500] as const;
