import { defineTexts } from '../../../i18n/texts';

export const useLanguageTexts = defineTexts('member-language', {
  en: {
    legend: 'Language',
    hint: 'The language of the app, and of the notifications and emails we send you.',
    english: 'English',
    pidgin: 'Naijá (Pidgin)',
    saved: 'Language saved',
  },
  pcm: {
    legend: 'Language',
    hint: 'The language wey the app go use, plus the notifications and emails wey we dey send you.',
    english: 'English',
    pidgin: 'Naijá (Pidgin)',
    saved: 'We don save your language',
  },
});
