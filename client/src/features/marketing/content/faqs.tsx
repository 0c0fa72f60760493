import { Link } from 'react-router';
import { TOKEN_MESSAGES } from '@blynd/shared';
import type { AccordionItem } from '../../../components/ui/accordion';
import { sitePath, useSiteLanguage } from '../../../components/layouts/site-language';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { i18n, type Language } from '../../../i18n/texts';
import { faqTexts } from '../faq-texts';

type Texts = typeof faqTexts.t;

/**
 * The eleven questions of /faqs (an eleven-item accordion): how it works, changing your mind, photos, interest,
 * declines, reporting and Premium; the tokens rule (no refunds, no returns) is stated in the refund answer. Built in
 * the language of the page, its links to the pages in that language (decision 0174).
 */
function faqsIn(t: Texts, language: Language): AccordionItem[] {
  const product = { product: site.productName };
  const to = (path: string) => sitePath(path, language);
  return [
    {
      question: t('howQ', product),
      answer: (
        <>
          <p>{t('howA1')}</p>
          <p>{t('howA2')}</p>
        </>
      ),
    },
    { question: t('blyndmojiQ'), answer: <p>{t('blyndmojiA')}</p> },
    { question: t('changeQ'), answer: <p>{t('changeA')}</p> },
    { question: t('hiddenQ'), answer: <p>{t('hiddenA')}</p> },
    { question: t('interestQ'), answer: <p>{t('interestA', product)}</p> },
    { question: t('declineQ'), answer: <p>{t('declineA')}</p> },
    {
      question: t('reportQ'),
      answer: (
        <p>
          {t('reportBefore')} <Link to={to(paths.support)}>{t('reportLink')}</Link> {t('reportAfter')}
        </p>
      ),
    },
    {
      question: t('premiumQ', product),
      answer: (
        <>
          <p>{t('premiumA1')}</p>
          <p>
            {t('premiumBefore')} <Link to={to(paths.premium)}>{t('premiumLink')}</Link>
            {t('premiumAfter')}
          </p>
        </>
      ),
    },
    { question: t('needQ', product), answer: <p>{t('needA', product)}</p> },
    {
      question: t('renewQ'),
      answer: (
        <>
          <p>{t('renewA1')}</p>
          <p>
            {t('tokensBefore')} <Link to={to(paths.tokens)}>{t('tokensLink')}</Link> {t('tokensMiddle')}{' '}
            <Link to={to(paths.auctions)}>{t('auctionsLink')}</Link>
            {t('tokensAfter')} <strong>{TOKEN_MESSAGES.noRefunds}</strong>
          </p>
        </>
      ),
    },
    { question: t('badgeQ'), answer: <p>{t('badgeA')}</p> },
  ];
}

/** The five questions of the home page, out of the eleven. */
const homeOf = (all: AccordionItem[]) => [all[0]!, all[2]!, all[5]!, all[6]!, all[7]!];

/** The questions in English, whatever the page shows (for tests and anything outside a page). */
const english: Texts = (key, values) => i18n.getFixedT('en', faqTexts.namespace)(key, values);
export const faqs: readonly AccordionItem[] = faqsIn(english, 'en');
export const homeFaqs: readonly AccordionItem[] = homeOf([...faqs]);

/** The questions in the page's language. */
export function useFaqs(): readonly AccordionItem[] {
  return faqsIn(faqTexts(), useSiteLanguage());
}

export function useHomeFaqs(): readonly AccordionItem[] {
  return homeOf([...useFaqs()]);
}
