import { useState } from 'react';
import { authSearchQuerySchema, type AdminAuthentication } from '@blynd/shared';
import { Can } from '../../../lib/auth/current-admin';
import { CsvDownloadButton } from '../../../components/admin/csv-download-button';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { SearchForm } from '../../../components/admin/search-form';
import { formatCount, memberName } from '../../../lib/format';
import { offsetPaging } from '../../../lib/pagination';
import { schemaProblem } from '../../../lib/validation';
import { useListParams } from '../../../lib/use-list-params';
import { NotifyMemberForm } from '../../../components/admin/notify-member-form';
import { AUTHENTICATIONS_EXPORT_PATH, authenticationsExportFileName } from '../api/export-authentications';
import { useAuths } from '../api/get-auths';
import { useSearchAuths } from '../api/search-auths';
import { AuthenticationsTable } from './authentications-table';
import { EditLevelModal } from './edit-level-modal';
import './authentications.css';

type Action = { kind: 'level' | 'notify'; auth: AdminAuthentication } | null;

/** Sign-up progress records: phone search, CSV download, table, paging, edit level, notify. */
export function AuthenticationsScreen() {
  const list = useListParams();
  const searching = list.search !== '';
  const all = useAuths(list.page, !searching);
  const found = useSearchAuths(list.search);
  const [action, setAction] = useState<Action>(null);
  const onAction = (kind: 'level' | 'notify', auth: AdminAuthentication) => setAction({ kind, auth });

  return (
    <>
      <ScreenHeader
        title="Authentications"
        intro="Where each member is in sign-up. Move a member back a step when they need to correct something."
        actions={
          <Can area="exports">
            <CsvDownloadButton path={AUTHENTICATIONS_EXPORT_PATH} fileName={authenticationsExportFileName()} />
          </Can>
        }
      />
      <section className="admin-panel" aria-label="Sign-up records">
        <div className="admin-toolbar admin-toolbar--split">
          <p className="admin-count" aria-live="polite">
            {!searching && all.data ? (
              <>
                <strong>{formatCount(all.data.total)}</strong> sign-up records
              </>
            ) : searching && found.data ? (
              <>
                <strong>{formatCount(found.data.auths.length)}</strong>{' '}
                {found.data.auths.length === 1 ? 'record matches' : 'records match'} “{list.search}”
              </>
            ) : null}
          </p>
          <SearchForm
            label="Search sign-up records"
            hint="Name, email or phone (0803…, +234…, 234…)"
            value={list.search}
            validate={(term) => schemaProblem(authSearchQuerySchema.shape.q, term)}
            onSearch={list.setSearch}
            onClear={() => list.setSearch('')}
            maxLength={100}
          />
        </div>
        {searching ? (
          <QueryState
            query={found}
            loadingLabel="Searching"
            isEmpty={(data) => data.auths.length === 0}
            empty={`No sign-up record matches “${list.search}”.`}
          >
            {(data) => (
              <AuthenticationsTable
                auths={data.auths}
                onAction={onAction}
                caption={`Sign-up records matching “${list.search}”`}
              />
            )}
          </QueryState>
        ) : (
          <QueryState
            query={all}
            loadingLabel="Loading sign-up records"
            isEmpty={(data) => data.total === 0}
            empty="No sign-up records yet."
          >
            {(data) => (
              <AuthenticationsTable
                auths={data.auths}
                onAction={onAction}
                caption="Sign-up records, newest first"
                pagination={offsetPaging(data, { onPage: list.setPage, noun: 'records', busy: all.isFetching })}
              />
            )}
          </QueryState>
        )}
      </section>
      {action?.kind === 'level' && <EditLevelModal auth={action.auth} onClose={() => setAction(null)} />}
      {action?.kind === 'notify' && action.auth.owner && (
        <Modal title={`Notify ${memberName(action.auth.owner)}`} onClose={() => setAction(null)}>
          <NotifyMemberForm user={action.auth.owner} onSent={() => setAction(null)} />
        </Modal>
      )}
    </>
  );
}
