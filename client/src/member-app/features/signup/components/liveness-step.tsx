import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/http';
import type { LivenessSessionResponse as LivenessSession } from '@blynd/shared';
import { decideInSandbox, sendSelfie, startLiveness, useCompleteLiveness } from '../api/liveness';
import { SelfieCapture } from './selfie-capture';
import { useSignupTexts } from '../texts';

/**
 * The face check on the web. With the development sandbox it is a selfie check, not a liveness check (the screen
 * says so): the member sends a selfie, then the sandbox decides the session's result. A real provider's liveness
 * runs in the app (its SDK is mobile-only), and the screen says so plainly. `onDone` after a pass (re-verification).
 */
export function LivenessStep({ onDone }: { onDone?: () => void } = {}) {
  const completeLiveness = useCompleteLiveness();
  const [session, setSession] = useState<LivenessSession | null>(null);
  const [selfieSent, setSelfieSent] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError(undefined);
    try {
      setSelfieSent(false);
      setSession(await startLiveness());
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function completeSandbox(status: 'passed' | 'failed') {
    if (!session) return;
    setBusy(true);
    setError(undefined);
    try {
      await decideInSandbox(session.sessionId, status);
      await completeLiveness(session.sessionId, (result) => {
        if (result.status !== 'passed') {
          setSession(null);
          setError(result.failureReason || useSignupTexts.t('notPassed'));
        } else onDone?.();
      });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function uploadSelfie(image: Blob) {
    setBusy(true);
    setError(undefined);
    try {
      await sendSelfie(image);
      setSelfieSent(true);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  const t = useSignupTexts.t;
  return (
    <div className="m-form">
      <p>{t('faceCheckIntro')}</p>
      {!session && (
        <Button block onClick={() => void start()} disabled={busy}>
          {t('start')}
        </Button>
      )}
      {session && session.provider === 'sandbox' && !selfieSent && (
        <>
          <p className="m-note">
            {t('selfieNoteBefore')}
            <strong>{t('selfieNoteStrong')}</strong>
            {t('selfieNoteAfter')}
          </p>
          <SelfieCapture busy={busy} onSend={(image) => void uploadSelfie(image)} />
        </>
      )}
      {session && session.provider === 'sandbox' && selfieSent && (
        <div className="m-note">
          <p>{t('selfieReceived')}</p>
          <div className="m-row">
            <Button onClick={() => void completeSandbox('passed')} disabled={busy}>
              {t('pass')}
            </Button>
            <Button variant="secondary" onClick={() => void completeSandbox('failed')} disabled={busy}>
              {t('fail')}
            </Button>
          </div>
        </div>
      )}
      {session && session.provider !== 'sandbox' && (
        <div className="m-note" role="status">
          <p>
            <strong>{t('inAppStrong')}</strong>
            {t('inApp')}
          </p>
          <Link to={paths.get}>{t('getApp')}</Link>
        </div>
      )}
      {error && (
        <p className="m-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
