import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { DownloadCta } from '../../features/marketing/components/download-cta';
import '../../features/marketing/components/marketing.css';
import { safetyTips } from '../../features/marketing/content/safety-tips';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function SafetyRoute() {
  useDocumentMeta(
    'Safety tips',
    `Ten practical tips for dating safely on ${site.productName}, from protecting your information to meeting in public.`,
  );
  return (
    <>
      <PageHeader eyebrow="Safety" title="Ten tips for dating safely">
        <p>
          Most people on {site.productName} are here for the same reason you are. These habits help you enjoy getting to
          know someone while staying in control, online and when you meet.
        </p>
      </PageHeader>
      <section className="section" aria-label="Safety tips">
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
              <strong>Something worrying you?</strong> Report it in the app or send us a message. A real person will
              read it.
            </p>
            <ButtonLink to={paths.support}>Get help</ButtonLink>
          </div>
        </div>
      </section>
      <DownloadCta title="Date with confidence." />
    </>
  );
}
