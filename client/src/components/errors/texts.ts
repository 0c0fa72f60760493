import { defineTexts } from '../../i18n/texts';

/** The public site's 404 page in English and Nigerian Pidgin (decision 0174). */
export const useNotFoundTexts = defineTexts('not-found', {
  en: {
    title: 'Page not found',
    description: 'The page you were looking for does not exist or has moved.',
    lead: 'We looked everywhere, but this page does not exist or has moved. Check the address, or pick up from one of the pages below.',
    home: 'Go to the home page',
    help: 'Get help',
  },
  pcm: {
    title: 'We no see dis page',
    description: 'Di page wey you dey find no dey again or e don move.',
    lead: 'We don look everywhere, but dis page no dey or e don move. Check di address, or continue from one of di pages wey dey below.',
    home: 'Go di front page',
    help: 'Get help',
  },
});
