import { Button } from '../../../components/ui/button';
import { useConfirm, type ConfirmRequest } from '../../../components/ui/confirm-dialog';
import { Tag } from '../../../components/ui/tag';
import { notifyFailure, notifySuccess } from '../../../lib/toast';

/** The pieces the plans and badge offers tables share: features, sale status, and edit / retire / restore. */

export function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="admin-list">
      {features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </ul>
  );
}

export function SaleStatus({ retired }: { retired: boolean }) {
  return retired ? <Tag tone="neutral">Retired</Tag> : <Tag tone="success">On sale</Tag>;
}

type OfferActionsProps = {
  /** How the buttons name the offer to screen readers: "Gold", "the Rich badge". */
  name: string;
  retired: boolean;
  /** False for an offer that is never retired (the Free plan). */
  canRetire?: boolean;
  busy: boolean;
  onEdit: () => void;
  onRetired: (retired: boolean) => void;
};

export function OfferActions({ name, retired, canRetire = true, busy, onEdit, onRetired }: OfferActionsProps) {
  return (
    <div className="admin-actions">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {canRetire &&
        (retired ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onRetired(false)}
            disabled={busy}
            aria-label={`Restore ${name}`}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="sm"
            className="admin-btn--danger"
            onClick={() => onRetired(true)}
            disabled={busy}
            aria-label={`Retire ${name}`}
          >
            Retire
          </Button>
        ))}
    </div>
  );
}

/** Retires an offer after the admin confirms (restoring asks nothing), then shows the server's answer. */
export function useSetRetired<Offer>(
  ask: (offer: Offer) => ConfirmRequest,
  save: (offer: Offer, retired: boolean) => Promise<{ message: string }>,
) {
  const confirm = useConfirm();
  return async (offer: Offer, retired: boolean) => {
    if (retired && !(await confirm(ask(offer)))) return;
    try {
      notifySuccess((await save(offer, retired)).message);
    } catch (error) {
      notifyFailure(error);
    }
  };
}
