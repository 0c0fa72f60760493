import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/admin/query-state';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdSlots } from '../api/get-ad-slots';
import { useUpdateAdSettings } from '../api/update-ad-settings';
import { Panel } from '../../../components/admin/panel';

/** Whether ads run at all, and who buys the media. */
export function AdSettings() {
  const query = useAdSlots();
  return (
    <Panel id="ad-settings-title" title="Ad settings">
      <QueryState query={query} loadingLabel="Loading ad settings">
        {({ adSlotSet }) => (
          <SettingsForm
            key={`${adSlotSet.active}-${adSlotSet.mediaBuyer}`}
            active={adSlotSet.active}
            mediaBuyer={adSlotSet.mediaBuyer}
          />
        )}
      </QueryState>
    </Panel>
  );
}

function SettingsForm({ active, mediaBuyer }: { active: boolean; mediaBuyer: string }) {
  const update = useUpdateAdSettings();
  const confirm = useConfirm();
  const [buyer, setBuyer] = useState(mediaBuyer);
  const save = async (input: { active?: boolean; mediaBuyer?: string }) => {
    try {
      const answer = await update.mutateAsync(input);
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  // The master switch changes what every member sees in the app at once: it asks first.
  const toggle = async (running: boolean) => {
    const sure = await confirm(
      running
        ? {
            title: 'Turn ads on?',
            message: <p>Ads will show in the app to every member who is not Premium, in every slot that has an ad.</p>,
            confirmLabel: 'Turn ads on',
            tone: 'primary',
          }
        : {
            title: 'Turn all ads off?',
            message: (
              <p>No member will see any ad in the app until ads are turned on again. Slots and bookings are kept.</p>
            ),
            confirmLabel: 'Turn ads off',
          },
    );
    if (sure) await save({ active: running });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ mediaBuyer: buyer.trim() });
  };
  return (
    <div className="admin-form">
      <CheckboxField
        label="Ads are running in the app"
        checked={active}
        disabled={update.isPending}
        onChange={(event) => void toggle(event.target.checked)}
      />
      <form className="admin-search" onSubmit={submit} noValidate>
        <TextField
          label="Media buyer"
          name="mediaBuyer"
          maxLength={120}
          value={buyer}
          onChange={(event) => setBuyer(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          Save media buyer
        </Button>
      </form>
    </div>
  );
}
