import { Link } from 'react-router';
import type { AdminUser } from '@blynd/shared';
import { memberRecordLink } from '../../../config/admin-screens';
import { MemberCounts } from './member-counts';
import { Button } from '../../../components/ui/button';
import { Can } from '../../../lib/auth/current-admin';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/admin/query-state';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { memberName } from '../../../lib/format';
import { useBlockUser } from '../api/block-user';
import { useSingleUser } from '../../../lib/member-api/get-single-user';
import { MemberDetails } from './member-details';
import { MemberPhotos } from './member-photos';
import { NotifyMemberForm } from '../../../components/admin/notify-member-form';

/** Everything about one member, their photos, block/unblock and a notification form. */
export function MemberModal({ phone, onClose }: { phone: string; onClose: () => void }) {
  const query = useSingleUser(phone);
  const user = query.data?.user;
  return (
    <Modal title={user ? memberName(user) : 'Member'} onClose={onClose} size="lg">
      <QueryState query={query} loadingLabel="Loading the member" notFound={`No member has the phone number ${phone}.`}>
        {({ user: member }) => (
          <>
            <div className="admin-member-actions">
              <Link to={memberRecordLink(member._id)}>Open full record</Link>
              <Can area="membersWrite">
                <BlockAction user={member} />
              </Can>
            </div>
            <MemberCounts memberId={member._id} />
            <MemberDetails user={member} />
            <MemberPhotos user={member} />
            <Can area="notifications">
              <NotifyMemberForm user={member} />
            </Can>
          </>
        )}
      </QueryState>
    </Modal>
  );
}

export function BlockAction({ user }: { user: AdminUser }) {
  const confirm = useConfirm();
  const block = useBlockUser();
  const name = memberName(user);
  const toggle = async () => {
    const blocking = !user.isBlocked;
    const ok = await confirm({
      title: blocking ? `Block ${name}?` : `Unblock ${name}?`,
      message: blocking ? (
        <p>{name} will be signed out of the app and cannot use it or buy Premium until unblocked.</p>
      ) : (
        <p>{name} will be able to use the app again.</p>
      ),
      confirmLabel: blocking ? 'Block User' : 'Unblock User',
      tone: blocking ? 'danger' : 'primary',
    });
    if (!ok) return;
    try {
      const answer = await block.mutateAsync(user._id);
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <Button
      size="sm"
      className={user.isBlocked ? '' : 'admin-btn--danger'}
      onClick={() => void toggle()}
      disabled={block.isPending}
    >
      {user.isBlocked ? 'Unblock User' : 'Block User'}
    </Button>
  );
}
