import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/admin/query-state';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdSlots } from '../api/get-ad-slots';
import { useUpdateAdSettings } from '../api/update-ad-settings';

/** Whether ads run at all, and who buys the media. */
export function AdSettings() {
  const query = useAdSlots();
  return (
    <section className="admin-panel" aria-labelledby="ad-settings-title">
      <h2 id="ad-settings-title">Ad settings</h2>
      <QueryState query={query} loadingLabel="Loading ad settings">
        {({ adSlotSet }) => <SettingsForm key={`${adSlotSet.active}-${adSlotSet.mediaBuyer}`} active={adSlotSet.active} mediaBuyer={adSlotSet.mediaBuyer} />}
      </QueryState>
    </section>
  );
}

function SettingsForm({ active, mediaBuyer }: { active: boolean; mediaBuyer: string }) {
  const update = useUpdateAdSettings();
  const [buyer, setBuyer] = useState(mediaBuyer);
  const save = async (input: { active?: boolean; mediaBuyer?: string }) => {
    try {
      const answer = await update.mutateAsync(input);
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ mediaBuyer: buyer.trim() });
  };
  return (
    <div className="admin-form">
      <label className="admin-check">
        <input type="checkbox" checked={active} disabled={update.isPending} onChange={(event) => void save({ active: event.target.checked })} />
        Ads are running in the app
      </label>
      <form className="admin-search" onSubmit={submit} noValidate>
        <TextField label="Media buyer" name="mediaBuyer" maxLength={120} value={buyer} onChange={(event) => setBuyer(event.target.value)} />
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          Save media buyer
        </Button>
      </form>
    </div>
  );
}
