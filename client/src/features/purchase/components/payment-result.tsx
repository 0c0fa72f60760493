import { useEffect, useState, type ReactNode } from 'react';
import {
  formatNaira,
  MESSAGES,
  TOKEN_MESSAGES,
  type PaymentSummary,
  type PlanPaymentReceipt,
  type TokenPaymentReceipt,
  type TokenPaymentSummary,
} from '@blynd/shared';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/format';
import { CYCLE_NAME } from '../../../lib/pricing';
import { usePaymentReceipt } from '../api/get-payment-receipt';
import { useVerifyPayment } from '../api/verify-payment';
import { clearPaymentSession, readPaymentAuth } from '../payment-session';
import './purchase.css';

/** Verifies the payment named by the return URL's reference with the credentials stored before leaving. */
export function PaymentResult({ reference }: { reference: string }) {
  // Read once: the credentials are cleared after success and the summary must stay on screen.
  const [auth] = useState(readPaymentAuth);
  const verification = useVerifyPayment(reference, auth);
  // A reload after success finds no stored credentials: the reference alone shows what was bought.
  const receipt = usePaymentReceipt(reference, !auth);

  useEffect(() => {
    if (verification.isSuccess) clearPaymentSession();
  }, [verification.isSuccess]);

  if (reference && !auth && receipt.isPending) return <Verifying />;
  if (reference && !auth && receipt.data?.status === 'success')
    return <Purchased summary={receipt.data} reference={reference} />;
  if (!reference || !auth) return <InvalidSession />;
  if (verification.isSuccess) return <Purchased summary={verification.data} reference={reference} />;
  if (verification.isError) {
    const message =
      verification.error instanceof ApiError ? verification.error.message : MESSAGES.paymentVerificationFailed;
    return (
      <VerificationFailed
        message={message}
        retry={() => void verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  }
  return <Verifying />;
}

function Verifying() {
  return (
    <div className="purchase-card payment-result" role="status" aria-live="polite">
      <div className="verifying">
        <Spinner size={48} />
        <h1 className="verifying__title">Verifying your payment...</h1>
      </div>
    </div>
  );
}

type Summary = PaymentSummary | PlanPaymentReceipt | TokenPaymentSummary | TokenPaymentReceipt;
const isTokens = (summary: Summary): summary is TokenPaymentSummary | TokenPaymentReceipt =>
  'kind' in summary && summary.kind === 'tokens';

/** What was bought: a Premium plan, or a token pack with the tokens added (and, right after paying, the new balance). */
function Purchased({ summary, reference }: { summary: Summary; reference: string }) {
  return isTokens(summary) ? (
    <TokensAdded summary={summary} reference={reference} />
  ) : (
    <PaymentSuccess summary={summary} reference={reference} />
  );
}

function SuccessIcon() {
  return (
    <span className="payment-result__icon payment-result__icon--ok" aria-hidden="true">
      <svg width="36" height="36" viewBox="0 0 24 24">
        <path
          d="m5 12.5 4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

type PaidRow = { label: string; value: ReactNode; testId?: string };

/** The success card of every checkout; each purchasable says what it bought and where to go next. */
function PaidCard(props: {
  intro: string;
  rows: readonly PaidRow[];
  amount: number;
  reference: string;
  after?: ReactNode;
  secondary: { to: string; label: string };
}) {
  return (
    <div className="purchase-card payment-result">
      <SuccessIcon />
      <h1 className="payment-result__title">Payment Successful!</h1>
      <p className="purchase-card__intro">{props.intro}</p>
      <dl className="order-lines">
        {props.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{row.value}</dd>
          </div>
        ))}
        <div className="order-lines__total">
          <dt>Amount paid</dt>
          <dd>{formatNaira(props.amount)}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd className="payment-result__reference">{props.reference}</dd>
        </div>
      </dl>
      {props.after}
      <div className="payment-result__actions">
        <ButtonLink to={paths.get} size="lg">
          Open the app
        </ButtonLink>
        <ButtonLink to={props.secondary.to} size="lg" variant="secondary">
          {props.secondary.label}
        </ButtonLink>
      </div>
    </div>
  );
}

function TokensAdded({
  summary,
  reference,
}: {
  summary: TokenPaymentSummary | TokenPaymentReceipt;
  reference: string;
}) {
  const balance = 'balance' in summary ? summary.balance : null;
  return (
    <PaidCard
      intro={`${formatCount(summary.tokens)} tokens have been added to your account. Open the app to bid on items and experiences.`}
      rows={[
        { label: 'Pack', value: summary.pack },
        { label: 'Tokens added', value: formatCount(summary.tokens), testId: 'tokens-added' },
        ...(balance !== null
          ? [{ label: 'New balance', value: `${formatCount(balance)} tokens`, testId: 'token-balance' }]
          : []),
      ]}
      amount={summary.amount}
      reference={reference}
      after={
        <>
          {balance === null && <p className="purchase-card__intro">Your balance shows in the app.</p>}
          <p className="order-total__note">{TOKEN_MESSAGES.noRefunds}</p>
        </>
      }
      secondary={{ to: paths.auctions, label: 'See the auctions' }}
    />
  );
}

function PaymentSuccess({ summary, reference }: { summary: PaymentSummary | PlanPaymentReceipt; reference: string }) {
  return (
    <PaidCard
      intro="Your Premium is active now. Open the app to see who already likes you."
      rows={[
        { label: 'Plan', value: summary.plan },
        { label: 'Duration', value: CYCLE_NAME[summary.billingType] },
        ...(summary.badge ? [{ label: 'Verification badge', value: summary.badge }] : []),
      ]}
      amount={summary.amount}
      reference={reference}
      secondary={{ to: paths.premium, label: 'Back to Plans' }}
    />
  );
}

function InvalidSession() {
  return (
    <div className="purchase-card payment-result" role="alert">
      <FailureIcon />
      <h1 className="payment-result__title">{MESSAGES.invalidPaymentSession}</h1>
      <p className="purchase-card__intro">
        We could not find a payment to check from this page. If you were charged, contact us with your payment reference
        and we will sort it out.
      </p>
      <div className="payment-result__actions">
        <ButtonLink to={paths.premium}>Back to Plans</ButtonLink>
        <ButtonLink to={paths.support} variant="secondary">
          Get help
        </ButtonLink>
      </div>
    </div>
  );
}

function VerificationFailed({ message, retry, retrying }: { message: string; retry: () => void; retrying: boolean }) {
  return (
    <div className="purchase-card payment-result" role="alert">
      <FailureIcon />
      <h1 className="payment-result__title">{MESSAGES.paymentVerificationFailed}</h1>
      <p className="purchase-card__intro">
        {message === MESSAGES.paymentVerificationFailed
          ? 'We could not confirm this payment yet. Check again in a moment, or start the payment again.'
          : message}
      </p>
      <div className="payment-result__actions">
        <Button onClick={retry} disabled={retrying}>
          {retrying ? 'Checking...' : 'Check again'}
        </Button>
        <ButtonLink to={paths.premium} variant="secondary">
          Try the payment again
        </ButtonLink>
        <ButtonLink to={paths.support} variant="secondary">
          Get help
        </ButtonLink>
      </div>
    </div>
  );
}

function FailureIcon() {
  return (
    <span className="payment-result__icon payment-result__icon--bad" aria-hidden="true">
      <svg width="34" height="34" viewBox="0 0 24 24">
        <path d="M12 7v6m0 4h.01" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
