import { MEMBER_VALUE_IDS, PROFILE_PROMPT_IDS, RELATIONSHIP_GOAL_IDS } from '@blynd/shared';

/** Answers written for the demo members' prompts, in the order of PROFILE_PROMPT_IDS (the bench seeds them too). */
export const DEMO_PROMPT_ANSWERS = [
  'Church or a long walk, then rice and stew with the whole family.',
  'At my cousin’s wedding in Ibadan. Nobody has matched it since.',
  'Calm, loyal and a little too honest.',
  'Laughs easily and keeps their word.',
  'A good playlist on a slow bus ride.',
  'French, one voice note at a time.',
  'Suya by the water and a long talk.',
  'Paying my sister’s school fees this year.',
  'Sunday football with my old classmates.',
  'Zanzibar, for the beaches and the spice markets.',
] as const;

/**
 * A goal, values and prompts for the demo member at `index` (decision 0090): drawn from the index alone so the
 * rest of the demo data set stays as it was. One member in six leaves them empty, as a new member would.
 */
export function demoCompatibilityAnswers(index: number) {
  if (index % 6 === 5)
    return { relationshipGoal: null, values: [] as string[], prompts: [] as { promptId: string; answer: string }[] };
  const goal = RELATIONSHIP_GOAL_IDS[(index * 7) % RELATIONSHIP_GOAL_IDS.length]!;
  const count = 2 + (index % 4);
  const values = Array.from(
    { length: count },
    (_, k) => MEMBER_VALUE_IDS[(index * 5 + k * 3) % MEMBER_VALUE_IDS.length]!,
  );
  const prompts = Array.from({ length: 1 + (index % 3) }, (_, k) => {
    const at = (index + k * 4) % PROFILE_PROMPT_IDS.length;
    return { promptId: PROFILE_PROMPT_IDS[at]!, answer: DEMO_PROMPT_ANSWERS[at]! };
  });
  return { relationshipGoal: goal, values: [...new Set(values)], prompts };
}
