import { z } from 'zod';
import {
  MEMBER_VALUE_IDS,
  MEMBER_VALUES,
  PROFILE_PROMPT_IDS,
  PROFILE_PROMPTS,
  PROMPT_ANSWER_MAX,
  PROMPTS_MAX,
  RELATIONSHIP_GOAL_IDS,
  RELATIONSHIP_GOALS,
  VALUES_MAX,
} from '../types/compatibility-catalogues';
import { memberTextField } from '../validation/member-text';

/** Texts of compatibility, picks and starters. */
export const MEMBER_COMPATIBILITY_MESSAGES = {
  chooseGoal: 'Choose a relationship goal from the list',
  chooseValues: 'Choose values from the list',
  valuesMax: `Choose at most ${VALUES_MAX} values`,
  eachValueOnce: 'Each value once',
  choosePrompt: 'Choose prompts from the list',
  promptsMax: `Answer at most ${PROMPTS_MAX} prompts`,
  eachPromptOnce: 'Each prompt once',
  answerRequired: 'Write an answer to the prompt',
  answerMax: `An answer must be at most ${PROMPT_ANSWER_MAX} characters`,
  matchNotFound: 'Match not found',
} as const;
const TEXT = MEMBER_COMPATIBILITY_MESSAGES;

export const relationshipGoalField = z.enum(RELATIONSHIP_GOAL_IDS, { error: TEXT.chooseGoal });
export const memberValuesField = z
  .array(z.enum(MEMBER_VALUE_IDS, { error: TEXT.chooseValues }), { error: TEXT.chooseValues })
  .max(VALUES_MAX, { error: TEXT.valuesMax })
  .refine((list) => new Set(list).size === list.length, { error: TEXT.eachValueOnce });

export const promptAnswerSchema = z.strictObject({
  promptId: z.enum(PROFILE_PROMPT_IDS, { error: TEXT.choosePrompt }),
  answer: memberTextField({ required: TEXT.answerRequired, max: PROMPT_ANSWER_MAX, tooLong: TEXT.answerMax }),
});
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;
export const promptAnswersField = z
  .array(promptAnswerSchema, { error: TEXT.choosePrompt })
  .max(PROMPTS_MAX, { error: TEXT.promptsMax })
  .refine((list) => new Set(list.map((p) => p.promptId)).size === list.length, { error: TEXT.eachPromptOnce });

/** The profile fields that say what a member wants, as cards and GET /me show them. */
export const compatibilityProfileSchema = z.object({
  relationshipGoal: z.enum(RELATIONSHIP_GOAL_IDS).nullable(),
  values: z.array(z.enum(MEMBER_VALUE_IDS)),
  prompts: z.array(z.object({ promptId: z.enum(PROFILE_PROMPT_IDS), answer: z.string() })),
});

/** How well the viewer and the card's member fit each other, and what they share (decision 0090). */
export const compatibilitySchema = z.object({
  score: z.number().int().min(0).max(100),
  shared: z.object({
    interests: z.array(z.string()),
    values: z.array(z.enum(MEMBER_VALUE_IDS)),
    /** The goal both chose, null when their goals differ or one has none. */
    goal: z.enum(RELATIONSHIP_GOAL_IDS).nullable(),
  }),
});
export type Compatibility = z.infer<typeof compatibilitySchema>;

export const cataloguesResponseSchema = z.object({
  goals: z.array(z.object({ id: z.enum(RELATIONSHIP_GOAL_IDS), label: z.string() })),
  values: z.array(z.object({ id: z.enum(MEMBER_VALUE_IDS), label: z.string() })),
  prompts: z.array(z.object({ id: z.enum(PROFILE_PROMPT_IDS), text: z.string() })),
});
export type CataloguesResponse = z.infer<typeof cataloguesResponseSchema>;
export const CATALOGUES: CataloguesResponse = {
  goals: RELATIONSHIP_GOALS.map((goal) => ({ ...goal })),
  values: MEMBER_VALUES.map((value) => ({ ...value })),
  prompts: PROFILE_PROMPTS.map((prompt) => ({ ...prompt })),
};

export const starterSchema = z.object({
  text: z.string(),
  /** What the opener is written from. */
  basis: z.enum(['interest', 'value', 'goal', 'prompt', 'generic']),
});
export const startersResponseSchema = z.object({ items: z.array(starterSchema) });
export type StartersResponse = z.infer<typeof startersResponseSchema>;
