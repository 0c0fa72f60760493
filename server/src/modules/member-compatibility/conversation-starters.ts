import { MEMBER_VALUES, PROFILE_PROMPTS, RELATIONSHIP_GOALS, type StartersResponse } from '@blynd/shared';
import type { CompatibilityProfile } from '../../lib/compatibility-score';

type Starter = StartersResponse['items'][number];
export const STARTERS_MAX = 3;

/** Openers for when two members share nothing they wrote down; never used when something is shared. */
export const GENERIC_STARTERS = [
  'Hi! What is something that made you smile this week?',
  'What does a good weekend look like for you?',
  'If you could learn one new thing this year, what would it be?',
] as const;

const valueLabel = new Map<string, string>(MEMBER_VALUES.map((v) => [v.id, v.label]));
const goalLabel = new Map<string, string>(RELATIONSHIP_GOALS.map((g) => [g.id, g.label]));
const promptText = new Map<string, string>(PROFILE_PROMPTS.map((p) => [p.id, p.text]));

const shared = (mine: string[], theirs: string[]) => mine.filter((item) => theirs.includes(item));
const quote = (answer: string) => (answer.length > 80 ? `${answer.slice(0, 77).trimEnd()}…` : answer);

export type StarterProfile = CompatibilityProfile & { prompts: { promptId: string; answer: string }[] };

/**
 * Up to three openers `me` can send `other` (decision 0092), written from what the two share and from the
 * other's prompt answers, one of each kind before a second of any: a prompt, a value, interests, the goal.
 */
export function writeStarters(me: StarterProfile, other: StarterProfile): Starter[] {
  const prompts: Starter[] = other.prompts
    .filter((p) => promptText.has(p.promptId))
    .map((p) => ({
      basis: 'prompt',
      text: `“${promptText.get(p.promptId)}… ${quote(p.answer)}” I would love to hear the story behind that.`,
    }));
  const values: Starter[] = shared(me.values, other.values)
    .filter((id) => valueLabel.has(id))
    .map((id) => ({
      basis: 'value',
      text: `We both chose “${valueLabel.get(id)}”. What does that look like in your everyday life?`,
    }));
  const interests = shared(me.interests, other.interests);
  const interestStarters: Starter[] = [];
  for (let i = 0; i < interests.length; i += 2) {
    const pair = interests.slice(i, i + 2);
    interestStarters.push({
      basis: 'interest',
      text:
        pair.length === 2
          ? `We both like ${pair[0]} and ${pair[1]}. Which came first for you?`
          : `We both like ${pair[0]}. What got you into it?`,
    });
  }
  const goal =
    me.relationshipGoal && me.relationshipGoal === other.relationshipGoal
      ? goalLabel.get(me.relationshipGoal)
      : undefined;
  const goals: Starter[] = goal
    ? [{ basis: 'goal', text: `We are both here for “${goal}”. What made you choose it?` }]
    : [];

  const kinds = [prompts, values, interestStarters, goals];
  const starters: Starter[] = [];
  for (let round = 0; starters.length < STARTERS_MAX && kinds.some((list) => list.length > round); round++) {
    for (const list of kinds) if (list[round] && starters.length < STARTERS_MAX) starters.push(list[round]!);
  }
  if (starters.length > 0) return starters;
  return GENERIC_STARTERS.map((text) => ({ basis: 'generic', text }));
}
