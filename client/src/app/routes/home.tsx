import { site } from '../../config/site';
import { BenefitsSection } from '../../features/marketing/components/benefits-section';
import { DownloadCta } from '../../features/marketing/components/download-cta';
import { HomeFaqSection } from '../../features/marketing/components/home-faq-section';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HowItWorksSection } from '../../features/marketing/components/how-it-works-section';
import { useMarketingTexts } from '../../features/marketing/texts';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function HomeRoute() {
  const t = useMarketingTexts();
  useDocumentMeta(t('homeTitle'), t('homeDescription', { product: site.productName }));
  return (
    <>
      <HomeHero />
      <HowItWorksSection />
      <BenefitsSection />
      <HomeFaqSection />
      <DownloadCta />
    </>
  );
}
