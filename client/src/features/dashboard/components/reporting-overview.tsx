import { Link } from 'react-router';
import type { DashboardResponse } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { adminPaths } from '../../../config/admin-screens';
import { formatCount, formatDateTime } from '../../../lib/format';
import { Panel } from '../../../components/admin/panel';

/** Support inbox at a glance: unread indicator, link to the messages, and the latest system messages. */
export function ReportingOverview({ data }: { data: DashboardResponse }) {
  const admin = useCurrentAdmin();
  const unread = data.ContactMessages.unreadCount;
  const unreadNotifications = data.systemtNotif.unreadCount;
  return (
    <Panel id="reporting-overview-title" title="Reporting Overview">
      <dl className="admin-stats">
        <div className="admin-stat">
          <dt>Support messages</dt>
          <dd>{formatCount(data.ContactMessages.total)}</dd>
        </div>
        <div className="admin-stat">
          <dt>
            Unread{' '}
            {unreadNotifications > 0 && (
              <span className="admin-unread-dot" role="img" aria-label="new messages waiting" />
            )}
          </dt>
          <dd>{formatCount(unread)}</dd>
        </div>
      </dl>
      {admin.can('inbox') && (
        <p className="admin-overview__link">
          <Link to={adminPaths.messages}>Open support messages</Link>
        </p>
      )}
      <h3 className="admin-section-title">Latest system messages</h3>
      {data.systemtNotif.latest.length === 0 ? (
        <p className="admin-cell-muted">Nothing yet.</p>
      ) : (
        <ul className="admin-cards">
          {data.systemtNotif.latest.map((item) => (
            <li key={item._id} className="admin-card">
              <p>
                <strong>{item.title}</strong>{' '}
                {!item.isRead && item.category === 'message' && (
                  <span className="admin-unread-dot" aria-label="unread" role="img" />
                )}
              </p>
              <p className="admin-meta">
                {item.category} · {formatDateTime(item.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
