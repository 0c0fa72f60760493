import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { adminDownload } from '../lib/admin-api';
import { adminFailure, adminSuccess } from '../lib/admin-toast';

/** 'CSV download': fetches the server's export with the admin token and saves it as a file. */
export function CsvDownloadButton({ path, fileName, query }: { path: string; fileName: string; query?: Record<string, string | undefined> }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const saved = await adminDownload(path, fileName, query);
      adminSuccess(`Downloaded ${saved}`);
    } catch (error) {
      adminFailure(error);
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
