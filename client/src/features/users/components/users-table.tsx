import type { AdminUser } from '@blynd/shared';
import { Tag } from '../../../components/ui/tag';
import { earningStatusLabel, earningStatusTone } from '../../../lib/earning-status';
import { formatDate, memberName } from '../../../lib/format';
import { Link } from 'react-router';
import { TableWrap } from '../../../components/admin/table-wrap';
import { memberRecordLink } from '../../../config/admin-screens';

/** One row per member; the name opens the member's modal, Record their full record page. */
export function UsersTable({ users, onOpen, caption }: { users: AdminUser[]; onOpen: (phone: string) => void; caption: string }) {
  return (
    <TableWrap label="Members">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Gender</th>
            <th scope="col">State</th>
            <th scope="col">Earning status</th>
            <th scope="col">Plan</th>
            <th scope="col">Account</th>
            <th scope="col">Joined</th>
            <th scope="col">Record</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
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
              <td>{user.isBlocked ? <Tag tone="danger">Blocked</Tag> : user.disabled ? 'Disabled' : 'Active'}</td>
              <td className="admin-nowrap">{formatDate(user.createdAt)}</td>
              <td>
                {/* A visually hidden span would be absolutely positioned outside the scrolling frame and widen the page. */}
                <Link to={memberRecordLink(user._id)} aria-label={`Record of ${memberName(user)}`}>
                  Record
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
