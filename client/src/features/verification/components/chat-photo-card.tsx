import { Link } from 'react-router';
import { PHOTO_REASON_LABELS, type ChatPhotoHoldItem } from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { Tag } from '../../../components/ui/tag';
import { memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatDateTime, memberName } from '../../../lib/format';
import { useDecideChatPhoto } from '../api/decide';
import { Evidence } from './evidence';
import { PhotoDecisionForm } from './photo-decision-form';

/**
 * A photo sent in chat that the screening held (decision 0178): the picture (each opening is audited), why it was
 * held, and the two decisions. Approve: the other member may see it. Remove: it is gone for both, with the reason its
 * sender is told.
 */
export function ChatPhotoCard({ item }: { item: ChatPhotoHoldItem }) {
  const admin = useCurrentAdmin();
  const name = item.sender ? memberName(item.sender) : 'a deleted account';
  return (
    <li className="admin-card" aria-label={`Chat photo from ${name}`}>
      <p>
        <Tag tone="danger">held in chat</Tag>{' '}
        {item.reason && <strong>{PHOTO_REASON_LABELS[item.reason] ?? item.reason}</strong>}
      </p>
      <p>
        <span className="admin-meta">Sent by</span>
        {item.sender ? (
          <strong>
            {admin.can('membersRead') ? <Link to={memberRecordLink(item.sender._id)}>{name}</Link> : name}
          </strong>
        ) : (
          <strong>{name}</strong>
        )}
        {item.sender && <> · {item.sender.phone}</>}
      </p>
      <figure>
        <AuthorisedPhoto className="verification-image" path={item.imageUrl} label={`Chat photo from ${name}`} />
        <figcaption>
          {item.sent ? 'Sent in a message' : 'Uploaded, not sent yet'} · {formatDateTime(item.uploadedAt)}
        </figcaption>
      </figure>
      <Evidence item={item} />
      <ChatPhotoDecisionForm item={item} name={name} />
    </li>
  );
}

function ChatPhotoDecisionForm({ item, name }: { item: ChatPhotoHoldItem; name: string }) {
  const decide = useDecideChatPhoto();
  return (
    <PhotoDecisionForm
      heldFor={item.reason}
      reasonLabel="Reason if removed"
      rejectLabel="Remove"
      names={{ approve: `Approve the chat photo from ${name}`, reject: `Remove the chat photo from ${name}` }}
      pending={decide.isPending}
      decide={(body) => decide.mutateAsync({ id: item._id, ...body })}
    />
  );
}
