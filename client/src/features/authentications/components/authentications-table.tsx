import type { ComponentProps } from 'react';
import { AUTH_LEVEL_NAMES, type AdminAuthentication, type AuthLevel } from '@blynd/shared';
import { RowActions } from '../../../components/admin/row-actions';
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
              <RowActions
                actions={[
                  canEdit && {
                    label: 'Edit level',
                    name: `Edit level of ${name}`,
                    onClick: () => onAction('level', auth),
                  },
                  canNotify &&
                    !!auth.owner && {
                      label: 'Notify',
                      name: `Notify ${name}`,
                      onClick: () => onAction('notify', auth),
                    },
                ]}
              />
            )}
          </tr>
        );
      }}
    />
  );
}
