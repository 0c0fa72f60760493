import { useState } from 'react';
import type { MeResponse, SnoozeInput } from '@blynd/shared';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/http';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { SwitchField } from '../../../components/switch-field';
import { endSnooze, hideContacts, setIncognito, snooze, unhideContacts, usePrivacyAction } from '../api/privacy';

/** The browser's Contact Picker (Chrome on Android), where it exists: names and numbers the member picks, nothing more. */
type ContactPicker = { select(properties: ['tel'], options: { multiple: true }): Promise<{ tel?: string[] }[]> };
const contactPicker = (): ContactPicker | undefined =>
  typeof navigator !== 'undefined' &&
  'contacts' in navigator &&
  typeof window !== 'undefined' &&
  'ContactsManager' in window
    ? (navigator as unknown as { contacts: ContactPicker }).contacts
    : undefined;

const SNOOZES: { label: string; input: SnoozeInput }[] = [
  { label: '1 day', input: { hours: 24 } },
  { label: '3 days', input: { hours: 72 } },
  { label: 'A week', input: { hours: 168 } },
  { label: 'Until I turn it off', input: { indefinitely: true } },
];

/** Entries of a pasted list: one a line, or separated by commas or semicolons. */
const entriesOf = (text: string) =>
  text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/**
 * Settings' Privacy section (decisions 0164, 0165): snooze (with the snoozed banner and its "End snooze"), incognito
 * for Premium (else what it is and the way to Premium), and hiding from contacts, pasted or picked from the phone book.
 */
export function PrivacyPanel({ me }: { me: MeResponse }) {
  const { privacy } = me;
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [numbers, setNumbers] = useState('');
  const snoozing = usePrivacyAction(snooze);
  const waking = usePrivacyAction(endSnooze);
  const incognito = usePrivacyAction(setIncognito);
  const hiding = usePrivacyAction(hideContacts);
  const unhiding = usePrivacyAction(unhideContacts);
  const picker = contactPicker();

  async function run(action: () => Promise<string>) {
    setMessage(null);
    try {
      setMessage({ text: await action() });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }
  const pick = () =>
    run(async () => {
      const picked = (await picker!.select(['tel'], { multiple: true })).flatMap((contact) => contact.tel ?? []);
      setNumbers((text) => [...entriesOf(text), ...picked].join('\n'));
      return picked.length === 1 ? '1 number added to the list' : `${picked.length} numbers added to the list`;
    });
  const hide = () =>
    run(async () => {
      const answer = await hiding.mutateAsync(entriesOf(numbers));
      setNumbers('');
      const skipped = answer.ignored > 0 ? ` (${answer.ignored} left out: not Nigerian mobile numbers)` : '';
      return `You are hidden from ${formatCount(answer.hiddenContacts)} ${answer.hiddenContacts === 1 ? 'number' : 'numbers'}${skipped}`;
    });

  return (
    <section className="m-panel" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy</h2>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>

      <h3>Snooze</h3>
      {privacy.snoozed ? (
        <div className="m-note" role="status">
          <p>
            <strong>
              {privacy.snoozedUntil
                ? `You are snoozed until ${formatDateTime(privacy.snoozedUntil)}.`
                : 'You are snoozed until you end it.'}
            </strong>{' '}
            Nobody new sees you in discover; your matches see that you are snoozed.
          </p>
          <Button
            size="sm"
            onClick={() =>
              void run(async () => {
                await waking.mutateAsync(undefined);
                return 'Snooze ended: you are back in discover';
              })
            }
          >
            End snooze
          </Button>
        </div>
      ) : (
        <>
          <p className="m-muted">Take a break: leave discover for a while and keep your matches.</p>
          <div className="m-row" role="group" aria-label="Snooze for">
            {SNOOZES.map(({ label, input }) => (
              <Button
                key={label}
                size="sm"
                variant="secondary"
                onClick={() =>
                  void run(async () => {
                    await snoozing.mutateAsync(input);
                    return 'You are snoozed';
                  })
                }
              >
                {label}
              </Button>
            ))}
          </div>
        </>
      )}

      <h3>Incognito</h3>
      {me.isPremium ? (
        <SwitchField
          checked={privacy.incognito}
          onToggle={(on) =>
            void run(async () => {
              await incognito.mutateAsync(on);
              return on ? 'Incognito is on' : 'Incognito is off';
            })
          }
        >
          Incognito: only members you like see you in discover
        </SwitchField>
      ) : (
        <div className="m-stack">
          <p className="m-muted">
            Incognito is part of Premium: while it is on, only members you like see you in discover.
          </p>
          <ButtonLink to={paths.premium} size="sm" variant="secondary">
            Get Premium
          </ButtonLink>
        </div>
      )}

      <h3>Hide from contacts</h3>
      <p className="m-muted">
        People whose numbers you add here will not see you, and you will not see them, now or if they join later. We
        keep only a scrambled code of each number, never the number, so the list cannot be shown back; a new list
        replaces the one before.
      </p>
      <p>
        {privacy.hiddenContacts === 0
          ? 'You are not hiding from any number.'
          : `You are hiding from ${formatCount(privacy.hiddenContacts)} ${privacy.hiddenContacts === 1 ? 'number' : 'numbers'}.`}
      </p>
      <TextAreaField
        label="Phone numbers"
        hint="One a line, or separated by commas: 0803 123 4567 or +234 803 123 4567"
        rows={4}
        value={numbers}
        onChange={(e) => setNumbers(e.target.value)}
      />
      <div className="m-row">
        {picker && (
          <Button size="sm" variant="secondary" onClick={() => void pick()}>
            Choose from contacts
          </Button>
        )}
        <Button size="sm" disabled={entriesOf(numbers).length === 0} onClick={() => void hide()}>
          Hide from these numbers
        </Button>
        {privacy.hiddenContacts > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void run(async () => {
                await unhiding.mutateAsync(undefined);
                return 'You are no longer hiding from any number';
              })
            }
          >
            Stop hiding from everyone
          </Button>
        )}
      </div>
    </section>
  );
}
