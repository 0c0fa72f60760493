import { NOTICE_CHANNEL_LABELS, NOTICE_FREQUENCY_LABELS, NOTICE_KIND_LABELS } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { NoticeGrid } from '../../../components/ui/notice-grid';
import { formatCount } from '../../../lib/format';
import { useMemberNotifications } from '../api/member-notifications';
import { Panel } from '../../../components/admin/panel';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The member's notification preferences on their record (decision 0166): the grid, quiet hours, the reminders. */
export function MemberNotificationsSection({ memberId }: { memberId: string }) {
  const query = useMemberNotifications(memberId);
  return (
    <Panel id="record-notice-preferences" title="Notification preferences">
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
            <NoticeGrid
              className="admin-table"
              kindHeader="Kind"
              kindLabel={(kind) => NOTICE_KIND_LABELS[kind]}
              channelLabel={(channel) => NOTICE_CHANNEL_LABELS[channel]}
              cell={(kind, channel) => NOTICE_FREQUENCY_LABELS[p.kinds[kind][channel]]}
            />
          </>
        )}
      </QueryState>
    </Panel>
  );
}
