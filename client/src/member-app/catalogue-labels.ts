import { MEMBER_VALUES, PROFILE_PROMPTS, RELATIONSHIP_GOALS } from '@blynd/shared';

/** Catalogue ids in the words a card shows (the id itself when the catalogue no longer has it). */
const labelOf = <T extends { id: string }>(list: readonly T[], id: string, text: (item: T) => string) => {
  const item = list.find((entry) => entry.id === id);
  return item ? text(item) : id;
};
export const goalLabel = (id: string) => labelOf(RELATIONSHIP_GOALS, id, (goal) => goal.label);
export const valueLabel = (id: string) => labelOf(MEMBER_VALUES, id, (value) => value.label);
export const promptText = (id: string) => labelOf(PROFILE_PROMPTS, id, (prompt) => prompt.text);
