import { searchNamesParamsSchema } from '@blynd/shared';
import { Can } from '../../../lib/auth/current-admin';
import { CsvDownloadButton } from '../../../components/admin/csv-download-button';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { SearchForm } from '../../../components/admin/search-form';
import { formatCount } from '../../../lib/format';
import { offsetPaging } from '../../../lib/pagination';
import { schemaProblem } from '../../../lib/validation';
import { useListParams } from '../../../lib/use-list-params';
import { USERS_EXPORT_PATH, usersExportFileName } from '../api/export-users';
import { useMembers } from '../api/get-members';
import { useUsers } from '../api/get-users';
import { FILTER_KEYS, MemberFilters } from './member-filters';
import { MemberModal } from './member-modal';
import { UsersTable } from './users-table';
import './users.css';

/** Users: count, search, filters and sort (all in the URL), CSV download, the member table with paging, and the member modal. */
export function UsersScreen() {
  const list = useListParams();
  const openPhone = list.params.get('member');
  const searching = list.search !== '';
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, list.params.get(key) ?? undefined]));
  const filtering = searching || FILTER_KEYS.some((key) => list.params.get(key));
  const all = useUsers(list.page, !filtering);
  const found = useMembers({ q: list.search || undefined, ...filters, page: list.page }, filtering);
  const openMember = (phone: string | null) => list.update({ member: phone });
  const setFilters = (changes: Record<string, string | null>) => list.update({ ...changes, page: null });

  return (
    <>
      <ScreenHeader
        title="Users"
        intro="Find a member, review their profile and photos, and act on reports."
        actions={
          <Can area="exports">
            <CsvDownloadButton path={USERS_EXPORT_PATH} fileName={usersExportFileName()} />
          </Can>
        }
      />
      <section className="admin-panel" aria-label="Members">
        <div className="admin-toolbar admin-toolbar--split">
          <p className="admin-count" aria-live="polite">
            {filtering ? (
              found.data ? (
                <>
                  <strong>
                    {formatCount(found.data.total)}
                    {found.data.totalCapped ? '+' : ''}
                  </strong>{' '}
                  {found.data.total === 1 && !found.data.totalCapped ? 'member matches' : 'members match'}
                  {searching ? ` “${list.search}”` : ' these filters'}
                </>
              ) : null
            ) : all.data ? (
              <>
                <strong>{formatCount(all.data.total)}</strong> members
              </>
            ) : null}
          </p>
          <SearchForm
            label="Search members"
            hint="Name, email or phone (0803…, +234…, 234…)"
            value={list.search}
            validate={(term) => schemaProblem(searchNamesParamsSchema.shape.phone, term)}
            onSearch={list.setSearch}
            onClear={() => list.setSearch('')}
            maxLength={100}
          />
        </div>
        <MemberFilters params={list.params} onChange={setFilters} />
        {filtering ? (
          <QueryState
            query={found}
            loadingLabel="Searching"
            isEmpty={(data) => data.users.length === 0}
            empty={searching ? `No member matches “${list.search}”.` : 'No member matches these filters.'}
          >
            {(data) => (
              <>
                <UsersTable
                  users={data.users}
                  onOpen={openMember}
                  caption={searching ? `Members matching “${list.search}”` : 'Members matching the filters'}
                  pagination={{
                    page: data.page,
                    total: data.total,
                    onPage: list.setPage,
                    noun: searching ? 'matches' : 'members',
                    busy: found.isFetching,
                  }}
                />
                {data.totalCapped && (
                  <p className="admin-cell-muted">
                    Showing the first {formatCount(data.total)} matches; narrow the search to see the rest.
                  </p>
                )}
              </>
            )}
          </QueryState>
        ) : (
          <QueryState
            query={all}
            loadingLabel="Loading members"
            isEmpty={(data) => data.total === 0}
            empty="No members have joined yet."
          >
            {(data) => (
              <UsersTable
                users={data.users}
                onOpen={openMember}
                caption="Members, newest first"
                pagination={offsetPaging(data, { onPage: list.setPage, noun: 'members', busy: all.isFetching })}
              />
            )}
          </QueryState>
        )}
      </section>
      {openPhone && <MemberModal phone={openPhone} onClose={() => openMember(null)} />}
    </>
  );
}
