import { defineTexts } from '../../../i18n/texts';

export const useFiltersScreenTexts = defineTexts('member-filters-screen', {
  en: { title: 'Filters', description: 'Where you live, what matters to you, and who discover shows you.' },
  pcm: { title: 'Filters', description: 'Where you dey stay, wetin matter to you, and who Discover go show you.' },
});
