/**
 * What members pick from to say what they want (decision 0090): a relationship goal, up to five values
 * and up to three prompts answered in their own words. Written for Blynd, in plain words; ids are stable
 * (stored on profiles), labels may be reworded.
 */
export const RELATIONSHIP_GOALS = [
  { id: 'marriage', label: 'Marriage' },
  { id: 'long-term', label: 'A long-term relationship' },
  { id: 'see-where-it-goes', label: 'Dating to see where it goes' },
  { id: 'friendship-first', label: 'Friendship first' },
  { id: 'not-sure', label: 'Not sure yet' },
] as const;
export type RelationshipGoalId = (typeof RELATIONSHIP_GOALS)[number]['id'];
export const RELATIONSHIP_GOAL_IDS = RELATIONSHIP_GOALS.map((goal) => goal.id) as [
  RelationshipGoalId,
  ...RelationshipGoalId[],
];

export const MEMBER_VALUES = [
  { id: 'faith', label: 'Faith' },
  { id: 'family', label: 'Family comes first' },
  { id: 'honesty', label: 'Honesty' },
  { id: 'ambition', label: 'Ambition' },
  { id: 'kindness', label: 'Kindness' },
  { id: 'loyalty', label: 'Loyalty' },
  { id: 'humour', label: 'A sense of humour' },
  { id: 'respect', label: 'Respect' },
  { id: 'independence', label: 'Independence' },
  { id: 'generosity', label: 'Generosity' },
  { id: 'adventure', label: 'Adventure' },
  { id: 'learning', label: 'Always learning' },
  { id: 'health', label: 'Staying healthy' },
  { id: 'community', label: 'Giving back to the community' },
  { id: 'tradition', label: 'Culture and tradition' },
  { id: 'patience', label: 'Patience' },
] as const;
export type MemberValueId = (typeof MEMBER_VALUES)[number]['id'];
export const MEMBER_VALUE_IDS = MEMBER_VALUES.map((value) => value.id) as [MemberValueId, ...MemberValueId[]];

export const PROFILE_PROMPTS = [
  { id: 'perfect-sunday', text: 'My perfect Sunday looks like' },
  { id: 'best-jollof', text: 'The best jollof I ever had was' },
  { id: 'friends-say', text: 'My friends would say I am' },
  { id: 'looking-for', text: 'I am looking for someone who' },
  { id: 'small-joy', text: 'A small thing that makes my day' },
  { id: 'learning-now', text: 'Something I am learning right now' },
  { id: 'first-date', text: 'A good first date would be' },
  { id: 'proud-of', text: 'Something I am proud of' },
  { id: 'never-miss', text: 'I never miss' },
  { id: 'travel-next', text: 'The next place I want to visit is' },
] as const;
export type ProfilePromptId = (typeof PROFILE_PROMPTS)[number]['id'];
export const PROFILE_PROMPT_IDS = PROFILE_PROMPTS.map((prompt) => prompt.id) as [ProfilePromptId, ...ProfilePromptId[]];

export const VALUES_MAX = 5;
export const PROMPTS_MAX = 3;
export const PROMPT_ANSWER_MAX = 200;
