import { useEffect, useState } from 'react';
import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_FREQUENCIES,
  NOTICE_FREQUENCY_LABELS,
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  notificationPreferencesSchema,
  type NoticeChannel,
  type NoticeFrequency,
  type NoticeKind,
  type NotificationPreferences,
} from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/http';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { SwitchField } from '../../components/switch-field';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences';
import { turnOffWebPush, turnOnWebPush, webPushIsOn, webPushSupported, type TurnOnOutcome } from './api/web-push';
import './notifications.css';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

const BROWSER_TEXT: Record<TurnOnOutcome, string> = {
  on: 'Notifications are on in this browser.',
  denied: 'This browser blocks notifications from Blynd. Allow them in the browser settings, then try again.',
  unsupported: 'This browser cannot show notifications.',
  'not-configured': 'Browser notifications are not available yet.',
};

/** /app/notifications: the kinds × channels × frequency grid, quiet hours, the two reminders, this browser. */
export function NotificationsScreen() {
  useDocumentMeta('Notifications', 'What Blynd tells you, where and how often.');
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [draft, setDraft] = useState<NotificationPreferences | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [browserOn, setBrowserOn] = useState(false);
  useEffect(() => {
    if (saved.data && !draft) setDraft(saved.data);
  }, [saved.data, draft]);
  useEffect(() => {
    void webPushIsOn().then(setBrowserOn);
  }, []);
  if (!draft) return <PageLoader />;

  const setFrequency = (kind: NoticeKind, channel: NoticeChannel, frequency: NoticeFrequency) =>
    setDraft({ ...draft, kinds: { ...draft.kinds, [kind]: { ...draft.kinds[kind], [channel]: frequency } } });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setMessage(null);
    const checked = notificationPreferencesSchema.safeParse(draft);
    if (!checked.success) return setMessage({ text: checked.error.issues[0]!.message, error: true });
    try {
      setDraft(await save.mutateAsync(checked.data));
      setMessage({ text: 'Notification preferences saved' });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  async function toggleBrowser() {
    setMessage(null);
    try {
      if (browserOn) {
        await turnOffWebPush();
        setBrowserOn(false);
        setMessage({ text: 'This browser will no longer get notifications' });
        return;
      }
      const outcome = await turnOnWebPush();
      setBrowserOn(outcome === 'on');
      setMessage({ text: BROWSER_TEXT[outcome], error: outcome !== 'on' });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className="m-screen">
      <h1>Notifications</h1>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
      <form className="m-stack m-notice-panel" onSubmit={(event) => void submit(event)}>
        <section className="m-panel m-notice-panel" aria-labelledby="grid-heading">
          <h2 id="grid-heading">What we tell you, and how</h2>
          <div className="m-notice-grid__scroll">
            <table className="m-notice-grid">
              <caption className="visually-hidden">For each kind of notification, how often on each channel</caption>
              <thead>
                <tr>
                  <th scope="col">Kind</th>
                  {NOTICE_CHANNELS.map((channel) => (
                    <th scope="col" key={channel}>
                      {NOTICE_CHANNEL_LABELS[channel]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {NOTICE_KINDS.map((kind) => (
                  <tr key={kind}>
                    <th scope="row">{NOTICE_KIND_LABELS[kind]}</th>
                    {NOTICE_CHANNELS.map((channel) => (
                      <td key={channel}>
                        <select
                          aria-label={`${NOTICE_KIND_LABELS[kind]}: ${NOTICE_CHANNEL_LABELS[channel]}`}
                          value={draft.kinds[kind][channel]}
                          onChange={(event) => setFrequency(kind, channel, event.target.value as NoticeFrequency)}
                        >
                          {NOTICE_FREQUENCIES.map((frequency) => (
                            <option key={frequency} value={frequency}>
                              {NOTICE_FREQUENCY_LABELS[frequency]}
                            </option>
                          ))}
                        </select>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="m-muted">Account and safety notices always reach you, by push and in the app.</p>
        </section>

        <section className="m-panel" aria-labelledby="timing-heading">
          <h2 id="timing-heading">Quiet hours and the daily digest (Lagos time)</h2>
          <SwitchField
            checked={draft.quietHours !== null}
            onToggle={(on) => setDraft({ ...draft, quietHours: on ? { start: '22:00', end: '07:00' } : null })}
          >
            Quiet hours: pushes wait for the digest
          </SwitchField>
          {draft.quietHours && (
            <div className="m-notice-times">
              <label>
                From
                <input
                  type="time"
                  value={draft.quietHours.start}
                  onChange={(event) =>
                    setDraft({ ...draft, quietHours: { ...draft.quietHours!, start: event.target.value } })
                  }
                />
              </label>
              <label>
                To
                <input
                  type="time"
                  value={draft.quietHours.end}
                  onChange={(event) =>
                    setDraft({ ...draft, quietHours: { ...draft.quietHours!, end: event.target.value } })
                  }
                />
              </label>
            </div>
          )}
          <label className="m-notice-times">
            Daily digest at
            <select
              value={draft.digestHour}
              onChange={(event) => setDraft({ ...draft, digestHour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </label>
        </section>

        <section className="m-panel" aria-labelledby="reminders-heading">
          <h2 id="reminders-heading">Reminders</h2>
          <SwitchField checked={draft.signupReminder} onToggle={(on) => setDraft({ ...draft, signupReminder: on })}>
            Remind me to finish signing up
          </SwitchField>
          <SwitchField checked={draft.picksReady} onToggle={(on) => setDraft({ ...draft, picksReady: on })}>
            Tell me when my picks are ready
          </SwitchField>
          <label className="m-notice-times">
            Picks at
            <select
              value={draft.picksHour}
              onChange={(event) => setDraft({ ...draft, picksHour: Number(event.target.value) })}
            >
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </label>
        </section>

        <div>
          <Button type="submit" disabled={save.isPending}>
            Save
          </Button>
        </div>
      </form>

      <section className="m-panel m-notice-panel" aria-labelledby="browser-heading">
        <h2 id="browser-heading">This browser</h2>
        {webPushSupported() ? (
          <Button variant="secondary" onClick={() => void toggleBrowser()}>
            {browserOn ? 'Turn off notifications in this browser' : 'Turn on notifications in this browser'}
          </Button>
        ) : (
          <p className="m-muted">{BROWSER_TEXT.unsupported}</p>
        )}
      </section>
    </section>
  );
}
