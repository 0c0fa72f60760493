import { useEffect, useState } from 'react';
import {
  NOTICE_FREQUENCIES,
  notificationPreferencesSchema,
  type NoticeChannel,
  type NoticeFrequency,
  type NoticeKind,
  type NotificationPreferences,
} from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { NoticeGrid } from '../../../components/ui/notice-grid';
import { PageLoader } from '../../../components/ui/page-loader';
import { errorMessage } from '../../../lib/http';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { SwitchField } from '../../components/switch-field';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api/notification-preferences';
import { turnOffWebPush, turnOnWebPush, webPushIsOn, webPushSupported, type TurnOnOutcome } from './api/web-push';
import './notifications.css';
import { useNotificationTexts } from './texts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A time of day on the hour (when the digest or the day's picks arrive). */
function HourField({ label, hour, onChange }: { label: string; hour: number; onChange: (hour: number) => void }) {
  return (
    <label className="m-notice-times">
      {label}
      <select value={hour} onChange={(event) => onChange(Number(event.target.value))}>
        {HOURS.map((choice) => (
          <option key={choice} value={choice}>
            {hourLabel(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}

const say = useNotificationTexts.t;
const browserText = (outcome: TurnOnOutcome) => say(`browser-${outcome}`);

/** /app/notifications: the kinds × channels × frequency grid, quiet hours, the two reminders, this browser. */
export function NotificationsScreen() {
  const t = useNotificationTexts();
  useDocumentMeta(t('title'), t('description'));
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
      setMessage({ text: say('saved') });
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
        setMessage({ text: say('browserOff') });
        return;
      }
      const outcome = await turnOnWebPush();
      setBrowserOn(outcome === 'on');
      setMessage({ text: browserText(outcome), error: outcome !== 'on' });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }

  return (
    <section className="m-screen">
      <h1>{t('title')}</h1>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
      <form className="m-stack m-notice-panel" onSubmit={(event) => void submit(event)}>
        <section className="m-panel m-notice-panel" aria-labelledby="grid-heading">
          <h2 id="grid-heading">{t('gridHeading')}</h2>
          <div className="m-notice-grid__scroll">
            <NoticeGrid
              className="m-notice-grid"
              caption={t('caption')}
              kindHeader={t('kind')}
              kindLabel={(kind) => t(`kind-${kind}`)}
              channelLabel={(channel) => t(`channel-${channel}`)}
              cell={(kind, channel) => (
                <select
                  aria-label={t('cell', { kind: t(`kind-${kind}`), channel: t(`channel-${channel}`) })}
                  value={draft.kinds[kind][channel]}
                  onChange={(event) => setFrequency(kind, channel, event.target.value as NoticeFrequency)}
                >
                  {NOTICE_FREQUENCIES.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`frequency-${frequency}`)}
                    </option>
                  ))}
                </select>
              )}
            />
          </div>
          <p className="m-muted">{t('always')}</p>
        </section>

        <section className="m-panel" aria-labelledby="timing-heading">
          <h2 id="timing-heading">{t('timing')}</h2>
          <SwitchField
            checked={draft.quietHours !== null}
            onToggle={(on) => setDraft({ ...draft, quietHours: on ? { start: '22:00', end: '07:00' } : null })}
          >
            {t('quiet')}
          </SwitchField>
          {draft.quietHours && (
            <div className="m-notice-times">
              <label>
                {t('from')}
                <input
                  type="time"
                  value={draft.quietHours.start}
                  onChange={(event) =>
                    setDraft({ ...draft, quietHours: { ...draft.quietHours!, start: event.target.value } })
                  }
                />
              </label>
              <label>
                {t('to')}
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
          <HourField
            label={t('digestAt')}
            hour={draft.digestHour}
            onChange={(digestHour) => setDraft({ ...draft, digestHour })}
          />
        </section>

        <section className="m-panel" aria-labelledby="reminders-heading">
          <h2 id="reminders-heading">{t('reminders')}</h2>
          <SwitchField checked={draft.signupReminder} onToggle={(on) => setDraft({ ...draft, signupReminder: on })}>
            {t('signupReminder')}
          </SwitchField>
          <SwitchField checked={draft.picksReady} onToggle={(on) => setDraft({ ...draft, picksReady: on })}>
            {t('picksReady')}
          </SwitchField>
          <HourField
            label={t('picksAt')}
            hour={draft.picksHour}
            onChange={(picksHour) => setDraft({ ...draft, picksHour })}
          />
        </section>

        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>

      <section className="m-panel m-notice-panel" aria-labelledby="browser-heading">
        <h2 id="browser-heading">{t('thisBrowser')}</h2>
        {webPushSupported() ? (
          <Button variant="secondary" onClick={() => void toggleBrowser()}>
            {browserOn ? t('turnOff') : t('turnOn')}
          </Button>
        ) : (
          <p className="m-muted">{t('browser-unsupported')}</p>
        )}
      </section>
    </section>
  );
}
