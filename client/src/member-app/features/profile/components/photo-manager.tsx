import { useRef, useState } from 'react';
import { PHOTO_REASON_TEXTS, PHOTO_STATUS_TEXTS, type MeResponse, type MemberPhoto as OwnPhoto } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { useConfirm } from '../../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../../lib/http';
import { MemberPhoto } from '../../../components/member-photo';
import { SwitchField } from '../../../components/switch-field';
import { useChangePhotos, useOwnPhotos } from '../api/own-photos';
import { useUpdateMe } from '../api/update-me';
import { usePhotoTexts } from '../texts';

const MAX_PHOTOS = 6;
const say = usePhotoTexts.t;

/** Own photos: upload with progress, where each one's screening stands, move, delete, appeal, and who may see them. */
export function PhotoManager({ me }: { me: MeResponse }) {
  const t = usePhotoTexts();
  const changePhotos = useChangePhotos();
  const ownPhotos = useOwnPhotos();
  const updateMe = useUpdateMe();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const screened = new Map((ownPhotos.data ?? []).map((photo) => [photo._id, photo]));
  const photos = [...me.photos].sort((a, b) => a.position - b.position);

  async function run(action: () => Promise<unknown>, done: string) {
    setMessage(null);
    try {
      await action();
      setMessage({ text: done });
    } catch (error) {
      setMessage({ text: errorMessage(error), error: true });
    }
  }
  async function upload(file: File | undefined) {
    if (!file) return;
    setProgress(0);
    await run(() => changePhotos.mutateAsync({ kind: 'upload', file, onProgress: setProgress }), say('added'));
    setProgress(null);
    if (input.current) input.current.value = '';
  }
  const move = (index: number, by: number) => {
    const ids = photos.map((p) => p._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    return run(() => changePhotos.mutateAsync({ kind: 'reorder', ids }), say('moved', { n: index + by + 1 }));
  };
  async function remove(id: string, index: number) {
    if (
      await confirm({
        title: say('deleteTitle'),
        message: <p>{say('deleteText')}</p>,
        confirmLabel: say('delete'),
        tone: 'danger',
      })
    ) {
      await run(() => changePhotos.mutateAsync({ kind: 'delete', id }), say('deleted', { n: index + 1 }));
    }
  }

  return (
    <section aria-labelledby="photos-heading" className="m-panel">
      <h2 id="photos-heading">{t('heading')}</h2>
      <p className="m-muted">{t('intro', { max: MAX_PHOTOS })}</p>
      <SwitchField
        checked={me.photosPublic}
        onToggle={(on) =>
          void run(() => updateMe.mutateAsync({ photosPublic: on }), on ? say('public') : say('private'))
        }
      >
        {t('publicSwitch')}
      </SwitchField>
      <ol className="m-photos">
        {photos.map((photo, index) => (
          <li key={photo._id} className="m-photos__item">
            <MemberPhoto id={photo._id} alt={t('alt', { n: index + 1 })} />
            {photo.flagged && <span className="m-pill">{t('underReview')}</span>}
            <PhotoStatus
              photo={screened.get(photo._id)}
              onAppeal={(id) => void run(() => changePhotos.mutateAsync({ kind: 'appeal', id }), say('appealSent'))}
            />
            <div className="m-row">
              <Button
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => void move(index, -1)}
                aria-label={t('earlier', { n: index + 1 })}
              >
                ←
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={index === photos.length - 1}
                onClick={() => void move(index, 1)}
                aria-label={t('later', { n: index + 1 })}
              >
                →
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => void remove(photo._id, index)}
                aria-label={t('deleteN', { n: index + 1 })}
              >
                {t('delete')}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {photos.length < MAX_PHOTOS && (
        <div className="m-upload">
          <label htmlFor="photo-upload" className="btn btn--secondary btn--md">
            {t('add')}
          </label>
          <input
            id="photo-upload"
            ref={input}
            className="visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => void upload(e.target.files?.[0])}
            disabled={progress !== null}
          />
          {progress !== null && (
            <progress max={1} value={progress} aria-label={t('progress')}>
              {Math.round(progress * 100)}%
            </progress>
          )}
        </div>
      )}
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </section>
  );
}

/** Where an own photo's screening stands, in plain words; a rejected photo can be appealed once. */
function PhotoStatus({ photo, onAppeal }: { photo: OwnPhoto | undefined; onAppeal(id: string): void }) {
  if (!photo || photo.status === 'approved') return null;
  if (photo.status === 'checking')
    return (
      <p className="m-photo-status" role="status">
        {PHOTO_STATUS_TEXTS.checking}
      </p>
    );
  const reason = photo.reason ? PHOTO_REASON_TEXTS[photo.reason] : null;
  return (
    <div className="m-photo-status">
      <p>
        <strong>{PHOTO_STATUS_TEXTS[photo.status]}.</strong> {reason}
      </p>
      {photo.status === 'rejected' &&
        (photo.appealedAt ? (
          <p className="m-muted">{PHOTO_STATUS_TEXTS.appealSent}</p>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onAppeal(photo._id)}>
            {usePhotoTexts.t('appeal')}
          </Button>
        ))}
    </div>
  );
}
