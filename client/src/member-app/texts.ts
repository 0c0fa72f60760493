import { defineTexts } from '../i18n/texts';

/** Texts of /app's root (member-root.tsx) and its guards. */
export const useMemberRootTexts = defineTexts('member-root', {
  en: { skipToContent: 'Skip to content' },
  pcm: { skipToContent: 'Jump go the main content' },
});
