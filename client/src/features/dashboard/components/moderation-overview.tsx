import { Link } from 'react-router';
import type { ModerationStats } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { adminPaths } from '../../../config/admin-screens';
import { formatCount } from '../../../lib/format';
import { Panel } from '../../../components/admin/panel';

const minutes = (value: number | null) => (value === null ? '—' : `${value} min`);

/** The moderation queue at a glance (decision 0152): time to first action over 7 days, open items by age. */
export function ModerationOverview({ stats }: { stats: ModerationStats }) {
  const admin = useCurrentAdmin();
  const open = stats.openByAge;
  return (
    <Panel id="moderation-overview-title" title="Moderation" className="admin-grid--spaced">
      <dl className="admin-stats">
        {(
          [
            ['First action p50 (7 days)', minutes(stats.timeToFirstAction.p50Minutes)],
            ['First action p95 (7 days)', minutes(stats.timeToFirstAction.p95Minutes)],
            ['Open under 1 hour', formatCount(open.underHour)],
            ['Open 1 to 24 hours', formatCount(open.underDay)],
            ['Open 1 to 7 days', formatCount(open.underWeek)],
            ['Open over 7 days', formatCount(open.older)],
            ['Overdue', formatCount(stats.overdue)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="admin-stat">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {admin.can('moderation') && (
        <p className="admin-overview__link">
          <Link to={adminPaths.moderation}>Open the moderation queue</Link>
        </p>
      )}
    </Panel>
  );
}
