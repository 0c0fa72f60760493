export { LanguagePicker } from './language-picker';
export { applyLanguage, startInStoredLanguage, useMemberLanguage } from './use-member-language';
