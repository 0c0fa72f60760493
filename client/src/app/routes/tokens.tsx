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
import { useSitePath } from '../../components/layouts/site-language';
import { usePageTexts } from './texts';
import './pages.css';

/** /tokens: pick a pack, confirm who you are (the same step as Premium), pay with Paystack. */
export function TokensRoute() {
  const t = usePageTexts();
  const to = useSitePath();
  useDocumentMeta(t('tokensTitle'), t('tokensDescription', { product: site.productName }));
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
      <PageHeader eyebrow={t('tokensEyebrow')} title={t('tokensHeading')}>
        <p>{t('tokensIntro')}</p>
      </PageHeader>
      <section className="section" aria-label={t('tokensRegion')}>
        <div className="container" ref={stepRef}>
          {cancelled && !pack && (
            <p className="payment-cancelled" role="status">
              <strong>{t('paymentCancelled')}</strong> {t('notChargedPack')}
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
                      {t('chooseAnotherPack')}
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
            {t('biddingHappens')} <Link to={to(paths.auctions)}>{t('seeTheAuctions')}</Link> {t('or')}{' '}
            <Link to={to(paths.get)}>{t('downloadTheAppLower')}</Link>
            {t('paymentQuestion')} <Link to={to(paths.support)}>{t('contactSupport')}</Link>.
          </p>
        </div>
      </section>
    </>
  );
}

function PackList({ onBuy }: { onBuy: (pack: TokenPack) => void }) {
  const t = usePageTexts();
  const packs = useTokenPacks();
  return (
    <>
      <div className="plans-head">
        <h2>{t('choosePack')}</h2>
      </div>
      <CatalogueStatus query={packs} what="tokenPacks" short />
      {packs.isSuccess && packs.data.packs.length === 0 && <p>{t('noPacks')}</p>}
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
