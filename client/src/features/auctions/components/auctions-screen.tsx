import { useState } from 'react';
import { AUCTION_MESSAGES, type AdminAuction } from '@blynd/shared';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { Button } from '../../../components/ui/button';
import { RowActions } from '../../../components/admin/row-actions';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatCount, formatDateTime } from '../../../lib/format';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { useAdminAuctions, useCancelAuction } from '../api/admin-auctions';
import { shownBid } from '../auction-time';
import { AuctionFormModal } from './auction-form-modal';
import { BidsModal } from './bids-modal';
import { FULFILMENT_LABELS, FulfilmentModal } from './fulfilment-modal';
import { Panel } from '../../../components/admin/panel';

const STATUS: Record<AdminAuction['status'], { label: string; tone: TagTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'blue' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'purple' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

/** Edits are for drafts and scheduled auctions that have not started; a live one is what members bid on. */
export const isEditable = (auction: AdminAuction) => auction.status === 'draft' || auction.status === 'scheduled';
/** Anything not yet settled or cancelled may be cancelled, live ones included (every hold is released). */
export const isCancellable = (auction: AdminAuction) =>
  auction.settledAt === null && auction.status !== 'cancelled' && auction.status !== 'ended';

type Open = { kind: 'form'; auction: AdminAuction | null } | { kind: 'bids' | 'fulfil'; auction: AdminAuction } | null;

/** The control centre's auctions: create, schedule, edit before they start, cancel, bid history and fulfilment of wins. */
export function AuctionsScreen() {
  const query = useAdminAuctions();
  const cancel = useCancelAuction();
  const confirm = useConfirm();
  const admin = useCurrentAdmin();
  const canWrite = admin.can('auctionsWrite');
  const [open, setOpen] = useState<Open>(null);

  const onCancel = async (auction: AdminAuction) => {
    const ok = await confirm({
      title: `Cancel ${auction.title}?`,
      message: (
        <p>
          The auction closes without a winner and every bidder&apos;s held tokens are released at once. This cannot be
          undone.
        </p>
      ),
      confirmLabel: 'Cancel auction',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(auction._id);
      notifySuccess(AUCTION_MESSAGES.cancelled);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <>
      <ScreenHeader
        title="Auctions"
        intro="Items and one-of-a-kind experiences members bid on with tokens. Losing bids cost nothing; a win is fulfilled from here."
        actions={
          canWrite && (
            <Button size="sm" onClick={() => setOpen({ kind: 'form', auction: null })}>
              New auction
            </Button>
          )
        }
      />
      <Panel id="auctions-title" title="All auctions">
        <QueryState
          query={query}
          loadingLabel="Loading auctions"
          isEmpty={(data) => data.auctions.length === 0}
          empty="No auctions yet."
        >
          {(data) => (
            <DataTable
              label="Auctions"
              caption="Auctions, newest first"
              captionHidden
              columns={['Auction', 'Status', 'Bid', 'Runs', 'Winner', 'Actions']}
              rows={data.auctions}
              renderRow={(auction) => {
                const bid = shownBid(auction);
                return (
                  <tr key={auction._id}>
                    <th scope="row">
                      {auction.title}
                      <span className="admin-meta"> · {auction.kind === 'experience' ? 'Experience' : 'Item'}</span>
                    </th>
                    <td>
                      <Tag tone={STATUS[auction.status].tone}>{STATUS[auction.status].label}</Tag>
                    </td>
                    <td>
                      {bid.label}: {formatCount(bid.amount)}
                      <span className="admin-meta">
                        {' '}
                        · {formatCount(auction.bidCount)} {auction.bidCount === 1 ? 'bid' : 'bids'}
                        {auction.reserve !== null && ` · reserve ${formatCount(auction.reserve)}`}
                      </span>
                    </td>
                    <td className="admin-nowrap">
                      {formatDateTime(auction.startsAt)}
                      <br />
                      to {formatDateTime(auction.endsAt)}
                    </td>
                    <td>
                      {auction.winnerId ? (
                        <>
                          {auction.winnerName ?? 'Deleted member'} · {formatCount(auction.finalPrice ?? 0)}
                          <br />
                          <Tag tone={auction.fulfilmentStatus === 'fulfilled' ? 'success' : 'gold'}>
                            {FULFILMENT_LABELS[auction.fulfilmentStatus ?? 'pending']}
                          </Tag>
                          {auction.fulfilmentNote && <span className="admin-meta"> {auction.fulfilmentNote}</span>}
                        </>
                      ) : auction.status === 'ended' ? (
                        <span className="admin-cell-muted">No sale</span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <RowActions
                      actions={[
                        {
                          label: 'Bids',
                          name: `Bids on ${auction.title}`,
                          onClick: () => setOpen({ kind: 'bids', auction }),
                        },
                        canWrite &&
                          isEditable(auction) && {
                            label: 'Edit',
                            name: `Edit ${auction.title}`,
                            onClick: () => setOpen({ kind: 'form', auction }),
                          },
                        canWrite &&
                          !!auction.winnerId &&
                          auction.status === 'ended' && {
                            label: 'Fulfil',
                            name: `Fulfil ${auction.title}`,
                            onClick: () => setOpen({ kind: 'fulfil', auction }),
                          },
                        canWrite &&
                          isCancellable(auction) && {
                            label: 'Cancel',
                            name: `Cancel ${auction.title}`,
                            onClick: () => void onCancel(auction),
                            danger: true,
                            disabled: cancel.isPending,
                          },
                      ]}
                    />
                  </tr>
                );
              }}
            />
          )}
        </QueryState>
      </Panel>
      {open?.kind === 'form' && <AuctionFormModal auction={open.auction} onClose={() => setOpen(null)} />}
      {open?.kind === 'bids' && <BidsModal auction={open.auction} onClose={() => setOpen(null)} />}
      {open?.kind === 'fulfil' && <FulfilmentModal auction={open.auction} onClose={() => setOpen(null)} />}
    </>
  );
}
