import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import {
  AUTH_LEVEL_NAMES,
  formatNaira,
  REPORT_REASON_LABELS,
  type AdminReport,
  type AuthLevel,
  type MemberRecord,
} from '@blynd/shared';
import { Can } from '../../../lib/auth/current-admin';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DataTable } from '../../../components/admin/data-table';
import { Timeline, TimelineMeta } from '../../../components/admin/timeline';
import { Tag } from '../../../components/ui/tag';
import { adminPaths, memberRecordLink } from '../../../config/admin-screens';
import { formatCount, formatDateTime, memberName } from '../../../lib/format';
import { useMemberRecord } from '../api/get-member-record';
import { MemberCountsList } from './member-counts';
import { MemberDetails } from './member-details';
import { BlockAction } from './member-modal';
import { MemberPhotos } from './member-photos';
import { MemberTokensSection } from './member-tokens-section';
import { MemberNotificationsSection } from './member-notifications-section';
import { MemberPrivacySection } from './member-privacy-section';
import { MemberDiscoverySection } from './member-discovery-section';
import './users.css';

/** Amounts reach only roles that see revenue; Support gets null (decision 0054). */
const amountText = (amount: number | null) => (amount === null ? 'Hidden for your role' : formatNaira(amount));

const levelName = (step: number | null) =>
  step === null ? '' : `${step} (${AUTH_LEVEL_NAMES[step as AuthLevel] ?? 'unknown'})`;

/** A part of the record: its title with how many entries it holds, the entries or what to say when there are none. */
function Section({
  id,
  title,
  items,
  empty,
  children,
}: {
  id: string;
  title: string;
  items: readonly unknown[];
  empty: string;
  children: ReactNode;
}) {
  const count = items.length;
  return (
    <section className="admin-panel" aria-labelledby={`record-${id}`}>
      <h2 id={`record-${id}`}>
        {title} <span className="admin-meta admin-inline">({formatCount(count)})</span>
      </h2>
      {count === 0 ? <p className="admin-cell-muted">{empty}</p> : children}
    </section>
  );
}

/** Reports about the member (each names who reported) and reports they made (each names whom). */
const REPORT_SECTIONS = [
  {
    id: 'reports-received',
    title: 'Reports about this member',
    reports: 'reportsReceived',
    side: 'reporter',
    empty: 'Nobody has reported this member.',
  },
  {
    id: 'reports-made',
    title: 'Reports this member made',
    reports: 'reportsMade',
    side: 'reportedUser',
    empty: 'This member has not reported anyone.',
  },
] as const;

/** A member's whole record (GET /members/{id}/record), linkable at /control/center/app/users/{id}. */
export function MemberRecordScreen() {
  const { id = '' } = useParams();
  const query = useMemberRecord(id);
  const name = query.data ? memberName(query.data.user) : 'Member record';
  return (
    <>
      <ScreenHeader title={name} intro={<Link to={adminPaths.users}>Back to Users</Link>} />
      <QueryState
        query={query}
        loadingLabel="Loading the member's record"
        notFound="No member has this id. They may have deleted their account."
      >
        {(record) => <RecordBody record={record} />}
      </QueryState>
    </>
  );
}

