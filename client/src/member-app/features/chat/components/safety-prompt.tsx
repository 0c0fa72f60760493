import { useState } from 'react';
import type { MessageSafety } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { useChatTexts } from '../texts';
import './chat-safety.css';

/**
 * Under a received message the detectors flagged (decision 0150): "Does this bother you?", the tip for its kind, and a
 * report in one tap. The report names the message only; the server copies it and the ten before it.
 */
export function SafetyPrompt({
  safety,
  firstName,
  onReport,
}: {
  safety: MessageSafety;
  firstName: string;
  /** Files the report (the screen composes it with the safety feature). */
  onReport: () => Promise<unknown>;
}) {
  const t = useChatTexts();
  const [state, setState] = useState<'asking' | 'sending' | 'dismissed' | 'reported'>('asking');
  const [error, setError] = useState<unknown>(null);
  if (state === 'dismissed') return null;
  if (state === 'reported')
    return (
      <p className="m-safety m-safety--done" role="status">
        {t('reported', { firstName })}
      </p>
    );
  async function reportIt() {
    setState('sending');
    setError(null);
    try {
      await onReport();
      setState('reported');
    } catch (failure) {
      setError(failure);
      setState('asking');
    }
  }
  const busy = state === 'sending';
  return (
    <div className="m-safety" role="group" aria-label={t('bothersYou')}>
      <p className="m-safety__question">{t('bothersYou')}</p>
      <p className="m-safety__tip">{safety.tip}</p>
      <div className="m-safety__actions">
        <Button size="sm" onClick={() => void reportIt()} disabled={busy}>
          {t('yesReport')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setState('dismissed')} disabled={busy}>
          {t('no')}
        </Button>
      </div>
      {error !== null && (
        <p className="m-safety__error" role="alert">
          {errorMessage(error)}
        </p>
      )}
    </div>
  );
}
