import { defineTexts } from '../../i18n/texts';

/** The token rules the public tokens and auctions pages state, in English and Nigerian Pidgin (decision 0174). */
export const useTokenRulesTexts = defineTexts('token-rules', {
  en: {
    label: 'Token rules',
    body: 'Members bid on items and one-of-a-kind experiences using tokens. A losing bid costs nothing: its tokens are set aside while it leads and come back as soon as someone outbids it. See our',
    terms: 'Terms of use',
  },
  pcm: {
    label: 'Token rules',
    body: 'Members dey use tokens bid for items and special experience. Bid wey lose no go cost you anything: we dey keep im tokens for side while e dey lead, and dem go come back as soon as anoda person bid pass am. See our',
    terms: 'Terms of use',
  },
});
