import { PageHeader } from '../../components/ui/page-header';
import { site } from '../../config/site';
import { ReservationForm } from '../../features/ads/components/reservation-form';
import { SlotAvailability } from '../../features/ads/components/slot-availability';
import { useDocumentMeta } from '../../lib/use-document-meta';
import './pages.css';

export function AdvertiseRoute() {
  useDocumentMeta(
    'Advertise',
    `Reach thousands of Nigerian singles: book an ad slot on ${site.productName} and check which slots are free.`,
  );
  return (
    <>
      <PageHeader eyebrow="For businesses" title={`Advertise on ${site.productName}`}>
        <p>
          Put your brand in front of thousands of young Nigerian professionals at the moments they are most engaged:
          while they explore new people, check their matches and chat. Restaurants, lounges, fashion labels, gift shops
          and event organisers use {site.productName} to reach people planning their next date.
        </p>
      </PageHeader>
      <section className="section">
        <div className="container split split--even">
          <div className="stack">
            <SlotAvailability />
            <div className="card ad-facts">
              <h2>How booking works</h2>
              <ol>
                <li>Check which slot is available and look at where your ad will appear.</li>
                <li>Send the form with your business details and the slot you want.</li>
                <li>Our ads team confirms dates, price and artwork with you within two working days.</li>
              </ol>
            </div>
          </div>
          <ReservationForm />
        </div>
      </section>
    </>
  );
}
