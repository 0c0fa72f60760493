import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { Link } from 'react-router';
import './pages.css';

export function SupportRoute() {
  useDocumentMeta(
    'Get help',
    `Contact the ${site.productName} support team about your account, payments, safety or anything else.`,
  );
  return (
    <>
      <PageHeader eyebrow="Need help?" plainEyebrow title="Send us a message">
        <p>
          Questions about your account, a payment or someone you met? Write to us and a member of our team will reply by
          email.
        </p>
      </PageHeader>
      <section className="section">
        <div className="container split">
          <aside className="split__aside" aria-label="Before you write">
            <h2>Before you write</h2>
            <ul className="info-list">
              <li>
                <strong>Feeling unsafe?</strong> Report the member in the app as well, so we can act quickly. If you are
                in danger, call 112.
              </li>
              <li>
                <strong>Payment questions:</strong> include the phone number on your profile and your payment reference.
              </li>
              <li>
                <strong>Quick answers:</strong> many questions are already answered in our{' '}
                <Link to={paths.faqs}>FAQs</Link>.
              </li>
              <li>
                <strong>Replies:</strong> we answer most messages within one working day.
              </li>
            </ul>
          </aside>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
