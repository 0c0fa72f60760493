import { defineTexts } from '../../../i18n/texts';

/** The data saver's texts (decision record 0173). */
export const useDataSaverTexts = defineTexts('data-saver', {
  en: {
    heading: 'Data saver',
    switch: 'Data saver',
    explanation:
      'Photos, avatars, voice notes and pictures in chat load only when you tap them, photos in their small size. Kept on this device.',
    session: 'This session: {{size}}',
    sessionNote: 'What /app has downloaded in this tab since you opened it.',
  },
  pcm: {
    heading: 'Data saver',
    switch: 'Data saver',
    explanation:
      'Photo, avatar, voice note and picture for chat no go load until you tap dem, and photo go come for small size. Na only for dis phone e go dey.',
    session: 'Dis session: {{size}}',
    sessionNote: 'Wetin /app don download for dis tab since you open am.',
  },
});
