import type { VerificationPhotoItem } from '@blynd/shared';
import { AuthorisedPhoto } from '../../../components/admin/authorised-photo';

/** The face image exists only while a review keeps it (decision 0148): without one the screen says so plainly. */
export function FaceImage({ path, label }: { path: string | null; label: string }) {
  if (!path) return <p className="verification-image verification-image--none">No image kept</p>;
  return <AuthorisedPhoto className="verification-image" path={path} label={label} />;
}

/** One row of a scores list (a <div> group, so the <dl> holds only groups). */
export const Score = ({ label, value }: { label: string; value: string }) => (
  <div className="verification-score">
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

const SCORE_LABELS: Record<string, string> = {
  provider: 'Provider',
  faces: 'Faces found',
  nudity: 'Nudity score',
  suggestive: 'Suggestive score',
  violence: 'Violence score',
  faceDistance: 'Distance to the verified face',
  faceSimilarity: 'Similarity to the verified face',
  ageEstimate: 'Estimated age',
  ageLow: 'Age lower bound',
  duplicateDistance: 'Distance to the duplicate',
  problem: 'Problem',
  waitingFor: 'Waiting for',
  sandboxMarker: 'Sandbox marker',
  verdict: 'Screening verdict',
};

const shown = (value: unknown) =>
  typeof value === 'number'
    ? Number.isInteger(value)
      ? String(value)
      : value.toFixed(2)
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/**
 * The screening's scores as the job kept them, with the face match (a profile photo's; a chat photo has none); a
 * duplicate shows the other picture beside it.
 */
export function Evidence({ item }: { item: Pick<VerificationPhotoItem, 'screening'> & { faceMatch?: string | null } }) {
  const screening = item.screening ?? {};
  const duplicate = screening.duplicateOf as { kind?: string; id?: string } | undefined;
  const rows = Object.entries(screening).filter(([key]) => key !== 'duplicateOf' && key !== 'tookMs');
  return (
    <>
      <dl className="verification-scores">
        {item.faceMatch !== undefined && <Score label="Face match" value={item.faceMatch ?? 'not compared'} />}
        {rows.map(([key, value]) => (
          <Score key={key} label={SCORE_LABELS[key] ?? key} value={shown(value)} />
        ))}
        {item.screening === null && <Score label="Scores" value="none kept" />}
      </dl>
      {duplicate?.kind === 'photo' && duplicate.id && (
        <figure>
          <AuthorisedPhoto
            className="verification-image"
            path={`/api/v1/admin/photos/${duplicate.id}`}
            label="The photo it duplicates"
          />
          <figcaption>Another member&apos;s photo it duplicates</figcaption>
        </figure>
      )}
      {duplicate?.kind === 'removed' && <p className="admin-meta">Same picture as a photo staff removed.</p>}
    </>
  );
}