function RecordBody({ record }: { record: MemberRecord }) {
  const { user } = record;
  return (
    <>
      <section className="admin-panel" aria-labelledby="record-profile">
        <div className="admin-toolbar admin-toolbar--split">
          <h2 id="record-profile">Profile</h2>
          <Can area="membersWrite">
            <BlockAction user={user} />
          </Can>
        </div>
        <MemberCountsList counts={record.counts} />
        <MemberDetails user={user} />
      </section>
      <div className="admin-record-sections">
        <section className="admin-panel">
          <MemberPhotos user={user} />
        </section>
        <MemberPrivacySection privacy={record.privacy} />
        <MemberDiscoverySection discovery={record.discovery} />
        <Section id="subscriptions" title="Subscriptions" items={record.subscriptions} empty="No subscriptions yet.">
          <DataTable
            label="Subscriptions"
            caption="Subscriptions, newest first"
            columns={['Plan', 'Amount', 'Source', 'From', 'Until', 'Reference']}
            rows={record.subscriptions}
            renderRow={(s) => (
              <tr key={s._id}>
                <td>
                  {s.planName} ({s.billingType}){s.badge ? ` + ${s.badge} badge` : ''}
                </td>
                <td>{amountText(s.amount)}</td>
                <td>{s.activatedBy ? `admin (${s.activatedBy})` : s.source}</td>
                <td className="admin-nowrap">{formatDateTime(s.startsAt)}</td>
                <td className="admin-nowrap">{formatDateTime(s.endsAt)}</td>
                <td>{s.reference ?? '—'}</td>
              </tr>
            )}
          />
        </Section>
        <Section id="payments" title="Payments" items={record.payments} empty="No payments yet.">
          <DataTable
            label="Payments"
            caption="Payments, newest first"
            columns={['Reference', 'Plan', 'Amount', 'Status', 'Started']}
            rows={record.payments}
            renderRow={(p) => (
              <tr key={p._id}>
                <td>{p.reference}</td>
                <td>
                  {p.planName} ({p.billingType})
                </td>
                <td>{amountText(p.amount)}</td>
                <td>
                  <Tag tone={p.status === 'success' ? 'success' : p.status === 'pending' ? 'neutral' : 'danger'}>
                    {p.status}
                  </Tag>
                </td>
                <td className="admin-nowrap">{formatDateTime(p.createdAt)}</td>
              </tr>
            )}
          />
        </Section>
        <MemberNotificationsSection memberId={user._id} />
        <Can area="tokensRead">
          <MemberTokensSection memberId={user._id} />
        </Can>
        {REPORT_SECTIONS.map(({ id, title, reports, side, empty }) => (
          <Section key={id} id={id} title={title} items={record[reports]} empty={empty}>
            <ReportList reports={record[reports]} side={side} />
          </Section>
        ))}
        <Section
          id="notifications"
          title="Notifications"
          items={record.notifications}
          empty="No notifications sent to this member."
        >
          <Timeline
            items={record.notifications}
            keyOf={(n) => n._id}
            render={(n) => (
              <>
                <strong>{n.title}</strong> {n.body && <>· {n.body}</>}
                <TimelineMeta>
                  {n.kind} · {formatDateTime(n.createdAt)} · {n.readAt ? 'read' : 'unread'}
                </TimelineMeta>
              </>
            )}
          />
        </Section>
        <Section
          id="mails"
          title="Mails sent"
          items={record.mails}
          empty={user.email ? 'No mails sent to this member.' : 'This member has no email address.'}
        >
          <Timeline
            items={record.mails}
            keyOf={(m) => m._id}
            render={(m) => (
              <>
                <strong>{m.subject}</strong>
                <TimelineMeta>
                  {m.status} · {formatDateTime(m.createdAt)}
                </TimelineMeta>
              </>
            )}
          />
        </Section>
        <Section
          id="signup"
          title="Sign-up level history"
          items={record.signup?.history ?? []}
          empty="This member has no sign-up record."
        >
          <p>Current level: {levelName(record.signup?.authStep ?? null)}</p>
          <Timeline
            ordered
            items={record.signup?.history ?? []}
            keyOf={(h, index) => `${h.at}-${index}`}
            render={(h) => (
              <>
                {h.source === 'start'
                  ? `Started sign-up at level ${levelName(h.to)}`
                  : `Level ${levelName(h.from)} → ${levelName(h.to)}`}
                <TimelineMeta>
                  {h.source === 'admin' ? `set by ${h.by}` : h.source === 'member' ? 'in the app' : ''} ·{' '}
                  {formatDateTime(h.at)}
                </TimelineMeta>
              </>
            )}
          />
        </Section>
        <Section
          id="admin-actions"
          title="Admin actions"
          items={record.adminActions}
          empty="No admin has acted on this member."
        >
          <Timeline
            items={record.adminActions}
            keyOf={(a) => a._id}
            render={(a) => (
              <>
                <code>{a.action}</code> by {a.admin ?? 'a former admin'}
                {typeof a.details?.note === 'string' && <> · “{a.details.note}”</>}
                <TimelineMeta>· {formatDateTime(a.createdAt)}</TimelineMeta>
              </>
            )}
          />
        </Section>
      </div>
    </>
  );
}

/** A report about an account that was deleted stays listed (decision 0124): it has no record to link to. */
function ReportPerson({ person }: { person: AdminReport['reporter'] | null }) {
  if (!person) return <>a deleted account</>;
  return <Link to={memberRecordLink(person._id)}>{memberName(person)}</Link>;
}

function ReportList({ reports, side }: { reports: AdminReport[]; side: 'reporter' | 'reportedUser' }) {
  return (
    <Timeline
      items={reports}
      keyOf={(r) => r._id}
      render={(r) => (
        <>
          <Tag tone={r.status === 'open' ? 'danger' : 'neutral'}>{r.status}</Tag> {r.kind} ·{' '}
          {REPORT_REASON_LABELS[r.reasonCode]}: {r.reason}
          {r.note && <> · note: “{r.note}”</>}
          <TimelineMeta>
            · {side === 'reporter' ? 'by' : 'about'} <ReportPerson person={r[side]} /> · {formatDateTime(r.createdAt)}
          </TimelineMeta>
        </>
      )}
    />
  );
}
