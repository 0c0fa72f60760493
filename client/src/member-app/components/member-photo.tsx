import { useEffect, useState } from 'react';
import { getPhoto } from '../api/get-photo';
import { dataSaverOn, useDataSaver } from './data-saver';
import { useDataSaverStandInTexts } from './data-saver-texts';

/**
 * A member photo, shown from an object URL of its bytes (api/get-photo.ts) that is revoked after. With the data
 * saver on, nothing is asked until the member taps "Show photo", and then only the thumbnail (decision 0173).
 */
export function MemberPhoto({
  id,
  alt,
  size = 'thumb',
  className,
}: {
  id: string;
  alt: string;
  size?: 'thumb' | 'full';
  className?: string;
}) {
  const t = useDataSaverStandInTexts();
  // The hook reads "off" while hydrating; the stored value decides whether bytes may be asked for already.
  const saver = useDataSaver();
  const [revealed, setRevealed] = useState(false);
  const held = saver && !revealed;
  const wanted = saver ? 'thumb' : size;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (held || (dataSaverOn() && !revealed)) return;
    let objectUrl: string | null = null;
    let live = true;
    getPhoto(id, wanted)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [id, wanted, held, revealed]);
  if (held && !url)
    return (
      <button type="button" className={`m-photo m-photo--held ${className ?? ''}`} onClick={() => setRevealed(true)}>
        {t('showPhoto')}
        <span className="visually-hidden"> ({alt})</span>
      </button>
    );
  if (failed)
    return (
      <div className={`m-photo m-photo--empty ${className ?? ''}`} role="img" aria-label={`${alt} (not available)`} />
    );
  if (!url)
    return <div className={`m-photo m-photo--loading ${className ?? ''}`} role="img" aria-label={`${alt} (loading)`} />;
  return <img className={`m-photo ${className ?? ''}`} src={url} alt={alt} />;
}
