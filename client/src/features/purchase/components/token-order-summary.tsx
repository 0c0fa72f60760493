import { formatNaira, TOKEN_MESSAGES, type TokenPack } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';
import { OrderItem, OrderReview, type CheckoutStepProps } from './order-review';

type Props = CheckoutStepProps & { pack: TokenPack; onCancel: () => void };

/** Step 2 of buying tokens: the pack, the member's email, and off to Paystack. */
export function TokenOrderSummary({ member, pack, onCancel, ...step }: Props) {
  const initiate = useStartCheckout('tokens');
  return (
    <OrderReview
      member={member}
      item={
        <OrderItem
          id="order-pack-title"
          name={pack.name}
          price={formatNaira(pack.price)}
          terms={`${formatCount(pack.tokens)} tokens · one payment`}
        />
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
