import { useState } from 'react';
import { Link } from 'react-router';
import type { ConfirmedDetails, TokenPack } from '@blynd/shared';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { ConfirmDetailsForm } from '../../features/purchase/components/confirm-details-form';
import { useTokenPacks } from '../../features/purchase/api/get-token-packs';
import { TokenOrderSummary } from '../../features/purchase/components/token-order-summary';
import { TokenPackCard } from '../../features/purchase/components/token-pack-card';
import { CatalogueStatus } from '../../features/purchase/components/catalogue-status';
import { usePaymentCancelled, useStepFocus } from '../../features/purchase/use-checkout-steps';
import { TokenRules } from '../../features/tokens/components/token-rules';
import { useDocumentMeta } from '../../lib/use-document-meta';
import '../../features/plans/components/plans.css';
import './pages.css';

/** /tokens: pick a pack, confirm who you are (the same step as Premium), pay with Paystack. */
export function TokensRoute() {
  useDocumentMeta(
    'Buy tokens',
    `Buy ${site.productName} tokens to bid on items and one-of-a-kind experiences. Tokens cannot be refunded and items bought cannot be returned.`,
  );
  const [pack, setPack] = useState<TokenPack | null>(null);
  const [member, setMember] = useState<ConfirmedDetails | null>(null);
  // Back from a cancelled or abandoned checkout (see /premium): say so once.
  const cancelled = usePaymentCancelled();
  // Each step change moves focus to the new step's heading, as in the Premium checkout.
  const stepRef = useStepFocus([pack, member]);

  const backToPacks = () => {
    setPack(null);
    setMember(null);
  };

  return (
    <>
      <PageHeader eyebrow="Tokens" title="Tokens for auctions">
        <p>
          Members bid on items and one-of-a-kind experiences using tokens. Buy a pack here, then bid in the app; a
          losing bid costs nothing.
        </p>
      </PageHeader>
      <section className="section" aria-label="Buy tokens">
        <div className="container" ref={stepRef}>
          {cancelled && !pack && (
            <p className="payment-cancelled" role="status">
              <strong>Payment cancelled.</strong> You were not charged. Choose a pack whenever you are ready.
            </p>
          )}
          {pack ? (
            <div className="narrow">
              {member ? (
                <TokenOrderSummary
                  member={member}
                  pack={pack}
                  onChangeDetails={() => setMember(null)}
                  onCancel={backToPacks}
                />
              ) : (
                <>
                  <ConfirmDetailsForm onConfirmed={setMember} />
                  <p className="plans-note">
                    <button type="button" className="link-button" onClick={backToPacks}>
                      Choose another pack
                    </button>
                  </p>
                </>
              )}
            </div>
          ) : (
            <PackList onBuy={setPack} />
          )}
          <TokenRules />
          <p className="plans-note">
            Bidding happens in the app: <Link to={paths.auctions}>see the auctions</Link> or{' '}
            <Link to={paths.get}>download the app</Link>. Questions about a payment?{' '}
            <Link to={paths.support}>Contact support</Link>.
          </p>
        </div>
      </section>
    </>
  );
}

function PackList({ onBuy }: { onBuy: (pack: TokenPack) => void }) {
  const packs = useTokenPacks();
  return (
    <>
      <div className="plans-head">
        <h2>Choose a pack</h2>
      </div>
      <CatalogueStatus query={packs} what="token packs" short />
      {packs.isSuccess && packs.data.packs.length === 0 && (
        <p>No token packs are on sale right now. Please check back soon.</p>
      )}
      {packs.isSuccess && packs.data.packs.length > 0 && (
        <div className="plan-grid">
          {packs.data.packs.map((pack) => (
            <TokenPackCard key={pack._id} pack={pack} onBuy={onBuy} />
          ))}
        </div>
      )}
    </>
  );
}
