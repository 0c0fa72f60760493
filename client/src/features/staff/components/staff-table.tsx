import { ADMIN_ROLES, type AdminRole, type StaffMember } from '@blynd/shared';
import { RowActions } from '../../../components/admin/row-actions';
import { Tag } from '../../../components/ui/tag';
import { Options } from '../../../components/ui/field';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { formatDateTime } from '../../../lib/format';
import { useStaff } from '../api/get-staff';
import { useUpdateStaff } from '../api/update-staff';
import { QueryState } from '../../../components/admin/query-state';
import { DataTable } from '../../../components/admin/data-table';
import { Panel } from '../../../components/admin/panel';

export function StaffTable({ onResetAccessCode }: { onResetAccessCode: (staff: StaffMember) => void }) {
  const me = useCurrentAdmin();
  const query = useStaff();
  const update = useUpdateStaff();
  const confirm = useConfirm();

  const change = async (staff: StaffMember, input: { role?: AdminRole; disabled?: boolean }) => {
    try {
      const answer = await update.mutateAsync({ staffId: staff._id, ...input });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const changeRole = async (staff: StaffMember, role: AdminRole) => {
    if (role === staff.role) return;
    const ok = await confirm({
      title: `Make ${staff.fullname} ${role}?`,
      message: (
        <p>
          {staff.fullname} goes from {staff.role} to {role} and can do only what the new role allows.
        </p>
      ),
      confirmLabel: 'Change role',
      tone: 'primary',
    });
    if (ok) await change(staff, { role });
  };

  const setDisabled = async (staff: StaffMember, disabled: boolean) => {
    if (disabled) {
      const ok = await confirm({
        title: `Disable ${staff.fullname}?`,
        message: <p>{staff.fullname} is signed out at once and cannot sign in until enabled again.</p>,
        confirmLabel: 'Disable account',
      });
      if (!ok) return;
    }
    await change(staff, { disabled });
  };

  return (
    <Panel id="staff-title" title="Staff accounts">
      <QueryState
        query={query}
        loadingLabel="Loading staff"
        isEmpty={(data) => data.staff.length === 0}
        empty="No staff accounts."
      >
        {(data) => (
          <DataTable
            label="Staff accounts"
            columns={['Name', 'Email', 'Role', 'Status', 'Last sign-in', 'Actions']}
            rows={data.staff}
            renderRow={(staff) => {
              const isMe = staff._id === me._id;
              return (
                <tr key={staff._id}>
                  <th scope="row">
                    {staff.fullname} {isMe && <Tag tone="brand">You</Tag>}
                  </th>
                  <td>{staff.email}</td>
                  <td>
                    <label className="visually-hidden" htmlFor={`role-${staff._id}`}>
                      Role of {staff.fullname}
                    </label>
                    <select
                      id={`role-${staff._id}`}
                      className="field__control field__control--select admin-select"
                      value={staff.role}
                      disabled={isMe || update.isPending}
                      onChange={(event) => void changeRole(staff, event.target.value as AdminRole)}
                    >
                      <Options options={ADMIN_ROLES} />
                    </select>
                  </td>
                  <td>{staff.disabled ? <Tag tone="danger">Disabled</Tag> : <Tag tone="success">Active</Tag>}</td>
                  <td className="admin-nowrap">{staff.lastLoginAt ? formatDateTime(staff.lastLoginAt) : 'Never'}</td>
                  <RowActions
                    actions={[
                      {
                        label: 'Reset access code',
                        name: `Reset access code of ${staff.fullname}`,
                        onClick: () => onResetAccessCode(staff),
                      },
                      !isMe && {
                        label: staff.disabled ? 'Enable' : 'Disable',
                        name: `${staff.disabled ? 'Enable' : 'Disable'} ${staff.fullname}`,
                        onClick: () => void setDisabled(staff, !staff.disabled),
                        danger: !staff.disabled,
                        disabled: update.isPending,
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
  );
}
