import type { ReactNode } from 'react';
import { formatNaira, type ConfirmedDetails } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentStart } from '../use-payment-start';
import { MemberCard } from './member-card';
import './purchase.css';

export type OrderLine = { label: ReactNode; amount: number };

/** What every checkout's second step is given: who pays, the way back to their details, and how to leave for Paystack. */
export type CheckoutStepProps = {
  member: ConfirmedDetails;
  onChangeDetails: () => void;
  /** Full-page navigation to the payment page; replaceable in tests. */
  navigateTo?: (url: string) => void;
};

type Props = CheckoutStepProps & {
  /** What is bought, as the left card shows it (a plan with its features, a pack). */
  item: ReactNode;
  /** The lines of the order summary; the total is the server's price for them. */
  lines: readonly OrderLine[];
  total: number;
  /** Asks the server to start this purchase for the confirmed email. */
  start: (email: string) => Promise<{ redirect?: string | null }>;
  starting: boolean;
  /** Why nothing may be bought now (Premium already active): the button says it and the note explains. */
  refusal?: { button: string; note: string };
  /** The way back (a link to the plans, or back to the packs). */
  cancel: ReactNode;
  note: ReactNode;
};

/** What is bought, as step 2's left card shows it: its name and price, the terms, and what it includes. */
export function OrderItem({
  id,
  name,
  price,
  terms,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  name: string;
  price: ReactNode;
  terms: string;
  children?: ReactNode;
}) {
  return (
    <section className="order-plan" aria-labelledby={id}>
      <div className="order-plan__head">
        <h3 id={id}>{name}</h3>
        <span className="order-plan__price">{price}</span>
      </div>
      <p className="order-plan__cycle">{terms}</p>
      {children}
    </section>
  );
}

/** Step 2 of every checkout on the site: who pays, what is bought, the total, the email check and off to Paystack. */
export function OrderReview({
  member,
  item,
  lines,
  total,
  start,
  starting,
  refusal,
  cancel,
  note,
  onChangeDetails,
  navigateTo = (url) => window.location.assign(url),
}: Props) {
  const { email, setEmail, emailError, busy, onProceed } = usePaymentStart({
    member,
    start,
    starting,
    refused: refusal !== undefined,
    onChangeDetails,
    navigateTo,
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
        {item}
      </div>

      <form className="purchase-card order-total" onSubmit={onProceed} noValidate aria-labelledby="order-total-title">
        <h2 id="order-total-title">Order summary</h2>
        <dl className="order-lines">
          {lines.map((line, index) => (
            <div key={index}>
              <dt>{line.label}</dt>
              <dd>{formatNaira(line.amount)}</dd>
            </div>
          ))}
          <div className="order-lines__total">
            <dt>Total</dt>
            <dd data-testid="order-total">{formatNaira(total)}</dd>
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
          disabled={refusal !== undefined}
          hint={
            member.email
              ? `Type the full address on your profile (${member.email}). Your receipt goes there.`
              : 'Your receipt goes to this address.'
          }
        />
        <Button type="submit" size="lg" block disabled={refusal !== undefined || busy}>
          {busy && <Spinner size={18} light />}
          {refusal ? refusal.button : busy ? 'Starting payment...' : 'Proceed to Payment'}
        </Button>
        {refusal && <p className="order-total__note">{refusal.note}</p>}
        {cancel}
        <p className="order-total__note">{note}</p>
      </form>
    </div>
  );
}
