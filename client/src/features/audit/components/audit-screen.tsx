import { AUDIT_ACTIONS, type AuditEntry } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useAuditLog } from '../api/get-audit-log';
import { TableWrap } from '../../../components/admin/table-wrap';
import './audit.css';

/** The audit log: who did what to which record, when and from where. Filters live in the URL. */
export function AuditScreen() {
  const list = useListParams();
  const action = list.params.get('action') ?? '';
  const actor = list.params.get('actor') ?? '';
  const query = useAuditLog({ page: list.page, action: action || undefined, actor: actor || undefined });
  const actorName = query.data?.entries.find((entry) => entry.admin?._id === actor)?.admin?.fullname;

  return (
    <>
      <ScreenHeader title="Audit log" intro="Every change and export made in the control centre." />
      <section className="admin-panel" aria-label="Audit entries">
        <div className="admin-toolbar">
          <SelectField label="Action" name="action" value={action} onChange={(event) => list.update({ action: event.target.value || null, page: null })}>
            <option value="">All actions</option>
            {AUDIT_ACTIONS.map((item) => (
              <option key={item} value={item}>
                {item}
              </option>
            ))}
          </SelectField>
          {actor && (
            <p className="admin-filter" role="status">
              Only {actorName ?? 'one admin'}
              <Button variant="ghost" size="sm" onClick={() => list.update({ actor: null, page: null })}>
                Show everyone
              </Button>
            </p>
          )}
        </div>
        <QueryState query={query} loadingLabel="Loading the audit log" isEmpty={(data) => data.total === 0} empty="Nothing recorded for this filter.">
          {(data) => (
            <>
              <TableWrap label="Audit entries">
                <table className="admin-table">
                  <caption>Audit entries, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">When</th>
                      <th scope="col">Admin</th>
                      <th scope="col">Action</th>
                      <th scope="col">Target</th>
                      <th scope="col">Details</th>
                      <th scope="col">IP</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.entries.map((entry) => (
                      <AuditRow key={entry._id} entry={entry} onActor={(id) => list.update({ actor: id, page: null })} />
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Pagination page={data.page} total={data.total} onPage={list.setPage} noun="entries" busy={query.isFetching} />
            </>
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
          <button type="button" className="admin-row-button" onClick={() => onActor(entry.admin!._id)} aria-label={`Show only ${entry.admin.fullname}`}>
            {entry.admin.fullname}
          </button>
        ) : (
          'Removed admin'
        )}
      </th>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>{entry.targetType ? `${entry.targetType}${entry.targetId ? ` ${entry.targetId.slice(0, 8)}` : ''}` : '—'}</td>
      <td className="admin-audit-details">{summarise(entry.details)}</td>
      <td>{entry.ip ?? '—'}</td>
    </tr>
  );
}

/** Details as short "key: value" pairs; nested values as compact JSON. */
export function summarise(details: Record<string, unknown> | null): string {
  if (!details) return '—';
  const parts = Object.entries(details).map(([key, value]) => `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`);
  return parts.length ? parts.join(', ') : '—';
}
