import { useState } from 'react';
import { Link } from 'react-router';
import {
  PHOTO_REASON_LABELS,
  PHOTO_REASONS,
  REVIEW_NOTE_MAX,
  faceDecisionSchema,
  photoDecisionSchema,
  type PhotoReason,
  type VerificationFaceItem,
  type VerificationPhotoItem,
} from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { Button } from '../../../components/ui/button';
import { Options, SelectField, TextAreaField } from '../../../components/ui/field';
import { Tag } from '../../../components/ui/tag';
import { memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { ageFrom, formatDate, formatDateTime, memberName } from '../../../lib/format';
import { notifyError, notifyFailure, notifySuccess } from '../../../lib/toast';
import { schemaProblem } from '../../../lib/validation';
import { useDecideFace, useDecidePhoto } from '../api/decide';
import { useChatPhotoHolds, useVerificationFaces, useVerificationPhotos } from '../api/get-verification';
import { ChatPhotoCard } from './chat-photo-card';
import { Evidence, FaceImage, Score } from './evidence';
import './verification.css';

type Basics = VerificationPhotoItem['member'];

/**
 * Verification (decision 0137): what the screening held, the appeals members made, and the accounts whose face check
 * estimated under 18, oldest first, with the evidence side by side. Admins decide with a note; Support reads.
 */
export function VerificationScreen() {
  const photos = useVerificationPhotos();
  const faces = useVerificationFaces();
  const chatPhotos = useChatPhotoHolds();
  return (
    <>
      <ScreenHeader
        title="Verification"
        intro="Photos the screening held (profile photos and photos sent in chat), appeals against a rejection, and sign-ups held for an age review. Compare the verified face with the photo, then approve or reject with a note. Every decision is audited and the member is told."
      />
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="verification-photos">
          <h2 id="verification-photos">Photos</h2>
          <QueryState query={photos} loadingLabel="Loading held photos">
            {(data) =>
              data.photos.length === 0 ? (
                <p className="admin-cell-muted">No photos waiting.</p>
              ) : (
                <ul className="admin-cards">
                  {data.photos.map((item) => (
                    <PhotoCard key={item._id} item={item} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
        <section className="admin-panel" aria-labelledby="verification-chat-photos">
          <h2 id="verification-chat-photos">Photos sent in chat</h2>
          <QueryState query={chatPhotos} loadingLabel="Loading held chat photos">
            {(data) =>
              data.photos.length === 0 ? (
                <p className="admin-cell-muted">No chat photos waiting.</p>
              ) : (
                <ul className="admin-cards">
                  {data.photos.map((item) => (
                    <ChatPhotoCard key={item._id} item={item} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
        <section className="admin-panel" aria-labelledby="verification-faces">
          <h2 id="verification-faces">Age reviews</h2>
          <QueryState query={faces} loadingLabel="Loading age reviews">
            {(data) =>
              data.faces.length === 0 ? (
                <p className="admin-cell-muted">No sign-ups waiting for an age review.</p>
              ) : (
                <ul className="admin-cards">
                  {data.faces.map((item) => (
                    <FaceCard key={item.member._id} item={item} />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
    </>
  );
}

function MemberBasics({ member }: { member: Basics }) {
  const admin = useCurrentAdmin();
  const name = memberName(member);
  const age = ageFrom(member.dob);
  return (
    <p>
      <span className="admin-meta">Member</span>
      <strong>{admin.can('membersRead') ? <Link to={memberRecordLink(member._id)}>{name}</Link> : name}</strong> ·{' '}
      {member.phone}
      <span className="admin-meta">
        {[member.gender, member.dob ? `born ${formatDate(member.dob)}${age === null ? '' : ` (${age})`}` : null]
          .filter(Boolean)
          .join(' · ')}
        {' · '}joined {formatDate(member.joinedAt)}
      </span>
    </p>
  );
}

function PhotoCard({ item }: { item: VerificationPhotoItem }) {
  const name = memberName(item.member);
  return (
    <li className="admin-card" aria-label={`Photo of ${name}`}>
      <p>
        {item.queue === 'appeal' ? <Tag tone="gold">appeal</Tag> : <Tag tone="danger">held</Tag>}{' '}
        {item.reason && <strong>{PHOTO_REASON_LABELS[item.reason as PhotoReason] ?? item.reason}</strong>}
      </p>
      <MemberBasics member={item.member} />
      <div className="verification-side-by-side">
        <figure>
          <FaceImage path={item.face.imageUrl} label={`Verified face of ${name}`} />
          <figcaption>Verified face{item.face.status ? ` (${item.face.status})` : ': none yet'}</figcaption>
        </figure>
        <figure>
          <AuthorisedPhoto className="verification-image" path={item.photoUrl} label={`Photo of ${name}`} />
          <figcaption>
            {item.position === 0 ? 'First photo' : `Photo ${item.position + 1}`} · uploaded{' '}
            {formatDateTime(item.uploadedAt)}
          </figcaption>
        </figure>
      </div>
      <Evidence item={item} />
      {item.appealedAt && <p className="admin-meta">Appealed {formatDateTime(item.appealedAt)}</p>}
      {item.reviewNote && (
        <p className="admin-meta">
          Earlier note<span className="admin-report-note">“{item.reviewNote}”</span>
        </p>
      )}
      <PhotoDecisionForm item={item} />
    </li>
  );
}

const REASON_OPTIONS = PHOTO_REASONS.map((reason) => ({ value: reason, label: PHOTO_REASON_LABELS[reason] }));

function PhotoDecisionForm({ item }: { item: VerificationPhotoItem }) {
  const admin = useCurrentAdmin();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState<PhotoReason>(
    PHOTO_REASONS.find((known) => known === item.reason) ?? PHOTO_REASONS[0],
  );
  const decide = useDecidePhoto();
  if (!admin.can('verificationWrite')) return <p className="admin-cell-muted">Admins decide; you can read.</p>;
  const submit = async (decision: 'approve' | 'reject') => {
    const body = decision === 'reject' ? { decision, reason, note } : { decision, note };
    const problem = schemaProblem(photoDecisionSchema, body);
    if (problem) return notifyError(problem);
    try {
      notifySuccess((await decide.mutateAsync({ id: item._id, ...body })).message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const name = memberName(item.member);
  return (
    <form className="admin-report-resolve" onSubmit={(event) => event.preventDefault()} noValidate>
      <SelectField
        label="Reason if rejected"
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
          aria-label={`Approve the photo of ${name}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          className="admin-btn--danger"
          onClick={() => void submit('reject')}
          disabled={decide.isPending}
          aria-label={`Reject the photo of ${name}`}
        >
          Reject
        </Button>
      </div>
    </form>
  );
}

function FaceCard({ item }: { item: VerificationFaceItem }) {
  const admin = useCurrentAdmin();
  const [note, setNote] = useState('');
  const decide = useDecideFace();
  const name = memberName(item.member);
  const submit = async (decision: 'approve' | 'reject') => {
    const problem = schemaProblem(faceDecisionSchema, { decision, note });
    if (problem) return notifyError(problem);
    try {
      notifySuccess((await decide.mutateAsync({ memberId: item.member._id, decision, note })).message);
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <li className="admin-card" aria-label={`Age review of ${name}`}>
      <p>
        <Tag tone="danger">age review</Tag>
      </p>
      <MemberBasics member={item.member} />
      <div className="verification-side-by-side">
        <figure>
          <FaceImage path={item.face.imageUrl} label={`Verified face of ${name}`} />
          <figcaption>
            {item.face.source === 'liveness' ? 'Liveness reference image' : 'Sign-up selfie'} ·{' '}
            {formatDateTime(item.createdAt)}
          </figcaption>
        </figure>
      </div>
      <dl className="verification-scores">
        <Score
          label="Estimated age"
          value={item.face.ageEstimate === null ? 'unknown' : item.face.ageEstimate.toFixed(1)}
        />
        <Score label="Lower bound" value={item.face.ageLow === null ? 'unknown' : item.face.ageLow.toFixed(1)} />
        <Score label="Provider" value={item.provider} />
      </dl>
      {admin.can('verificationWrite') ? (
        <form className="admin-report-resolve" onSubmit={(event) => event.preventDefault()} noValidate>
          <p className="admin-meta">
            Approve: 18 or over, sign-up may finish. Reject: sign-up cannot finish and the member is told.
          </p>
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
              aria-label={`Approve (18 or over): the age review of ${name}`}
            >
              Approve (18 or over)
            </Button>
            <Button
              size="sm"
              className="admin-btn--danger"
              onClick={() => void submit('reject')}
              disabled={decide.isPending}
              aria-label={`Reject the age review of ${name}`}
            >
              Reject
            </Button>
          </div>
        </form>
      ) : (
        <p className="admin-cell-muted">Admins decide; you can read.</p>
      )}
    </li>
  );
}
