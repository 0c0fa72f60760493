import { useState } from 'react';
import { Link } from 'react-router';
import {
  PHOTO_REASON_LABELS,
  PHOTO_REASONS,
  REVIEW_NOTE_MAX,
  chatPhotoDecisionSchema,
  type ChatPhotoHoldItem,
  type PhotoReason,
} from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { Button } from '../../../components/ui/button';
import { Options, SelectField, TextAreaField } from '../../../components/ui/field';
import { Tag } from '../../../components/ui/tag';
import { memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { formatDateTime, memberName } from '../../../lib/format';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { schemaProblem } from '../../../lib/validation';
import { useDecideChatPhoto } from '../api/decide';
import { Evidence } from './evidence';

const REASON_OPTIONS = PHOTO_REASONS.map((reason) => ({ value: reason, label: PHOTO_REASON_LABELS[reason] }));

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
  const admin = useCurrentAdmin();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<PhotoReason>(
    PHOTO_REASONS.find((known) => known === item.reason) ?? PHOTO_REASONS[0],
  );
  const decide = useDecideChatPhoto();
  if (!admin.can('verificationWrite')) return <p className="admin-cell-muted">Admins decide; you can read.</p>;
  const submit = async (decision: 'approve' | 'reject') => {
    const body = decision === 'reject' ? { decision, reason, note } : { decision, note };
    const problem = schemaProblem(chatPhotoDecisionSchema, body);
    if (problem) return notifyError(problem);
    try {
      notifySuccess((await decide.mutateAsync({ id: item._id, ...body })).message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <form className="admin-report-resolve" onSubmit={(event) => event.preventDefault()} noValidate>
      <SelectField
        label="Reason if removed"
        value={reason}
        onChange={(event) => setReason(event.target.value as PhotoReason)}
      >
        <Options options={REASON_OPTIONS} />
      </SelectField>
      <TextAreaField
        label="Note"
        hint="Why: kept in the audit log"
        value={note}
        maxLength={REVIEW_NOTE_MAX}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="admin-actions">
        <Button
          size="sm"
          onClick={() => void submit('approve')}
          disabled={decide.isPending}
          aria-label={`Approve the chat photo from ${name}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          className="admin-btn--danger"
          onClick={() => void submit('reject')}
          disabled={decide.isPending}
          aria-label={`Remove the chat photo from ${name}`}
        >
          Remove
        </Button>
      </div>
    </form>
  );
}
