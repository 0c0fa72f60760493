import { useEffect, useState } from 'react';
import { formatVoiceDuration } from '@blynd/shared';
import { getAttachmentBytes } from './api/get-attachment';

export { formatVoiceDuration };

/** An attachment's size as a member reads it before it loads: "48 KB", "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type LoadedBytes = { url: string | null; failed: boolean };

/**
 * An attachment's bytes in an object URL, fetched only while `wanted` (after a tap, or at once outside the data
 * saver for a photo's blurred preview: decision 0169), revoked when no longer shown.
 */
export function useAttachmentUrl(id: string, variant: 'preview' | undefined, wanted: boolean): LoadedBytes {
  const [state, setState] = useState<LoadedBytes & { key: string }>({ url: null, failed: false, key: '' });
  const key = `${id}:${variant ?? 'full'}`;
  useEffect(() => {
    if (!wanted) return;
    let objectUrl: string | null = null;
    let live = true;
    getAttachmentBytes(id, variant)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false, key });
      })
      .catch(() => live && setState({ url: null, failed: true, key }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, variant, wanted, key]);
  return wanted && state.key === key ? state : { url: null, failed: false };
}
