import type { ComponentProps } from 'react';
import type { AdminUser } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { earningStatusLabel, earningStatusTone } from '../../../lib/earning-status';
import { formatDate, memberName } from '../../../lib/format';
import { Link } from 'react-router';
import { DataTable } from '../../../components/admin/data-table';
import { memberRecordLink } from '../../../config/admin-screens';
import { reRegisteredLabel } from '../member-labels';

/** One row per member; the name opens the member's modal, Record their full record page. */
type Props = {
  users: AdminUser[];
  onOpen: (phone: string) => void;
  caption: string;
  pagination?: ComponentProps<typeof DataTable>['pagination'];
};

export function UsersTable({ users, onOpen, caption, pagination }: Props) {
  return (
    <DataTable
      label="Members"
      caption={caption}
      columns={['Name', 'Phone', 'Gender', 'State', 'Earning status', 'Plan', 'Account', 'Joined', 'Record']}
      rows={users}
      pagination={pagination}
      renderRow={(user) => (
        <tr key={user._id}>
          <th scope="row">
            <button type="button" className="admin-row-button" onClick={() => onOpen(user.phone)}>
              {memberName(user)}
            </button>
          </th>
          <td>{user.phone}</td>
          <td className="admin-capitalize">{user.gender ?? '—'}</td>
          <td>{user.location.state}</td>
          <td>
            <Tag tone={earningStatusTone(user.earningStatus)}>{earningStatusLabel(user.earningStatus)}</Tag>
          </td>
          <td>{user.isPremium ? <Tag tone="gold">Premium</Tag> : 'Free'}</td>
          <td>
            {user.isBlocked ? <Tag tone="danger">Blocked</Tag> : user.disabled ? 'Disabled' : 'Active'}
            {reRegisteredLabel(user) && (
              <>
                {' '}
                <Tag tone="purple">{reRegisteredLabel(user)}</Tag>
              </>
            )}
          </td>
          <td className="admin-nowrap">{formatDate(user.createdAt)}</td>
          <td>
            {/* A visually hidden span would be absolutely positioned outside the scrolling frame and widen the page. */}
            <Link to={memberRecordLink(user._id)} aria-label={`Record of ${memberName(user)}`}>
              Record
            </Link>
          </td>
        </tr>
      )}
    />
  );
}
