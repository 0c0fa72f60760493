import { formatNaira, TOKEN_MESSAGES, type TokenPack } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';
import { OrderReview, type CheckoutStepProps } from './order-review';

type Props = CheckoutStepProps & { pack: TokenPack; onCancel: () => void };

/** Step 2 of buying tokens: the pack, the member's email, and off to Paystack. */
export function TokenOrderSummary({ member, pack, onCancel, ...step }: Props) {
  const initiate = useStartCheckout('tokens');
  return (
    <OrderReview
      member={member}
      item={
        <section className="order-plan" aria-labelledby="order-pack-title">
          <div className="order-plan__head">
            <h3 id="order-pack-title">{pack.name}</h3>
            <span className="order-plan__price">{formatNaira(pack.price)}</span>
          </div>
          <p className="order-plan__cycle">{formatCount(pack.tokens)} tokens · one payment</p>
        </section>
      }
      lines={[{ label: `${pack.name} (${formatCount(pack.tokens)} tokens)`, amount: pack.price }]}
      total={pack.price}
      starting={initiate.isPending}
      cancel={
        <Button variant="ghost" block onClick={onCancel}>
          Cancel
        </Button>
      }
      note={`Payments are processed securely by Paystack. ${TOKEN_MESSAGES.noRefunds}`}
      {...step}
      start={(confirmedEmail) =>
        initiate.mutateAsync({
          token: member.token,
          body: { userId: member.userId, packId: pack._id, email: confirmedEmail },
        })
      }
    />
  );
}
