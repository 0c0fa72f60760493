import { useState } from 'react';
import { useDataSaver } from './data-saver';
import { useDataSaverStandInTexts } from './data-saver-texts';

/**
 * A picture that is not a member photo (an auction's, say). With the data saver on (decision 0173) a decorative one
 * (`alt=""`) is left out, and one that says something waits behind "Show picture" until tapped.
 */
export function SaverImage({
  src,
  alt,
  className,
  loading,
}: {
  src: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const t = useDataSaverStandInTexts();
  const saver = useDataSaver();
  const [revealed, setRevealed] = useState(false);
  if (saver && !revealed) {
    if (!alt) return null;
    return (
      <button type="button" className={`m-photo m-photo--held ${className ?? ''}`} onClick={() => setRevealed(true)}>
        {t('showPicture')}
        <span className="visually-hidden"> ({alt})</span>
      </button>
    );
  }
  return <img src={src} alt={alt} className={className} loading={loading} />;
}
