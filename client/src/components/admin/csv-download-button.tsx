import { useState } from 'react';
import { Button } from '../ui/button';
import { adminDownload } from '../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../lib/toast';

/** 'CSV download': fetches the server's export with the admin token and saves it as a file. */
export function CsvDownloadButton({
  path,
  fileName,
  query,
}: {
  path: string;
  fileName: string;
  query?: Record<string, string | undefined>;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await adminDownload(path, fileName, query);
      notifySuccess(`Downloaded ${saved}`);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {busy ? 'Preparing CSV…' : 'CSV download'}
    </Button>
  );
}
