import { useEffect, useState } from 'react';
import { getPhoto } from '../api/get-photo';

/**
 * A member photo, shown from an object URL of its bytes (api/get-photo.ts) that is revoked after.
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
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    getPhoto(id, size)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, size]);
  if (failed)
    return (
      <div className={`m-photo m-photo--empty ${className ?? ''}`} role="img" aria-label={`${alt} (not available)`} />
    );
  if (!url)
    return <div className={`m-photo m-photo--loading ${className ?? ''}`} role="img" aria-label={`${alt} (loading)`} />;
  return <img className={`m-photo ${className ?? ''}`} src={url} alt={alt} />;
}
