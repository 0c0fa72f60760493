import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_NOTE_MAX, REPORT_REASON_LABELS, resolveReportSchema, type AdminReport } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Options, SelectField } from '../../../components/ui/field';
import { Tag } from '../../../components/ui/tag';
import { adminPaths, memberRecordLink } from '../../../config/admin-screens';
import { formatDateTime, memberName } from '../../../lib/format';
import { notifyAnswer } from '../../../lib/toast';
import { DecisionForm } from '../../../components/admin/decision-form';
import { useListParams } from '../../../lib/use-list-params';
import { schemaProblem } from '../../../lib/validation';
import { useReports, type ReportStatusFilter } from '../api/get-reports';
import { useModeratePhoto } from '../api/moderate-photo';
import { useResolveReport } from '../api/resolve-report';
import { ExcerptModal } from './excerpt-modal';
import './reports.css';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';

const COLUMNS = [
  { key: 'users', title: 'Users', empty: 'No members reported.' },
  { key: 'messages', title: 'Messages', empty: 'No messages reported.' },
  { key: 'photos', title: 'Photos', empty: 'No photos reported.' },
] as const;

type KindFilter = 'all' | (typeof COLUMNS)[number]['key'];
const KINDS: { key: KindFilter; label: string }[] = [
  { key: 'all', label: 'All kinds' },
  { key: 'users', label: 'Users' },
  { key: 'messages', label: 'Messages' },
  { key: 'photos', label: 'Photos' },
];

const STATUSES: { key: ReportStatusFilter; label: string }[] = [
  { key: 'open', label: 'Open' },
  { key: 'actioned', label: 'Actioned' },
  { key: 'dismissed', label: 'Dismissed' },
  { key: 'all', label: 'All' },
];

/**
 * Reports in three columns: Users, Messages, Photos (or one of them, by kind); open ones are actioned or
 * dismissed with a note. A message report opens the server's excerpt of the conversation, audited.
 */
