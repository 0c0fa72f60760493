import { PageHeader } from '../../components/ui/page-header';
import { site } from '../../config/site';
import { ReservationForm } from '../../features/ads/components/reservation-form';
import { SlotAvailability } from '../../features/ads/components/slot-availability';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';
import './pages.css';

export function AdvertiseRoute() {
  const t = usePageTexts();
  const product = { product: site.productName };
  useDocumentMeta(t('advertiseTitle'), t('advertiseDescription', product));
  return (
    <>
      <PageHeader eyebrow={t('advertiseEyebrow')} title={t('advertiseHeading', product)}>
        <p>{t('advertiseIntro', product)}</p>
      </PageHeader>
      <section className="section">
        <div className="container split split--even">
          <div className="stack">
            <SlotAvailability />
            <div className="card ad-facts">
              <h2>{t('howBooking')}</h2>
              <ol>
                <li>{t('booking1')}</li>
                <li>{t('booking2')}</li>
                <li>{t('booking3')}</li>
              </ol>
            </div>
          </div>
          <ReservationForm />
        </div>
      </section>
    </>
  );
}
