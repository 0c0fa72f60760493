import type { DashboardResponse } from '@blynd/shared';
import { useAdminSession } from '../../../lib/auth/use-admin-session';
import { Can } from '../../../lib/auth/current-admin';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { useDashboard } from '../api/get-dashboard';
import { MemberAnalytics } from './member-analytics';
import { Monetization } from './monetization';
import { OpenReports } from './open-reports';
import { ModerationOverview } from './moderation-overview';
import { RecentlyJoined } from './recently-joined';
import { ReportingOverview } from './reporting-overview';
import { Segmentations } from './segmentations';
import './dashboard.css';

/** The dashboard (also the app's index): inbox overview, member analytics, bands, money, newcomers. */
export function DashboardScreen() {
  const session = useAdminSession();
  const query = useDashboard(session?.adminId ?? '');
  return (
    <>
      <ScreenHeader title="Dashboard" intro="How the community and the business are doing today." />
      <QueryState query={query} loadingLabel="Loading the dashboard">
        {(data: DashboardResponse) => (
          <>
            <div className="admin-grid">
              <ReportingOverview data={data} />
              <MemberAnalytics analytics={data.userAnalytics} />
            </div>
            <div className="admin-grid admin-grid--spaced admin-grid--wide">
              <Segmentations analytics={data.userAnalytics} />
              <Can area="revenue">
                <Monetization />
              </Can>
            </div>
            <OpenReports counts={data.openReports} />
            <ModerationOverview stats={data.moderation} />
            <RecentlyJoined users={data.userAnalytics.last5users} />
          </>
        )}
      </QueryState>
    </>
  );
}
