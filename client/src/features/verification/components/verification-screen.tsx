import { Link } from 'react-router';
import {
  PHOTO_REASON_LABELS,
  REVIEW_NOTE_MAX,
  faceDecisionSchema,
  type PhotoReason,
  type VerificationFaceItem,
  type VerificationPhotoItem,
} from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';
import { QueryState } from '../../../components/admin/query-state';
import { ScreenHeader } from '../../../components/admin/screen-header';
import { DecisionForm } from '../../../components/admin/decision-form';
import { Tag } from '../../../components/ui/tag';
import { memberRecordLink } from '../../../config/admin-screens';
import { useCurrentAdmin } from '../../../lib/auth/current-admin';
import { ageFrom, formatDate, formatDateTime, memberName } from '../../../lib/format';
import { schemaProblem } from '../../../lib/validation';
import { useDecideFace, useDecidePhoto } from '../api/decide';
import { useChatPhotoHolds, useVerificationFaces, useVerificationPhotos } from '../api/get-verification';
import { ChatPhotoCard } from './chat-photo-card';
import { Evidence, FaceImage, Score } from './evidence';
import { PhotoDecisionForm, ReadOnly } from './photo-decision-form';
import { Panel } from '../../../components/admin/panel';
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
        <Panel id="verification-photos" title="Photos">
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
        </Panel>
        <Panel id="verification-chat-photos" title="Photos sent in chat">
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
        </Panel>
        <Panel id="verification-faces" title="Age reviews">
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
        </Panel>
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
      <PhotoHoldDecision item={item} />
    </li>
  );
}

function PhotoHoldDecision({ item }: { item: VerificationPhotoItem }) {
  const decide = useDecidePhoto();
  const name = memberName(item.member);
  return (
    <PhotoDecisionForm
      heldFor={item.reason}
      reasonLabel="Reason if rejected"
      rejectLabel="Reject"
      names={{ approve: `Approve the photo of ${name}`, reject: `Reject the photo of ${name}` }}
      pending={decide.isPending}
      decide={(body) => decide.mutateAsync({ id: item._id, ...body })}
    />
  );
}

function FaceCard({ item }: { item: VerificationFaceItem }) {
  const admin = useCurrentAdmin();
  const decide = useDecideFace();
  const name = memberName(item.member);
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
        <DecisionForm<'approve' | 'reject'>
          className="admin-report-resolve"
          hint="Why: kept in the audit log"
          noteMax={REVIEW_NOTE_MAX}
          choices={[
            {
              decision: 'approve',
              label: 'Approve (18 or over)',
              name: `Approve (18 or over): the age review of ${name}`,
            },
            { decision: 'reject', label: 'Reject', name: `Reject the age review of ${name}`, danger: true },
          ]}
          pending={decide.isPending}
          check={(decision, note) => schemaProblem(faceDecisionSchema, { decision, note })}
          decide={(decision, note) => decide.mutateAsync({ memberId: item.member._id, decision, note })}
        >
          <p className="admin-meta">
            Approve: 18 or over, sign-up may finish. Reject: sign-up cannot finish and the member is told.
          </p>
        </DecisionForm>
      ) : (
        <ReadOnly />
      )}
    </li>
  );
}
