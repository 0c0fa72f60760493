import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useSignupTexts } from '../texts';

/**
 * The selfie of the sandbox face check: the front camera (getUserMedia) with one frame captured to a JPEG, or a
 * picture chosen from a file when there is no camera or it is refused. Nothing is uploaded until the member sends it.
 */
export function SelfieCapture({ busy, onSend }: { busy: boolean; onSend: (image: Blob) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraProblem, setCameraProblem] = useState<string>();
  const [shot, setShot] = useState<{ blob: Blob; url: string } | null>(null);

  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => () => (shot ? URL.revokeObjectURL(shot.url) : undefined), [shot]);
  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  async function openCamera() {
    setCameraProblem(undefined);
    if (!navigator.mediaDevices?.getUserMedia) {
      setCameraProblem(useSignupTexts.t('noCamera'));
      return;
    }
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }));
    } catch {
      setCameraProblem(useSignupTexts.t('cameraRefused'));
    }
  }

  function capture() {
    const el = video.current;
    if (!el || !el.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = el.videoWidth;
    canvas.height = el.videoHeight;
    canvas.getContext('2d')?.drawImage(el, 0, 0);
    canvas.toBlob((blob) => blob && keep(blob), 'image/jpeg', 0.9);
  }

  function keep(blob: Blob) {
    setShot({ blob, url: URL.createObjectURL(blob) });
    stream?.getTracks().forEach((track) => track.stop());
    setStream(null);
  }

  const t = useSignupTexts.t;
  return (
    <div className="m-selfie">
      <p>{t('selfieIntro')}</p>
      {shot ? (
        <>
          <img className="m-selfie__view" src={shot.url} alt={t('selfieAlt')} />
          <div className="m-row">
            <Button onClick={() => onSend(shot.blob)} disabled={busy}>
              {busy ? t('sending') : t('useSelfie')}
            </Button>
            <Button variant="secondary" onClick={() => setShot(null)} disabled={busy}>
              {t('another')}
            </Button>
          </div>
        </>
      ) : stream ? (
        <>
          <video ref={video} className="m-selfie__view" autoPlay playsInline muted aria-label={t('preview')} />
          <Button onClick={capture}>{t('take')}</Button>
        </>
      ) : (
        <Button onClick={() => void openCamera()}>{t('openCamera')}</Button>
      )}
      {cameraProblem && (
        <p className="m-error" role="alert">
          {cameraProblem}
        </p>
      )}
      <label className="m-selfie__file">
        {t('orChoose')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="user"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) keep(file);
          }}
        />
      </label>
    </div>
  );
}
