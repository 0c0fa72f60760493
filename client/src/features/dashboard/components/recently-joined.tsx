import { Link } from 'react-router';
import type { AdminUser } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { memberLink } from '../../../config/admin-screens';
import { ageFrom, formatDate, memberName } from '../../../lib/format';
import { DataTable } from '../../../components/admin/data-table';
import { Panel } from '../../../components/admin/panel';

/** The five newest members: name, phone, state, gender, age, joined. */
export function RecentlyJoined({ users }: { users: AdminUser[] }) {
  const admin = useCurrentAdmin();
  return (
    <Panel id="recently-joined-title" title="Recently joined">
      {users.length === 0 ? (
        <p className="admin-cell-muted">No members yet.</p>
      ) : (
        <DataTable
          label="Recently joined members"
          columns={['Name', 'Phone', 'State', 'Gender', 'Age', 'Joined']}
          rows={users}
          renderRow={(user) => (
            <tr key={user._id}>
              <th scope="row">
                {admin.can('membersRead') ? (
                  <Link to={memberLink(user.phone)}>{memberName(user)}</Link>
                ) : (
                  memberName(user)
                )}
              </th>
              <td>{user.phone}</td>
              <td>{user.location.state}</td>
              <td className="admin-capitalize">{user.gender ?? '—'}</td>
              <td>{ageFrom(user.dob) ?? '—'}</td>
              <td className="admin-nowrap">{formatDate(user.createdAt)}</td>
            </tr>
          )}
        />
      )}
    </Panel>
  );
}
