import { useSiteLanguage } from '../../components/layouts/site-language';
import { site } from '../../config/site';
import { LegalDocument } from '../../features/legal/components/legal-document';
import { childSafetySections } from '../../features/legal/content/child-safety';
import { childSafetySectionsPcm } from '../../features/legal/content/pcm/child-safety';
import { privacySectionsPcm } from '../../features/legal/content/pcm/privacy';
import { termsSectionsPcm } from '../../features/legal/content/pcm/terms';
import { PRIVACY_LAST_UPDATED, privacySections } from '../../features/legal/content/privacy';
import { termsSections } from '../../features/legal/content/terms';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';

/** A Pidgin legal page is translated in full and says first that the English version binds (decision 0174). */
const usePidgin = () => useSiteLanguage() === 'pcm';

export function UserAgreementRoute() {
  const t = usePageTexts();
  const product = { product: site.productName };
  useDocumentMeta(t('termsTitle'), t('termsDescription', product));
  return (
    <LegalDocument
      title={t('termsTitle')}
      intro={<p>{t('termsIntro', product)}</p>}
      sections={usePidgin() ? termsSectionsPcm : termsSections}
    />
  );
}

export function PrivacyPolicyRoute() {
  const t = usePageTexts();
  const product = { product: site.productName };
  useDocumentMeta(t('privacyTitle'), t('privacyDescription', product));
  return (
    <LegalDocument
      title={t('privacyTitle')}
      updated={PRIVACY_LAST_UPDATED}
      intro={<p>{t('privacyIntro')}</p>}
      sections={usePidgin() ? privacySectionsPcm : privacySections}
    />
  );
}

export function ChildSafetyRoute() {
  const t = usePageTexts();
  const product = { product: site.productName };
  useDocumentMeta(t('childSafetyTitle'), t('childSafetyDescription', product));
  return (
    <LegalDocument
      title={t('childSafetyHeading')}
      intro={<p>{t('childSafetyIntro', product)}</p>}
      sections={usePidgin() ? childSafetySectionsPcm : childSafetySections}
    />
  );
}
