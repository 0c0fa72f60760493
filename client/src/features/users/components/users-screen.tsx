import { PAGE_SIZE, searchNamesParamsSchema } from '@blynd/shared';
import { Can } from '../../../lib/auth/current-admin';
import { CsvDownloadButton } from '../../../components/admin/csv-download-button';
import { Pagination } from '../../../components/ui/pagination';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { SearchForm } from '../../../components/admin/search-form';
import { formatCount } from '../../../lib/format';
import { pageOfOffset } from '../../../lib/pagination';
import { schemaProblem } from '../../../lib/validation';
import { useListParams } from '../../../lib/use-list-params';
import { USERS_EXPORT_PATH, usersExportFileName } from '../api/export-users';
import { useUsers } from '../api/get-users';
import { useSearchUsers } from '../api/search-users';
import { MemberModal } from './member-modal';
import { UsersTable } from './users-table';
import './users.css';

/** Users (SPEC §2): count, search, CSV download, the member table with paging, and the member modal. */
export function UsersScreen() {
  const list = useListParams();
  const openPhone = list.params.get('member');
  const searching = list.search !== '';
  const all = useUsers(list.page, !searching);
  const found = useSearchUsers(list.search);
  const openMember = (phone: string | null) => list.update({ member: phone });

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
            {searching ? (
              found.data ? (
                <>
                  <strong>{formatCount(found.data.total)}</strong> {found.data.total === 1 ? 'member matches' : 'members match'} “{list.search}”
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
            hint="Phone number (2348031234501) or name"
            value={list.search}
            validate={(term) => schemaProblem(searchNamesParamsSchema.shape.phone, term)}
            onSearch={list.setSearch}
            onClear={() => list.setSearch('')}
            maxLength={100}
          />
        </div>
        {searching ? (
          <QueryState query={found} loadingLabel="Searching" isEmpty={(data) => data.users.length === 0} empty={`No member matches “${list.search}”.`}>
            {(data) => {
              // The search answers up to 50 members at once; they are paged here, 10 at a time.
              const page = Math.min(list.page, Math.max(1, Math.ceil(data.users.length / PAGE_SIZE)));
              const rows = data.users.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
              return (
                <>
                  <UsersTable users={rows} onOpen={openMember} caption={`Members matching “${list.search}”`} />
                  <Pagination page={page} total={data.users.length} onPage={list.setPage} noun="matches" />
                  {data.total > data.users.length && <p className="admin-cell-muted">Showing the first {data.users.length} matches; narrow the search to see the rest.</p>}
                </>
              );
            }}
          </QueryState>
        ) : (
          <QueryState query={all} loadingLabel="Loading members" isEmpty={(data) => data.total === 0} empty="No members have joined yet.">
            {(data) => (
              <>
                <UsersTable users={data.users} onOpen={openMember} caption="Members, newest first" />
                <Pagination page={pageOfOffset(data.offset)} total={data.total} onPage={list.setPage} noun="members" busy={all.isFetching} />
              </>
            )}
          </QueryState>
        )}
      </section>
      {openPhone && <MemberModal phone={openPhone} onClose={() => openMember(null)} />}
    </>
  );
}
