import { formatNaira, TOKEN_MESSAGES, type ConfirmedDetails, type TokenPack } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { formatCount } from '../../../lib/format';
import { MemberCard } from './member-card';
import { usePaymentStart } from '../use-payment-start';
import { useInitiateTokenPayment } from '../api/initiate-token-payment';
import './purchase.css';

type Props = {
  member: ConfirmedDetails;
  pack: TokenPack;
  onChangeDetails: () => void;
  onCancel: () => void;
  /** Full-page navigation to the payment page; replaceable in tests. */
  navigateTo?: (url: string) => void;
};

/** Step 2 of buying tokens: the pack, the member's email, and off to Paystack. */
export function TokenOrderSummary({
  member,
  pack,
  onChangeDetails,
  onCancel,
  navigateTo = (url) => window.location.assign(url),
}: Props) {
  const initiate = useInitiateTokenPayment();
  const { email, setEmail, emailError, busy, onProceed } = usePaymentStart({
    member,
    starting: initiate.isPending,
    onChangeDetails,
    navigateTo,
    start: (confirmedEmail) =>
      initiate.mutateAsync({
        token: member.token,
        body: { userId: member.userId, packId: pack._id, email: confirmedEmail },
      }),
  });

  return (
    <div className="purchase-layout">
      <div className="purchase-card">
        <span className="purchase-step">Step 2 of 2</span>
        <h2>Review your order</h2>
        <MemberCard member={member} />
        <button type="button" className="link-button" onClick={onChangeDetails}>
          Not you? Change details
        </button>
        <section className="order-plan" aria-labelledby="order-pack-title">
          <div className="order-plan__head">
            <h3 id="order-pack-title">{pack.name}</h3>
            <span className="order-plan__price">{formatNaira(pack.price)}</span>
          </div>
          <p className="order-plan__cycle">{formatCount(pack.tokens)} tokens · one payment</p>
        </section>
      </div>

      <form className="purchase-card order-total" onSubmit={onProceed} noValidate aria-labelledby="order-total-title">
        <h2 id="order-total-title">Order summary</h2>
        <dl className="order-lines">
          <div>
            <dt>
              {pack.name} ({formatCount(pack.tokens)} tokens)
            </dt>
            <dd>{formatNaira(pack.price)}</dd>
          </div>
          <div className="order-lines__total">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatNaira(pack.price)}</dd>
          </div>
        </dl>
        <TextField
          label="Confirm your email address"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={emailError}
          hint={
            member.email
              ? `Type the full address on your profile (${member.email}). Your receipt goes there.`
              : 'Your receipt goes to this address.'
          }
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {busy && <Spinner size={18} light />}
          {busy ? 'Starting payment...' : 'Proceed to Payment'}
        </Button>
        <Button variant="ghost" block onClick={onCancel}>
          Cancel
        </Button>
        <p className="order-total__note">Payments are processed securely by Paystack. {TOKEN_MESSAGES.noRefunds}</p>
      </form>
    </div>
  );
}
