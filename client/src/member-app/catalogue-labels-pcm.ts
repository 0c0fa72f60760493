import type { MemberValueId, ProfilePromptId, RelationshipGoalId } from '@blynd/shared';
import type { Language } from '../i18n/texts';
import { goalLabel, promptText, valueLabel } from './catalogue-labels';

/**
 * The compatibility catalogues in Nigerian Pidgin (decision 0170), every id of each (a new id does not compile
 * without its Pidgin). Kept apart from catalogue-labels.ts, which the /app/discover shell's inline script carries
 * in English only.
 */
const GOALS: Record<RelationshipGoalId, string> = {
  marriage: 'Marriage',
  'long-term': 'Relationship wey go last',
  'see-where-it-goes': 'Make we date, see where e go reach',
  'friendship-first': 'Friendship first',
  'not-sure': 'I never sure yet',
};
const VALUES: Record<MemberValueId, string> = {
  faith: 'Faith',
  family: 'Family first',
  honesty: 'To talk true',
  ambition: 'Ambition',
  kindness: 'Good heart',
  loyalty: 'Loyalty',
  humour: 'Person wey sabi laugh',
  respect: 'Respect',
  independence: 'To stand on my own',
  generosity: 'Open hand',
  adventure: 'Adventure',
  learning: 'I dey always learn',
  health: 'To dey healthy',
  community: 'To help my community',
  tradition: 'Culture and tradition',
  patience: 'Patience',
};
const PROMPTS: Record<ProfilePromptId, string> = {
  'perfect-sunday': 'My perfect Sunday be like',
  'best-jollof': 'The best jollof wey I don chop na',
  'friends-say': 'My friends go say I be',
  'looking-for': 'I dey find person wey',
  'small-joy': 'Small thing wey dey make my day',
  'learning-now': 'Something wey I dey learn now',
  'first-date': 'Better first date na',
  'proud-of': 'Something wey I proud of',
  'never-miss': 'I no dey ever miss',
  'travel-next': 'The next place wey I wan visit na',
};

const inPidgin = (table: Record<string, string>, id: string, english: (id: string) => string) =>
  table[id] ?? english(id);

/** The catalogues' words in `language`: English exactly as catalogue-labels.ts gives them. */
export const catalogueLabels = (language: Language) =>
  language === 'pcm'
    ? {
        goalLabel: (id: string) => inPidgin(GOALS, id, goalLabel),
        valueLabel: (id: string) => inPidgin(VALUES, id, valueLabel),
        promptText: (id: string) => inPidgin(PROMPTS, id, promptText),
      }
    : { goalLabel, valueLabel, promptText };
