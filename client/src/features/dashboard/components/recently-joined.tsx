import { Link } from 'react-router';
import type { AdminUser } from '@blynd/shared';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { memberLink } from '../../../config/admin-screens';
import { ageFrom, formatDate, memberName } from '../../../lib/format';
import { TableWrap } from '../../../components/admin/table-wrap';

/** The five newest members: name, phone, state, gender, age, joined. */
export function RecentlyJoined({ users }: { users: AdminUser[] }) {
  const admin = useCurrentAdmin();
  return (
    <section className="admin-panel" aria-labelledby="recently-joined-title">
      <h2 id="recently-joined-title">Recently joined</h2>
      {users.length === 0 ? (
        <p className="admin-cell-muted">No members yet.</p>
      ) : (
        <TableWrap label="Recently joined members">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Phone</th>
                <th scope="col">State</th>
                <th scope="col">Gender</th>
                <th scope="col">Age</th>
                <th scope="col">Joined</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user._id}>
                  <th scope="row">{admin.can('membersRead') ? <Link to={memberLink(user.phone)}>{memberName(user)}</Link> : memberName(user)}</th>
                  <td>{user.phone}</td>
                  <td>{user.location.state}</td>
                  <td className="admin-capitalize">{user.gender ?? '—'}</td>
                  <td>{ageFrom(user.dob) ?? '—'}</td>
                  <td className="admin-nowrap">{formatDate(user.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
