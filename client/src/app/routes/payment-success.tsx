import { useSearchParams } from 'react-router';
import { PaymentResult } from '../../features/purchase/components/payment-result';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { usePageTexts } from './texts';

export function PaymentSuccessRoute() {
  const t = usePageTexts();
  useDocumentMeta(t('paymentTitle'), t('paymentDescription'));
  const [params] = useSearchParams();
  // Paystack also appends `trxref` with the same value; the page reads `reference`.
  const reference = (params.get('reference') ?? '').trim();
  return (
    <section className="section">
      <div className="container">
        <PaymentResult reference={reference} />
      </div>
    </section>
  );
}
