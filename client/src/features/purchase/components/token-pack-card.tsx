import { formatNaira, type TokenPack } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { formatCount } from '../../../lib/format';

/** A pack on /tokens; the page brings the plan cards' styles. */
export function TokenPackCard({ pack, onBuy }: { pack: TokenPack; onBuy: (pack: TokenPack) => void }) {
  const headingId = `pack-${pack._id}`;
  return (
    <article className="plan-card token-pack" aria-labelledby={headingId}>
      <h3 id={headingId}>{pack.name}</h3>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatCount(pack.tokens)}</span>
        <span className="plan-card__suffix">tokens</span>
      </p>
      <p className="token-pack__price">{formatNaira(pack.price)}</p>
      <Button
        variant="secondary"
        block
        onClick={() => onBuy(pack)}
        aria-label={`Buy ${pack.name} (${formatCount(pack.tokens)} tokens)`}
      >
        Buy {pack.name}
      </Button>
    </article>
  );
}
