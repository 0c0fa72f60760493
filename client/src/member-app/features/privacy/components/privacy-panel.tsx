import { useState } from 'react';
import type { MeResponse, SnoozeInput } from '@blynd/shared';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/http';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { SwitchField } from '../../../components/switch-field';
import { endSnooze, hideContacts, setIncognito, snooze, unhideContacts, usePrivacyAction } from '../api/privacy';
import { usePrivacyTexts } from '../texts';

/** The browser's Contact Picker (Chrome on Android), where it exists: names and numbers the member picks, nothing more. */
type ContactPicker = { select(properties: ['tel'], options: { multiple: true }): Promise<{ tel?: string[] }[]> };
const contactPicker = (): ContactPicker | undefined =>
  typeof navigator !== 'undefined' &&
  'contacts' in navigator &&
  typeof window !== 'undefined' &&
  'ContactsManager' in window
    ? (navigator as unknown as { contacts: ContactPicker }).contacts
    : undefined;

const say = usePrivacyTexts.t;
const SNOOZES: { key: 'snooze-24' | 'snooze-72' | 'snooze-168' | 'snooze-forever'; input: SnoozeInput }[] = [
  { key: 'snooze-24', input: { hours: 24 } },
  { key: 'snooze-72', input: { hours: 72 } },
  { key: 'snooze-168', input: { hours: 168 } },
  { key: 'snooze-forever', input: { indefinitely: true } },
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
  const t = usePrivacyTexts();
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
      return say('added', { count: picked.length });
    });
  const hide = () =>
    run(async () => {
      const answer = await hiding.mutateAsync(entriesOf(numbers));
      setNumbers('');
      const skipped = answer.ignored > 0 ? say('skipped', { count: answer.ignored }) : '';
      return `${say('hiddenFrom', { count: answer.hiddenContacts, n: formatCount(answer.hiddenContacts) })}${skipped}`;
    });

  return (
    <section className="m-panel" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t('heading')}</h2>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>

      <h3>{t('snooze')}</h3>
      {privacy.snoozed ? (
        <div className="m-note" role="status">
          <p>
            <strong>
              {privacy.snoozedUntil
                ? t('snoozedUntil', { when: formatDateTime(privacy.snoozedUntil) })
                : t('snoozedForever')}
            </strong>{' '}
            {t('snoozedText')}
          </p>
          <Button
            size="sm"
            onClick={() =>
              void run(async () => {
                await waking.mutateAsync(undefined);
                return say('snoozeEnded');
              })
            }
          >
            {t('endSnooze')}
          </Button>
        </div>
      ) : (
        <>
          <p className="m-muted">{t('takeBreak')}</p>
          <div className="m-row" role="group" aria-label={t('snoozeFor')}>
            {SNOOZES.map(({ key, input }) => (
              <Button
                key={key}
                size="sm"
                variant="secondary"
                onClick={() =>
                  void run(async () => {
                    await snoozing.mutateAsync(input);
                    return say('snoozed');
                  })
                }
              >
                {t(key)}
              </Button>
            ))}
          </div>
        </>
      )}

      <h3>{t('incognito')}</h3>
      {me.isPremium ? (
        <SwitchField
          checked={privacy.incognito}
          onToggle={(on) =>
            void run(async () => {
              await incognito.mutateAsync(on);
              return on ? say('incognitoOn') : say('incognitoOff');
            })
          }
        >
          {t('incognitoSwitch')}
        </SwitchField>
      ) : (
        <div className="m-stack">
          <p className="m-muted">{t('incognitoPremium')}</p>
          <ButtonLink to={paths.premium} size="sm" variant="secondary">
            {t('getPremium')}
          </ButtonLink>
        </div>
      )}

      <h3>{t('hideHeading')}</h3>
      <p className="m-muted">{t('hideText')}</p>
      <p>
        {privacy.hiddenContacts === 0
          ? t('hidingNone')
          : t('hiding', { count: privacy.hiddenContacts, n: formatCount(privacy.hiddenContacts) })}
      </p>
      <TextAreaField
        label={t('phones')}
        hint={t('phonesHint')}
        rows={4}
        value={numbers}
        onChange={(e) => setNumbers(e.target.value)}
      />
      <div className="m-row">
        {picker && (
          <Button size="sm" variant="secondary" onClick={() => void pick()}>
            {t('choose')}
          </Button>
        )}
        <Button size="sm" disabled={entriesOf(numbers).length === 0} onClick={() => void hide()}>
          {t('hide')}
        </Button>
        {privacy.hiddenContacts > 0 && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void run(async () => {
                await unhiding.mutateAsync(undefined);
                return say('unhidden');
              })
            }
          >
            {t('stopHiding')}
          </Button>
        )}
      </div>
    </section>
  );
}
