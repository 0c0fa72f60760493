import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
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
          <SelectField
            label="Action"
            name="action"
            value={filters.action}
            onChange={(event) => setFilter('action', event.target.value)}
          >
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((item) => (
              <option key={item} value={item}>
                {AUDIT_ACTION_LABELS[item]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Admin"
            name="actor"
            value={filters.actor}
            onChange={(event) => setFilter('actor', event.target.value)}
          >
            <option value="">Everyone</option>
            {actors.map((actor) => (
              <option key={actor._id} value={actor._id}>
                {actor.fullname}
              </option>
            ))}
          </SelectField>
          <TextField
            label="From"
            name="from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => setFilter('from', event.target.value)}
          />
          <TextField
            label="To"
            name="to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => setFilter('to', event.target.value)}
          />
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
