import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/http';
import type { LivenessSessionResponse as LivenessSession } from '@blynd/shared';
import { decideInSandbox, sendSelfie, startLiveness, useCompleteLiveness } from '../api/liveness';
import { SelfieCapture } from './selfie-capture';

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
          setError(result.failureReason || 'The check did not pass. Try again.');
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

  return (
    <div className="m-form">
      <p>A quick face check keeps Blynd free of fake profiles. Nothing of it is shown to other members.</p>
      {!session && (
        <Button block onClick={() => void start()} disabled={busy}>
          Start the check
        </Button>
      )}
      {session && session.provider === 'sandbox' && !selfieSent && (
        <>
          <p className="m-note">
            On this server the face check is a <strong>selfie check, not a liveness check</strong>: nothing proves the
            picture is taken live.
          </p>
          <SelfieCapture busy={busy} onSend={(image) => void uploadSelfie(image)} />
        </>
      )}
      {session && session.provider === 'sandbox' && selfieSent && (
        <div className="m-note">
          <p>Selfie received. Development sandbox: choose the result the sandbox liveness should give.</p>
          <div className="m-row">
            <Button onClick={() => void completeSandbox('passed')} disabled={busy}>
              Pass the check
            </Button>
            <Button variant="secondary" onClick={() => void completeSandbox('failed')} disabled={busy}>
              Fail the check
            </Button>
          </div>
        </div>
      )}
      {session && session.provider !== 'sandbox' && (
        <div className="m-note" role="status">
          <p>
            <strong>Liveness must be done in the Blynd app.</strong> The face check uses the camera through the app;
            open Blynd on your phone, finish the check there, then come back here.
          </p>
          <Link to={paths.get}>Get the app</Link>
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
