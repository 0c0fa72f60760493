import { useEffect, useState } from 'react';
import { adminSession } from '../../lib/auth/session';

/**
 * Member photos are served only with the admin bearer token (no photo URL works on its own), which an
 * <img src> cannot send: the bytes are fetched with the token and shown from a blob URL.
 */
export function AuthorisedPhoto({ path, label, className }: { path: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = adminSession.get()?.token;
    setFailed(false);
    fetch(path, { signal: controller.signal, headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo answered ${response.status}`);
        objectUrl = URL.createObjectURL(await response.blob());
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  if (failed) return <p className="admin-cell-muted">{label} could not be loaded.</p>;
  return src ? (
    <img className={className} src={src} alt={label} />
  ) : (
    <p className="admin-cell-muted" aria-busy="true">
      Loading {label.toLowerCase()}…
    </p>
  );
}
