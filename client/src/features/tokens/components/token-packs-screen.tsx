import { useState } from 'react';
import { formatNaira, TOKEN_MESSAGES, type TokenPack } from '@blynd/shared';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Tag } from '../../../components/ui/tag';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatCount } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdminTokenPacks, useUpdateTokenPack } from '../api/admin-tokens';
import { PackFormModal } from './pack-form-modal';
import { Panel } from '../../../components/admin/panel';

/** Token packs as sold on /tokens. Grants and a member's entries are on the member's record. */
export function TokenPacksScreen() {
  const query = useAdminTokenPacks();
  const update = useUpdateTokenPack();
  const confirm = useConfirm();
  const canWrite = useCurrentAdmin().can('tokensWrite');
  const [editing, setEditing] = useState<TokenPack | 'new' | null>(null);

  const setActive = async (pack: TokenPack, active: boolean) => {
    if (!active) {
      const ok = await confirm({
        title: `Take ${pack.name} off sale?`,
        message: (
          <p>
            {pack.name} leaves the tokens page and can no longer be bought. Tokens already bought stay with their
            members. You can put it back on sale later.
          </p>
        ),
        confirmLabel: 'Take off sale',
      });
      if (!ok) return;
    }
    try {
      await update.mutateAsync({ packId: pack._id, active });
      notifySuccess(active ? `${pack.name} is on sale` : `${pack.name} is off sale`);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <ScreenHeader
        title="Token packs"
        intro={`The packs members buy on the website to bid in auctions. ${TOKEN_MESSAGES.noRefunds} Grants are made from a member's record.`}
        actions={
          canWrite && (
            <Button size="sm" onClick={() => setEditing('new')}>
              New pack
            </Button>
          )
        }
      />
      <Panel id="packs-title" title="Packs">
        <QueryState
          query={query}
          loadingLabel="Loading token packs"
          isEmpty={(data) => data.packs.length === 0}
          empty="No token packs yet."
        >
          {(data) => (
            <DataTable
              label="Token packs"
              caption="Token packs"
              captionHidden
              columns={['Pack', 'Tokens', 'Price', 'Status', canWrite && 'Actions']}
              rows={data.packs}
              renderRow={(pack) => (
                <tr key={pack._id}>
                  <th scope="row">{pack.name}</th>
                  <td>{formatCount(pack.tokens)}</td>
                  <td>{formatNaira(pack.price)}</td>
                  <td>{pack.active ? <Tag tone="success">On sale</Tag> : <Tag tone="neutral">Off sale</Tag>}</td>
                  {canWrite && (
                    <td>
                      <div className="admin-actions">
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setEditing(pack)}
                          aria-label={`Edit ${pack.name}`}
                        >
                          Edit
                        </Button>
                        {pack.active ? (
                          <Button
                            size="sm"
                            className="admin-btn--danger"
                            onClick={() => void setActive(pack, false)}
                            disabled={update.isPending}
                            aria-label={`Take ${pack.name} off sale`}
                          >
                            Take off sale
                          </Button>
                        ) : (
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => void setActive(pack, true)}
                            disabled={update.isPending}
                            aria-label={`Put ${pack.name} on sale`}
                          >
                            Put on sale
                          </Button>
                        )}
                      </div>
                    </td>
                  )}
                </tr>
              )}
            />
          )}
        </QueryState>
      </Panel>
      {editing && <PackFormModal pack={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
