import { Link } from 'react-router';
import type { OpenReportCounts } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { adminPaths } from '../../../config/admin-screens';
import { formatCount } from '../../../lib/format';
import { Panel } from '../../../components/admin/panel';

/** Reports waiting for a moderator, by kind, with the way to the Reports screen. */
export function OpenReports({ counts }: { counts: OpenReportCounts }) {
  const admin = useCurrentAdmin();
  return (
    <Panel id="open-reports-title" title="Open reports" className="admin-grid--spaced">
      <dl className="admin-stats">
        {(
          [
            ['Users', counts.users],
            ['Messages', counts.messages],
            ['Photos', counts.photos],
            ['Total', counts.total],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="admin-stat">
            <dt>{label}</dt>
            <dd>{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {admin.can('reports') && (
        <p className="admin-overview__link">
          <Link to={adminPaths.reports}>
            {counts.total > 0
              ? `Review ${formatCount(counts.total)} open ${counts.total === 1 ? 'report' : 'reports'}`
              : 'Open reports'}
          </Link>
        </p>
      )}
    </Panel>
  );
}
