import {
  NOTICE_CHANNEL_LABELS,
  NOTICE_CHANNELS,
  NOTICE_FREQUENCY_LABELS,
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
} from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { formatCount } from '../../../lib/format';
import { useMemberNotifications } from '../api/member-notifications';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The member's notification preferences on their record (decision 0166): the grid, quiet hours, the reminders. */
export function MemberNotificationsSection({ memberId }: { memberId: string }) {
  const query = useMemberNotifications(memberId);
  return (
    <section className="admin-panel" aria-labelledby="record-notice-preferences">
      <h2 id="record-notice-preferences">Notification preferences</h2>
      <QueryState query={query} loadingLabel="Loading notification preferences">
        {({ preferences: p, heldForDigest, webPushBrowsers }) => (
          <>
            <dl className="admin-details">
              <dt>Quiet hours (Lagos)</dt>
              <dd>{p.quietHours ? `${p.quietHours.start}–${p.quietHours.end}` : 'None'}</dd>
              <dt>Daily digest</dt>
              <dd>
                {hour(p.digestHour)}; {formatCount(heldForDigest)} waiting
              </dd>
              <dt>Reminders</dt>
              <dd>
                Finish sign-up {p.signupReminder ? 'on' : 'off'}; picks{' '}
                {p.picksReady ? `at ${hour(p.picksHour)}` : 'off'}
              </dd>
              <dt>Browsers with web push</dt>
              <dd>{formatCount(webPushBrowsers)}</dd>
            </dl>
            <table className="admin-table">
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
                      <td key={channel}>{NOTICE_FREQUENCY_LABELS[p.kinds[kind][channel]]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryState>
    </section>
  );
}
