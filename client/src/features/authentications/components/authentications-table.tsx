import { AUTH_LEVEL_NAMES, type AdminAuthentication, type AuthLevel } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatDateTime, memberName } from '../../../lib/format';
import { TableWrap } from '../../../components/admin/table-wrap';

export const levelName = (step: number) => AUTH_LEVEL_NAMES[step as AuthLevel] ?? `Step ${step}`;

type Props = { auths: AdminAuthentication[]; onAction: (kind: 'level' | 'notify', auth: AdminAuthentication) => void; caption: string };

export function AuthenticationsTable({ auths, onAction, caption }: Props) {
  const admin = useCurrentAdmin();
  const canEdit = admin.can('authenticationsWrite');
  const canNotify = admin.can('notifications');
  return (
    <TableWrap label="Sign-up records">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Phone</th>
            <th scope="col">Member</th>
            <th scope="col">Level</th>
            <th scope="col">Status</th>
            <th scope="col">Started</th>
            {(canEdit || canNotify) && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {auths.map((auth) => {
            const name = auth.owner ? memberName(auth.owner) : 'Unknown member';
            return (
              <tr key={auth._id}>
                <th scope="row">{auth.phone}</th>
                <td>{name}</td>
                <td>
                  <span className="admin-level">{auth.authStep}</span> {levelName(auth.authStep)}
                </td>
                <td>{auth.isBlocked ? <Tag tone="danger">Blocked</Tag> : auth.authStep === 11 ? <Tag tone="success">Complete</Tag> : <Tag tone="neutral">Incomplete</Tag>}</td>
                <td className="admin-nowrap">{formatDateTime(auth.createdAt)}</td>
                {(canEdit || canNotify) && (
                  <td>
                    <div className="admin-actions">
                      {canEdit && (
                        <Button variant="ghost" size="sm" onClick={() => onAction('level', auth)} aria-label={`Edit level of ${name}`}>
                          Edit level
                        </Button>
                      )}
                      {canNotify && auth.owner && (
                        <Button variant="ghost" size="sm" onClick={() => onAction('notify', auth)} aria-label={`Notify ${name}`}>
                          Notify
                        </Button>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