export function ReportsScreen() {
  const list = useListParams<ReportStatusFilter>({ tab: 'open' });
  const status = STATUSES.some((s) => s.key === list.tab) ? list.tab : 'open';
  const query = useReports(status);
  const kindParam = list.params.get('kind');
  const kind = KINDS.find((k) => k.key === kindParam)?.key ?? 'all';
  const columns = kind === 'all' ? COLUMNS : COLUMNS.filter((column) => column.key === kind);
  return (
    <>
      <ScreenHeader
        title="Reports"
        intro="What members reported. Review the member or photo, act, then mark the report actioned or dismissed with a note."
        actions={<ModerationQueueLink />}
      />
      <div className="admin-toolbar">
        <SelectField
          label="Show reports"
          value={status}
          onChange={(event) => list.setTab(event.target.value as ReportStatusFilter)}
        >
          <Options options={STATUSES.map((s) => ({ value: s.key, label: s.label }))} />
        </SelectField>
        <SelectField
          label="Kind"
          value={kind}
          onChange={(event) => list.update({ kind: event.target.value === 'all' ? null : event.target.value })}
        >
          <Options options={KINDS.map((k) => ({ value: k.key, label: k.label }))} />
        </SelectField>
      </div>
      <QueryState query={query} loadingLabel="Loading reports">
        {(data) => (
          <div className={kind === 'all' ? 'admin-columns' : undefined}>
            {columns.map((column) => (
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

/** Reports are worked, with flagged texts, held photos and risk alerts, in the moderation queue (decision 0153). */
function ModerationQueueLink() {
  const admin = useCurrentAdmin();
  return admin.can('moderation') ? <Link to={adminPaths.moderation}>Open the moderation queue</Link> : null;
}

function PersonLink({ person }: { person: AdminReport['reporter'] }) {
  const admin = useCurrentAdmin();
  const name = memberName(person);
  return admin.can('membersRead') ? <Link to={memberRecordLink(person._id)}>{name}</Link> : <>{name}</>;
}

const STATUS_TONE = { open: 'danger', actioned: 'success', dismissed: 'neutral' } as const;

/** The reported member's name, or what stands for an account that was deleted (its reports stay, decision 0124). */
const reportedName = (report: Pick<AdminReport, 'reportedUser'>) =>
  report.reportedUser ? memberName(report.reportedUser) : 'a deleted account';

function ReportCard({ report }: { report: AdminReport }) {
  return (
    <li className="admin-card" aria-label={`Report about ${reportedName(report)}`}>
      <p>
        <Tag tone={STATUS_TONE[report.status]}>{report.status}</Tag>
      </p>
      <p>
        <span className="admin-meta">Reported member</span>
        {report.reportedUser ? (
          <>
            <strong>
              <PersonLink person={report.reportedUser} />
            </strong>{' '}
            · {report.reportedUser.phone}
          </>
        ) : (
          <Tag tone="neutral">account deleted</Tag>
        )}
      </p>
      <p>
        <span className="admin-meta">Reason</span>
        <Tag tone="neutral">{REPORT_REASON_LABELS[report.reasonCode]}</Tag> {report.reason}
      </p>
      {report.kind === 'message' && <ReportedMessage report={report} />}
      {report.kind === 'photo' && <ReportedPhoto report={report} />}
      <p className="admin-meta">
        Reported by <PersonLink person={report.reporter} /> · {formatDateTime(report.createdAt)}
      </p>
      {report.status === 'open' ? (
        <ResolveForm report={report} />
      ) : (
        <p className="admin-meta">
          {report.status === 'actioned' ? 'Actioned' : 'Dismissed'} by {report.resolvedBy ?? 'a former admin'} ·{' '}
          {formatDateTime(report.resolvedAt)}
          {report.note && <span className="admin-report-note">“{report.note}”</span>}
        </p>
      )}
    </li>
  );
}

function ReportedMessage({ report }: { report: AdminReport }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="admin-actions">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setOpen(true)}
          aria-label={`Open excerpt of the report by ${memberName(report.reporter)}`}
        >
          Open excerpt
        </Button>
      </div>
      {open && <ExcerptModal report={report} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportedPhoto({ report }: { report: AdminReport }) {
  const admin = useCurrentAdmin();
  const confirm = useConfirm();
  const moderate = useModeratePhoto();
  const photo = report.photo;
  const owner = report.reportedUser;
  if (!photo || !owner) return <p className="admin-cell-muted">The photo has since been deleted.</p>;
  const label = `Reported photo of ${memberName(owner)}`;
  const act = async (action: 'flag' | 'delete') => {
    if (action === 'delete' || !photo.flagged) {
      const ok = await confirm(
        action === 'delete'
          ? {
              title: 'Delete this photo?',
              message: <p>{label} will be removed for good. This cannot be undone.</p>,
              confirmLabel: 'Delete photo',
            }
          : {
              title: 'Flag this photo?',
              message: <p>{label} will be marked as inappropriate and hidden from other members.</p>,
              confirmLabel: 'Flag photo',
            },
      );
      if (!ok) return;
    }
    await notifyAnswer(moderate.mutateAsync({ action, userId: owner._id, photoId: photo._id }));
  };
  return (
    <>
      <AuthorisedPhoto className="admin-report-photo" path={photo.awsUrl} label={label} />
      {photo.flagged && <Tag tone="danger">Flagged</Tag>}
      {admin.can('membersWrite') && (
        <div className="admin-actions">
          <Button variant="ghost" size="sm" onClick={() => void act('flag')} disabled={moderate.isPending}>
            {photo.flagged ? 'Unflag photo' : 'Flag photo'}
          </Button>
          <Button
            size="sm"
            className="admin-btn--danger"
            onClick={() => void act('delete')}
            disabled={moderate.isPending}
          >
            Delete photo
          </Button>
        </div>
      )}
    </>
  );
}

function ResolveForm({ report }: { report: AdminReport }) {
  const resolve = useResolveReport();
  return (
    <DecisionForm<'actioned' | 'dismissed'>
      className="admin-report-resolve"
      hint="What was done, or why nothing was"
      noteMax={REPORT_NOTE_MAX}
      choices={[
        { decision: 'actioned', label: 'Mark actioned' },
        { decision: 'dismissed', label: 'Dismiss', variant: 'ghost' },
      ]}
      pending={resolve.isPending}
      check={(status, note) => schemaProblem(resolveReportSchema, { status, note })}
      decide={(status, note) => resolve.mutateAsync({ id: report._id, status, note })}
    />
  );
}
