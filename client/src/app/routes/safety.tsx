import { ButtonLink } from '../../components/ui/button';
import { useSitePath } from '../../components/layouts/site-language';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { DownloadCta } from '../../features/marketing/components/download-cta';
import '../../features/marketing/components/marketing.css';
import { useSafetyTips } from '../../features/marketing/content/safety-tips';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';

export function SafetyRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  const product = { product: site.productName };
  useDocumentMeta(t('safetyTitle'), t('safetyDescription', product));
  const safetyTips = useSafetyTips();
  return (
    <>
      <PageHeader eyebrow={t('safetyEyebrow')} title={t('safetyHeading')}>
        <p>{t('safetyIntro', product)}</p>
      </PageHeader>
      <section className="section" aria-label={t('safetyRegion')}>
        <div className="container">
          <ol className="tips">
            {safetyTips.map((tip) => (
              <li key={tip.title} className="tip">
                <h2 className="tip__title">{tip.title}</h2>
                {tip.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </li>
            ))}
          </ol>
          <div className="help-band">
            <p>
              <strong>{t('somethingWorrying')}</strong> {t('reportIt')}
            </p>
            <ButtonLink to={to(paths.support)}>{t('getHelp')}</ButtonLink>
          </div>
        </div>
      </section>
      <DownloadCta title={t('safetyCta')} />
    </>
  );
}
