import { useState } from 'react';
import { ADMIN_ROLES, ADMIN_PERMISSIONS, type StaffMember } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { InviteStaffModal } from './invite-staff-modal';
import { ResetAccessCodeModal } from './reset-access-code-modal';
import { StaffTable } from './staff-table';
import { Panel } from '../../../components/admin/panel';
import './staff.css';

const ROLE_SUMMARY: Record<(typeof ADMIN_ROLES)[number], string> = {
  'Super Admin': 'Everything, including staff accounts.',
  Admin: 'Everything but staff accounts.',
  Support: 'Inbox, system messages, reports; reads members and sign-up records.',
};

/** Staff accounts (Super Admin only): roles, invitations, disabling, access-code resets. */
export function StaffScreen() {
  const [inviting, setInviting] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  return (
    <>
      <ScreenHeader
        title="Staff"
        intro="Who can sign in to the control centre, and what each role may do."
        actions={
          <Button size="sm" onClick={() => setInviting(true)}>
            Invite staff
          </Button>
        }
      />
      <Panel id="roles-title" title="Roles">
        <dl className="admin-details">
          {ADMIN_ROLES.map((role) => (
            <div key={role}>
              <dt>{role}</dt>
              <dd>
                {ROLE_SUMMARY[role]} <span className="admin-meta">{ADMIN_PERMISSIONS[role].length} areas</span>
              </dd>
            </div>
          ))}
        </dl>
      </Panel>
      <StaffTable onResetAccessCode={setResetting} />
      {inviting && <InviteStaffModal onClose={() => setInviting(false)} />}
      {resetting && <ResetAccessCodeModal staff={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
