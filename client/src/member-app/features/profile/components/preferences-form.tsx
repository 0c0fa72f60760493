import { useState, type FormEvent } from 'react';
import { MEMBER_GENDERS, type MePatch, type MeResponse } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/http';
import { SwitchField } from '../../../components/switch-field';
import { useUpdateMe } from '../api/update-me';

type Me = MeResponse & { readReceipts?: boolean };

/** Who discover shows, and the switches: discoverable, read receipts (once the server has them). */
export function PreferencesForm({ me }: { me: Me }) {
  const updateMe = useUpdateMe();
  const [genders, setGenders] = useState<string[]>(me.preferences?.genders ?? me.interestedIn);
  const [ageMin, setAgeMin] = useState(String(me.preferences?.ageMin ?? 18));
  const [ageMax, setAgeMax] = useState(String(me.preferences?.ageMax ?? 60));
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  async function patch(body: MePatch, done: string) {
    setMessage(null);
    try {
      await updateMe.mutateAsync(body);
      setMessage({ text: done });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    void patch(
      { preferences: { genders, ageMin: Number(ageMin), ageMax: Number(ageMax) } } as MePatch,
      'Preferences saved',
    );
  };

  return (
    <section className="m-panel" aria-labelledby="prefs-heading">
      <h2 id="prefs-heading">Preferences</h2>
      <form className="m-form" onSubmit={save} noValidate>
        <fieldset className="m-fieldset">
          <legend>Show me</legend>
          {MEMBER_GENDERS.map((g) => (
            <label key={g} className="m-check">
              <input
                type="checkbox"
                checked={genders.includes(g)}
                onChange={() => setGenders(genders.includes(g) ? genders.filter((x) => x !== g) : [...genders, g])}
              />{' '}
              {g}
            </label>
          ))}
        </fieldset>
        <div className="m-row">
          <TextField
            label="Youngest age"
            type="number"
            min={18}
            max={99}
            value={ageMin}
            onChange={(e) => setAgeMin(e.target.value)}
          />
          <TextField
            label="Oldest age"
            type="number"
            min={18}
            max={99}
            value={ageMax}
            onChange={(e) => setAgeMax(e.target.value)}
          />
        </div>
        <Button type="submit">Save preferences</Button>
      </form>
      <SwitchField
        checked={me.discoverable}
        onToggle={(on) =>
          void patch({ discoverable: on }, on ? 'You show in discover' : 'You are hidden from discover')
        }
      >
        Show me in discover
      </SwitchField>
      {me.readReceipts !== undefined && (
        <SwitchField
          checked={me.readReceipts}
          onToggle={(on) => void patch({ readReceipts: on }, on ? 'Read receipts on' : 'Read receipts off')}
        >
          Read receipts: matches see when I have read their messages, and I see theirs
        </SwitchField>
      )}
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </section>
  );
}
