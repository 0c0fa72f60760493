import { defineTexts } from '../../../i18n/texts';

export const useSafetyTexts = defineTexts('member-safety', {
  en: {
    reportPast: 'Report your past match with {{name}}',
    reportMessage: 'Report this message',
    reportName: 'Report {{name}}',
    cancel: 'Cancel',
    send: 'Send report',
    neverTold: 'Our team reviews every report. {{name}} is never told who reported them.',
    lastMessages: 'The last messages of your conversation, kept for 30 days after it ended, go with your report.',
    why: 'Why are you reporting?',
    choose: 'Choose a reason',
    what: 'What happened?',
    alsoBlock: 'Also block {{name}}',
  },
  pcm: {
    reportPast: 'Report your old match with {{name}}',
    reportMessage: 'Report dis message',
    reportName: 'Report {{name}}',
    cancel: 'Cancel',
    send: 'Send the report',
    neverTold: 'Our team dey check every report. {{name}} no go ever know who report am.',
    lastMessages: 'The last messages for una conversation, wey we keep for 30 days after e end, go follow your report.',
    why: 'Why you dey report?',
    choose: 'Choose reason',
    what: 'Wetin happen?',
    alsoBlock: 'Block {{name}} too',
  },
});
