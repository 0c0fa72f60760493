import { Link } from 'react-router';
import type { AdminAuction } from '@blynd/shared';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { Modal } from '../../../components/ui/modal';
import { Tag } from '../../../components/ui/tag';
import { memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatCount, formatDateTime } from '../../../lib/format';
import { useAuctionBids } from '../api/admin-auctions';

/** Every bid on an auction, newest first as the server lists them: bidder, hidden maximum, and the price after it. */
export function BidsModal({ auction, onClose }: { auction: AdminAuction; onClose: () => void }) {
  const query = useAuctionBids(auction._id);
  const admin = useCurrentAdmin();
  return (
    <Modal title={`Bids on ${auction.title}`} onClose={onClose} size="lg">
      <QueryState
        query={query}
        loadingLabel="Loading bids"
        isEmpty={(data) => data.bids.length === 0}
        empty="No bids yet."
      >
        {(data) => (
          <DataTable
            label="Bid history"
            caption="Bid history"
            className="admin-table--compact"
            columns={['When', 'Member', 'Maximum', 'Price after', 'Leading after']}
            rows={data.bids}
            renderRow={(bid) => (
              <tr key={bid._id}>
                <td className="admin-nowrap">{formatDateTime(bid.createdAt)}</td>
                <td>
                  {bid.memberId && admin.can('membersRead') ? (
                    <Link to={memberRecordLink(bid.memberId)}>{bid.memberName ?? 'Member'}</Link>
                  ) : (
                    (bid.memberName ?? 'Deleted member')
                  )}
                </td>
                <td>{formatCount(bid.maxAmount)}</td>
                <td>{formatCount(bid.priceAfter)}</td>
                <td>{bid.leadingAfter ? <Tag tone="success">Leading</Tag> : <Tag tone="neutral">Outbid</Tag>}</td>
              </tr>
            )}
          />
        )}
      </QueryState>
    </Modal>
  );
}
