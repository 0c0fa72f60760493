import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/http';
import { memberKeys } from '../../../api/member-keys';
import { SwitchField } from '../../../components/switch-field';
import { VerifiedBadge } from '../../../components/verified-badge';
import { useBiometricConsent } from '../api/biometric-consent';
import { useSetOnlyVerified } from '../api/only-verified';
import { ConsentStep } from './consent-step';
import { LivenessStep } from './liveness-step';
import { useSignupTexts } from '../texts';

/**
 * Settings: the badge and a new face check when one is asked (phone change, a report acted on, a year gone by), and
 * "Only verified members" (decision 0146): open to every member, Premium or not.
 */
export function VerificationPanel({ me }: { me: MeResponse }) {
  const t = useSignupTexts();
  const queryClient = useQueryClient();
  const consent = useBiometricConsent();
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const setOnlyVerified = useSetOnlyVerified();
  const toggle = (on: boolean) =>
    setOnlyVerified
      .mutateAsync(on)
      .then(() => setMessage({ text: on ? useSignupTexts.t('onlyOn') : useSignupTexts.t('onlyOff') }))
      .catch((error: unknown) => setMessage({ text: errorMessage(error), error: true }));
  const done = async () => {
    setChecking(false);
    setMessage({ text: useSignupTexts.t('faceDone') });
    await queryClient.invalidateQueries({ queryKey: memberKeys.me });
  };

  return (
    <section className="m-panel" aria-labelledby="verification-heading">
      <h2 id="verification-heading">{t('verification')}</h2>
      {me.verified ? (
        <p>
          <VerifiedBadge />
          {t('verifiedText')}
        </p>
      ) : (
        <p className="m-muted">{me.faceStatus === 'review' ? t('inReview') : t('noBadge')}</p>
      )}
      {me.reverification && (
        <div className="m-note" role="status">
          <p>{me.reverification.message}.</p>
          {!checking && <Button onClick={() => setChecking(true)}>{t('newCheck')}</Button>}
        </div>
      )}
      {checking &&
        (consent.data && consent.data.acceptedAt === null ? (
          <ConsentStep />
        ) : (
          <LivenessStep onDone={() => void done()} />
        ))}
      <SwitchField checked={me.onlyVerified} onToggle={(on) => void toggle(on)}>
        {t('onlySwitch')}
      </SwitchField>
      <div aria-live="polite">{message && <p className={message.error ? 'm-error' : 'm-note'}>{message.text}</p>}</div>
    </section>
  );
}
