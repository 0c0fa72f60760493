import { useState, type FormEvent } from 'react';
import { formatNaira, type AdSlot, type AdSlotKey } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Tag } from '../../../components/ui/tag';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { formatCount } from '../../../lib/format';
import { useUpdateAdSlot } from '../api/update-ad-slot';

/** One slot: whether an ad is live, what it shows and links to, its price and visits. */
export function AdSlotCard({ slotKey, label, slot }: { slotKey: AdSlotKey; label: string; slot: AdSlot }) {
  const update = useUpdateAdSlot();
  const confirm = useConfirm();
  const [values, setValues] = useState({ imgUrl: slot.imgUrl, link: slot.link, amount: String(slot.amount) });
  const headingId = `slot-${slotKey}`;

  const send = async (input: Parameters<typeof update.mutateAsync>[0]) => {
    try {
      const answer = await update.mutateAsync(input);
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const toggleAvailability = async () => {
    const ok = await confirm({
      title: slot.available ? `Open ${label} for booking?` : `Mark ${label} as taken?`,
      message: slot.available ? (
        <p>The live ad stops and the advertising page shows this slot as Available.</p>
      ) : (
        <p>The advertising page will show this slot as Unavailable.</p>
      ),
      confirmLabel: slot.available ? 'Open slot' : 'Mark as taken',
      tone: 'primary',
    });
    if (ok) await send({ slotKey, available: !slot.available });
  };

  const resetVisits = async () => {
    const ok = await confirm({
      title: `Reset visits of ${label}?`,
      message: <p>The count of {formatCount(slot.visits)} visits goes back to 0. This cannot be undone.</p>,
      confirmLabel: 'Reset visits',
    });
    if (ok) await send({ slotKey, resetVisits: true });
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(values.amount);
    if (!/^\d+$/.test(values.amount.trim()) || !Number.isSafeInteger(amount)) {
      notifyError('Amount must be whole naira');
      return;
    }
    void send({ slotKey, imgUrl: values.imgUrl.trim(), link: values.link.trim(), amount });
  };

  return (
    <article className="admin-card admin-slot" aria-labelledby={headingId}>
      <header className="admin-panel__head">
        <h3 id={headingId}>{label}</h3>
        {slot.available ? <Tag tone="danger">Unavailable</Tag> : <Tag tone="success">Available</Tag>}
      </header>
      <p className="admin-meta">{slot.available ? 'An ad is live in this slot.' : 'Open for booking.'}</p>
      <dl className="admin-details">
        <div>
          <dt>Amount</dt>
          <dd>{formatNaira(slot.amount)}</dd>
        </div>
        <div>
          <dt>Visits</dt>
          <dd>{formatCount(slot.visits)}</dd>
        </div>
      </dl>
      {slot.imgUrl ? (
        <p>
          <a href={slot.imgUrl} target="_blank" rel="noreferrer">
            View slot image<span className="visually-hidden"> of {label} (opens in a new tab)</span>
          </a>
        </p>
      ) : null}
      <div className="admin-actions">
        <Button size="sm" variant="secondary" onClick={() => void toggleAvailability()} disabled={update.isPending}>
          {slot.available ? 'Open for booking' : 'Mark as taken'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void resetVisits()}
          disabled={update.isPending || slot.visits === 0}
        >
          Reset visits
        </Button>
      </div>
      <form className="admin-form admin-form--spaced" onSubmit={save} noValidate>
        <TextField
          label="Image URL"
          name="imgUrl"
          maxLength={500}
          value={values.imgUrl}
          onChange={(event) => setValues((v) => ({ ...v, imgUrl: event.target.value }))}
        />
        <TextField
          label="Link"
          name="link"
          type="url"
          maxLength={500}
          value={values.link}
          onChange={(event) => setValues((v) => ({ ...v, link: event.target.value }))}
        />
        <TextField
          label="Amount (naira)"
          name="amount"
          inputMode="numeric"
          value={values.amount}
          onChange={(event) => setValues((v) => ({ ...v, amount: event.target.value }))}
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save {label}
        </Button>
      </form>
    </article>
  );
}
