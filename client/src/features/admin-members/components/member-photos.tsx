import type { AdminPhoto, AdminUser, PhotoStatus } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { Tag, type TagTone } from '../../../components/ui/tag';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { notifyFailure, notifySuccess } from '../../../lib/toast';
import { memberName } from '../../../lib/format';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { useDeletePhoto } from '../api/delete-photo';
import { useFlagPhoto } from '../api/flag-photo';

/** Where each photo's screening stands: only approved ones are shown to other members (decision 0147). */
const STATUS_LABELS: Record<PhotoStatus, string> = {
  checking: 'Checking',
  approved: 'Approved',
  held: 'Held for review',
  rejected: 'Rejected',
};
const STATUS_TONES: Record<PhotoStatus, TagTone> = {
  checking: 'neutral',
  approved: 'success',
  held: 'gold',
  rejected: 'danger',
};

/** The member's photos with their screening status; staff with the right may flag (or unflag) and delete them. */
export function MemberPhotos({ user }: { user: AdminUser }) {
  return (
    <section aria-labelledby="member-photos-title">
      <h3 id="member-photos-title" className="admin-section-title">
        Photos ({user.media.length})
      </h3>
      {user.media.length === 0 ? (
        <p className="admin-cell-muted">No photos uploaded.</p>
      ) : (
        <ul className="admin-photos">
          {user.media.map((photo, index) => (
            <PhotoCard key={photo._id} user={user} photo={photo} position={index + 1} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PhotoCard({ user, photo, position }: { user: AdminUser; photo: AdminPhoto; position: number }) {
  const admin = useCurrentAdmin();
  const confirm = useConfirm();
  const flag = useFlagPhoto();
  const remove = useDeletePhoto();
  const name = memberName(user);
  const label = `Photo ${position} of ${name}`;

  const toggleFlag = async () => {
    if (!photo.flagged) {
      const ok = await confirm({
        title: 'Flag this photo?',
        message: <p>{label} will be marked as inappropriate and hidden from other members.</p>,
        confirmLabel: 'Flag photo',
      });
      if (!ok) return;
    }
    try {
      const answer = await flag.mutateAsync({ userId: user._id, photoId: photo._id });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  const deletePhoto = async () => {
    const ok = await confirm({
      title: 'Delete this photo?',
      message: <p>{label} will be removed for good. This cannot be undone.</p>,
      confirmLabel: 'Delete photo',
    });
    if (!ok) return;
    try {
      const answer = await remove.mutateAsync({ userId: user._id, photoId: photo._id, publidId: photo.publidId });
      notifySuccess(answer.message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <li className="admin-photo" aria-label={label}>
      <AuthorisedPhoto path={photo.awsUrl} label={label} />
      <Tag tone={STATUS_TONES[photo.status]}>
        {STATUS_LABELS[photo.status]}
        {photo.reason ? `: ${photo.reason}` : ''}
      </Tag>
      {photo.flagged && <Tag tone="danger">Flagged</Tag>}
      {admin.can('membersWrite') && (
        <div className="admin-actions">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void toggleFlag()}
            disabled={flag.isPending || remove.isPending}
          >
            {photo.flagged ? 'Unflag' : 'Flag'}
          </Button>
          <Button
            size="sm"
            className="admin-btn--danger"
            onClick={() => void deletePhoto()}
            disabled={flag.isPending || remove.isPending}
          >
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
