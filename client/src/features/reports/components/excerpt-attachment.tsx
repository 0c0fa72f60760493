import { useEffect, useState } from 'react';
import { ADMIN_API_BASE, formatVoiceDuration, type ReportExcerptMessage } from '@blynd/shared';
import { Button } from '../../../components/ui/button';
import { adminSession } from '../../../lib/auth/session';
import { useExcerptTexts } from '../texts';

type ExcerptAttachmentValue = NonNullable<ReportExcerptMessage['attachment']>;

/**
 * A voice note or photo of a report's excerpt: its kind and length, and an Open button that reads the bytes through
 * the audited report route (decisions 0157, 0168). Nothing is fetched before the tap; each tap is one audited read.
 */
export function ExcerptAttachment({ reportId, attachment }: { reportId: string; attachment: ExcerptAttachmentValue }) {
  const t = useExcerptTexts();
  const [state, setState] = useState<'closed' | 'opening' | 'failed' | { src: string }>('closed');
  useEffect(
    () => () => {
      if (typeof state === 'object') URL.revokeObjectURL(state.src);
    },
    [state],
  );
  const label =
    attachment.kind === 'voice'
      ? t('voiceNote', { duration: formatVoiceDuration(attachment.durationMs ?? 0) })
      : t('photo');
  const open = async () => {
    setState('opening');
    const token = adminSession.get()?.token;
    try {
      const response = await fetch(
        `${ADMIN_API_BASE}/reports/${encodeURIComponent(reportId)}/attachments/${encodeURIComponent(attachment._id)}`,
        { headers: token ? { Authorization: `Bearer ${token}` } : {} },
      );
      if (!response.ok) throw new Error(`attachment answered ${response.status}`);
      setState({ src: URL.createObjectURL(await response.blob()) });
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="admin-excerpt__attachment">
      <p className="admin-excerpt__text">
        <strong>{label}</strong>
        {state === 'closed' || state === 'failed' ? (
          <>
            {' '}
            <Button variant="ghost" size="sm" onClick={() => void open()} aria-label={`${t('open')}: ${label}`}>
              {t('open')}
            </Button>
            <span className="admin-meta admin-inline"> {t('audited')}</span>
          </>
        ) : null}
      </p>
      {state === 'opening' && (
        <p className="admin-cell-muted" aria-busy="true">
          {t('opening')}
        </p>
      )}
      {state === 'failed' && (
        <p className="admin-cell-muted" role="alert">
          {t('openFailed')}
        </p>
      )}
      {typeof state === 'object' &&
        (attachment.kind === 'voice' ? (
          <audio controls src={state.src} aria-label={t('voiceLabel')} />
        ) : (
          <img className="admin-excerpt__photo" src={state.src} alt={t('photoLabel')} />
        ))}
    </div>
  );
}
