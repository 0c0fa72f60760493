import { site } from '../../config/site';
import { BenefitsSection } from '../../features/marketing/components/benefits-section';
import { DownloadCta } from '../../features/marketing/components/download-cta';
import { HomeFaqSection } from '../../features/marketing/components/home-faq-section';
import { HomeHero } from '../../features/marketing/components/home-hero';
import { HowItWorksSection } from '../../features/marketing/components/how-it-works-section';
import { useDocumentMeta } from '../../lib/use-document-meta';

export function HomeRoute() {
  useDocumentMeta(
    'Date beyond the first glance',
    `${site.productName} is a Nigerian dating app where you meet through bios and shared interests first, and unlock photos only when you both like each other.`,
  );
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
