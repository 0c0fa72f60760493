import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { PageLoader } from '../../../../components/ui/page-loader';
import { errorMessage } from '../../../../lib/http';
import { useBiometricConsent } from '../api/biometric-consent';
import { useSaveSignupStep } from '../api/save-signup-step';
import { useSignupTexts } from '../texts';

/**
 * The biometric consent before the face check (decision 0148): the server's exact text, word for word, and one
 * button to agree. Declining is leaving sign-up: nobody is let in unchecked.
 */
export function ConsentStep() {
  const t = useSignupTexts();
  const consent = useBiometricConsent();
  const save = useSaveSignupStep();
  const [agreed, setAgreed] = useState(false);
  if (consent.isError)
    return (
      <p className="m-error" role="alert">
        {errorMessage(consent.error)}
      </p>
    );
  if (!consent.data) return <PageLoader />;
  return (
    <div className="m-form">
      <section className="m-consent" aria-labelledby="consent-heading" data-version={consent.data.version}>
        <h2 id="consent-heading" className="visually-hidden">
          {t('consentHeading')}
        </h2>
        {consent.data.text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <label className="m-check">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} /> {t('agreeLabel')}
      </label>
      {save.error && (
        <p className="m-error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <Button
        block
        disabled={!agreed || save.isPending}
        onClick={() => save.mutate({ step: 'biometric-consent', body: { accepted: true } })}
      >
        {save.isPending ? t('saving') : t('agree')}
      </Button>
    </div>
  );
}
