import { Link } from 'react-router';
import type { AdminReport } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { memberLink } from '../../../config/admin-screens';
import { formatDateTime, memberName } from '../../../lib/format';
import { useReports } from '../api/get-reports';
import './reports.css';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';

const COLUMNS = [
  { key: 'users', title: 'Users', empty: 'No members reported.' },
  { key: 'messages', title: 'Messages', empty: 'No messages reported.' },
  { key: 'photos', title: 'Photos', empty: 'No photos reported.' },
] as const;

/** Reports (SPEC §2) in three columns: Users, Messages, Photos. */
export function ReportsScreen() {
  const query = useReports();
  return (
    <>
      <ScreenHeader title="Reports" intro="What members reported. Open the reported member to review their profile and act." />
      <QueryState query={query} loadingLabel="Loading reports">
        {(data) => (
          <div className="admin-columns">
            {COLUMNS.map((column) => (
              <section key={column.key} className="admin-panel" aria-labelledby={`reports-${column.key}`}>
                <h2 id={`reports-${column.key}`}>
                  {column.title} <span className="admin-meta admin-inline">({data[column.key].length})</span>
                </h2>
                {data[column.key].length === 0 ? (
                  <p className="admin-cell-muted">{column.empty}</p>
                ) : (
                  <ul className="admin-cards">
                    {data[column.key].map((report) => (
                      <ReportCard key={report._id} report={report} />
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const admin = useCurrentAdmin();
  const reported = memberName(report.reportedUser);
  return (
    <li className="admin-card">
      <p>
        <span className="admin-meta">Reported member</span>
        <strong>{reported}</strong> · {report.reportedUser.phone}
      </p>
      <p>
        <span className="admin-meta">Reason</span>
        {report.reason}
      </p>
      {report.kind === 'message' && report.messageText && <blockquote className="admin-quote">{report.messageText}</blockquote>}
      {report.kind === 'photo' &&
        (report.photo ? <AuthorisedPhoto className="admin-report-photo" path={report.photo.awsUrl} label={`Reported photo of ${reported}`} /> : <p className="admin-cell-muted">The photo has since been deleted.</p>)}
      <p className="admin-meta">
        Reported by {memberName(report.reporter)} · {formatDateTime(report.createdAt)}
      </p>
      {admin.can('membersRead') && (
        <Link to={memberLink(report.reportedUser.phone)} aria-label={`Open ${reported}'s profile`}>
          Open member
        </Link>
      )}
    </li>
  );
}
