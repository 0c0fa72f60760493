import { defineTexts } from '../../../i18n/texts';

export const useAuctionTexts = defineTexts('member-auctions', {
  en: {
    ended: 'Ended',
    days: '{{d}}d {{h}}h left',
    hours: '{{h}}h {{m}}m left',
    minutes: '{{m}}m {{s}}s left',
  },
  pcm: {
    ended: 'E don end',
    days: '{{d}}d {{h}}h remain',
    hours: '{{h}}h {{m}}m remain',
    minutes: '{{m}}m {{s}}s remain',
  },
});
