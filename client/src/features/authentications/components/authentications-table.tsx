import type { ComponentProps } from 'react';
import { AUTH_LEVEL_NAMES, type AdminAuthentication, type AuthLevel } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag } from '../../../components/ui/tag';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatDateTime, memberName } from '../../../lib/format';
import { DataTable } from '../../../components/admin/data-table';

export const levelName = (step: number) => AUTH_LEVEL_NAMES[step as AuthLevel] ?? `Step ${step}`;

type Props = {
  auths: AdminAuthentication[];
  onAction: (kind: 'level' | 'notify', auth: AdminAuthentication) => void;
  caption: string;
  pagination?: ComponentProps<typeof DataTable>['pagination'];
};

export function AuthenticationsTable({ auths, onAction, caption, pagination }: Props) {
  const admin = useCurrentAdmin();
  const canEdit = admin.can('authenticationsWrite');
  const canNotify = admin.can('notifications');
  return (
    <DataTable
      label="Sign-up records"
      caption={caption}
      columns={['Phone', 'Member', 'Level', 'Status', 'Started', (canEdit || canNotify) && 'Actions']}
      rows={auths}
      pagination={pagination}
      renderRow={(auth) => {
        const name = auth.owner ? memberName(auth.owner) : 'Unknown member';
        return (
          <tr key={auth._id}>
            <th scope="row">{auth.phone}</th>
            <td>{name}</td>
            <td>
              <span className="admin-level">{auth.authStep}</span> {levelName(auth.authStep)}
            </td>
            <td>
              {auth.isBlocked ? (
                <Tag tone="danger">Blocked</Tag>
              ) : auth.authStep === 11 ? (
                <Tag tone="success">Complete</Tag>
              ) : (
                <Tag tone="neutral">Incomplete</Tag>
              )}
            </td>
            <td className="admin-nowrap">{formatDateTime(auth.createdAt)}</td>
            {(canEdit || canNotify) && (
              <td>
                <div className="admin-actions">
                  {canEdit && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onAction('level', auth)}
                      aria-label={`Edit level of ${name}`}
                    >
                      Edit level
                    </Button>
                  )}
                  {canNotify && auth.owner && (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onAction('notify', auth)}
                      aria-label={`Notify ${name}`}
                    >
                      Notify
                    </Button>
                  )}
                </div>
              </td>
            )}
          </tr>
        );
      }}
    />
  );
}
