import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Options, SelectField, TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { DataTable } from '../../../components/admin/data-table';
import './audit.css';

const FILTERS = ['action', 'actor', 'from', 'to'] as const;

/** The audit log: who did what to which record, when and from where. Filters live in the URL. */
export function AuditScreen() {
  const list = useListParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, list.params.get(key) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  const query = useAuditLog({
    page: list.page,
    ...Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, value || undefined])),
  });
  const setFilter = (key: (typeof FILTERS)[number], value: string) => list.update({ [key]: value || null, page: null });
  /** A filter box bound to its URL parameter. */
  const filterField = (key: (typeof FILTERS)[number]) => ({
    name: key,
    value: filters[key],
    onChange: (event: { target: { value: string } }) => setFilter(key, event.target.value),
  });
  const filtered = FILTERS.some((key) => filters[key]);
  // Kept from the last answer so the actor list stays while a new page loads.
  const actors = query.data?.actors ?? [];

  return (
    <>
      <ScreenHeader title="Audit log" intro="Every change, export and sign-in attempt in the control centre." />
      <section className="admin-panel" aria-label="Audit entries">
        <form
          className="admin-toolbar admin-audit-filters"
          aria-label="Filter the audit log"
          onSubmit={(event) => event.preventDefault()}
        >
          <SelectField label="Action" {...filterField('action')}>
            <option value="">All actions</option>
            <Options options={AUDIT_ACTIONS.map((item) => ({ value: item, label: AUDIT_ACTION_LABELS[item] }))} />
          </SelectField>
          <SelectField label="Admin" {...filterField('actor')}>
            <option value="">Everyone</option>
            <Options options={actors.map((actor) => ({ value: actor._id, label: actor.fullname }))} />
          </SelectField>
          <TextField label="From" type="date" max={filters.to || undefined} {...filterField('from')} />
          <TextField label="To" type="date" min={filters.from || undefined} {...filterField('to')} />
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => list.update({ action: null, actor: null, from: null, to: null, page: null })}
            >
              Clear filters
            </Button>
          )}
        </form>
        <QueryState
          query={query}
          loadingLabel="Loading the audit log"
          isEmpty={(data) => data.total === 0}
          empty="Nothing recorded for this filter."
        >
          {(data) => (
            <DataTable
              label="Audit entries"
              caption="Audit entries, newest first"
              columns={['When', 'Who', 'Action', 'Target', 'Details', 'IP address']}
              rows={data.entries}
              renderRow={(entry) => <AuditRow key={entry._id} entry={entry} onActor={(id) => setFilter('actor', id)} />}
              pagination={{
                page: data.page,
                total: data.total,
                onPage: list.setPage,
                noun: 'entries',
                busy: query.isFetching,
              }}
            />
          )}
        </QueryState>
      </section>
    </>
  );
}

function AuditRow({ entry, onActor }: { entry: AuditEntry; onActor: (id: string) => void }) {
  return (
    <tr>
      <td className="admin-nowrap">{formatDateTime(entry.createdAt)}</td>
      <th scope="row">
        {entry.admin ? (
          <button
            type="button"
            className="admin-row-button"
            onClick={() => onActor(entry.admin!._id)}
            title={`Show only ${entry.actor}`}
          >
            {entry.actor}
          </button>
        ) : (
          entry.actor
        )}
      </th>
      <td>{entry.actionLabel}</td>
      <td>{targetText(entry)}</td>
      <td className="admin-audit-details">{summarise(entry.details)}</td>
      <td className="admin-nowrap">{entry.ip ?? '—'}</td>
    </tr>
  );
}

const TARGET_KINDS: Record<string, string> = {
  member: 'Member',
  admin: 'Admin',
  plan: 'Plan',
  badge_offer: 'Badge',
  contact_message: 'Message',
  system_notification: 'System message',
  photo: 'Photo',
  signup_authentication: 'Sign-up',
  ad_slot: 'Ad slot',
  ad_reservation: 'Reservation',
  ad_slot_set: 'Ads',
  members: 'Members',
  signup_authentications: 'Sign-ups',
};

/** The target by name; a record deleted since shows its kind and short id. */
export function targetText(entry: Pick<AuditEntry, 'targetType' | 'targetId' | 'targetLabel'>): string {
  if (entry.targetLabel) return entry.targetLabel;
  if (!entry.targetType) return '—';
  const kind = TARGET_KINDS[entry.targetType] ?? entry.targetType;
  return entry.targetId ? `${kind} ${entry.targetId.slice(0, 8)} (removed)` : kind;
}

/** Details as short "key: value" pairs; nested values as compact JSON. */
export function summarise(details: Record<string, unknown> | null): string {
  if (!details) return '—';
  const parts = Object.entries(details).map(
    ([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
  );
  return parts.length ? parts.join(', ') : '—';
}
