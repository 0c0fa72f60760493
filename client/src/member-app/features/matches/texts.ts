import { defineTexts } from '../../../i18n/texts';

export const usePastMatchTexts = defineTexts('member-past-matches', {
  en: {
    heading: 'Past matches',
    intro:
      'Matches that ended in the last 30 days. If something was wrong, you can still report it: the last messages of the conversation go with your report.',
    ended: 'Ended {{when}}',
    report: 'Report',
  },
  pcm: {
    heading: 'Old matches',
    intro:
      'Matches wey end for the last 30 days. If something no correct, you fit still report am: the last messages for the conversation go follow your report.',
    ended: 'E end {{when}}',
    report: 'Report',
  },
});
