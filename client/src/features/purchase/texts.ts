import { defineTexts } from '../../i18n/texts';

/** The public checkout's catalogue states in English and Nigerian Pidgin (decision 0174). */
export const useCatalogueTexts = defineTexts('catalogue-status', {
  en: {
    plans: 'plans',
    tokenPacks: 'token packs',
    loading: 'Loading {{what}}',
    failed: 'We could not load the {{what}}.',
    retrying: 'Retrying...',
    retry: 'Retry',
  },
  pcm: {
    plans: 'plans',
    tokenPacks: 'token packs',
    loading: 'Di {{what}} dey load',
    failed: 'We no fit load di {{what}}.',
    retrying: 'We dey try again...',
    retry: 'Try again',
  },
});
