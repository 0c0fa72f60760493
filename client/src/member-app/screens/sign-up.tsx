import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MEMBER_GENDERS, type MeResponse, type SignupNextStep } from '@blynd/shared';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { PageLoader } from '../../components/ui/page-loader';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { signOut } from '../api/session';
import { useMe } from '../features/profile/api/get-me';
import { CompatibilityFields } from '../features/profile/components/compatibility-fields';
import { draftFrom, patchFrom, ProfileFields, type ProfileDraft } from '../features/profile/components/profile-fields';
import { useRefreshSignupStatus, useSignupStatus } from '../features/signup/api/get-signup-status';
import { useSaveSignupStep, type SignupStepSave } from '../features/signup/api/save-signup-step';
import { ConsentStep } from '../features/signup/components/consent-step';
import { LivenessStep } from '../features/signup/components/liveness-step';
import { ReviewStep } from '../features/signup/components/review-step';
import { useSignUpTexts } from './texts/sign-up';

/** The server's steps, plus the optional compatibility screen it offers once the profile is in (`optionalNext`). */
type WebStep = SignupNextStep | 'compatibility';
const STEPS: WebStep[] = [
  'name',
  'birthday',
  'gender',
  'profile',
  'compatibility',
  'biometric-consent',
  'liveness',
  'terms',
];

export function SignUpScreen() {
  const status = useSignupStatus();
  const me = useMe();
  const [skippedOptional, setSkippedOptional] = useState(false);
  const t = useSignUpTexts();
  useDocumentMeta(t('title'), t('description'));
  if (!status.data || !me.data) return <PageLoader />;
  const step: WebStep =
    status.data.optionalNext === 'compatibility' && !skippedOptional ? 'compatibility' : (status.data.next ?? 'terms');
  // Waiting for staff comes after the face check: the dots stay on it.
  const index = STEPS.indexOf(step === 'review' ? 'liveness' : step);
  return (
    <main id="main" className="m-auth">
      <div className="m-auth__card m-auth__card--wide">
        {/* In text: a <p> may not carry an aria-label (axe: aria-prohibited-attr), and readers skip one. */}
        <p className="m-steps">
          <span className="visually-hidden">{t('step', { n: index + 1, total: STEPS.length })}</span>
          {STEPS.map((s, i) => (
            <span key={s} className={`m-steps__dot${i <= index ? ' m-steps__dot--done' : ''}`} aria-hidden="true" />
          ))}
        </p>
        <h1>{t(`title-${step}`)}</h1>
        <StepForm key={step} step={step} me={me.data} onSkip={() => setSkippedOptional(true)} />
        <Button variant="ghost" size="sm" onClick={() => void signOut()}>
          {t('signOut')}
        </Button>
      </div>
    </main>
  );
}

function StepFrame({
  onSubmit,
  busy,
  error,
  children,
  label,
}: {
  onSubmit: () => void;
  busy: boolean;
  error?: string;
  children: ReactNode;
  label?: string;
}) {
  const t = useSignUpTexts();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="m-form">
      {children}
      {error && (
        <p className="m-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" block disabled={busy}>
        {busy ? t('saving') : (label ?? t('continue'))}
      </Button>
    </form>
  );
}

function StepForm({ step, me, onSkip }: { step: WebStep; me: MeResponse; onSkip: () => void }) {
  const t = useSignUpTexts();
  const refreshSignupStatus = useRefreshSignupStatus();
  const save = useSaveSignupStep();
  const error = save.error ? errorMessage(save.error) : undefined;
  const [firstName, setFirstName] = useState(me.firstName);
  const [lastName, setLastName] = useState(me.lastName);
  const [dob, setDob] = useState(me.dob ?? '');
  const [gender, setGender] = useState<string>(me.gender ?? '');
  const [interestedIn, setInterestedIn] = useState<string[]>(me.interestedIn);
  const [draft, setDraft] = useState<ProfileDraft>(draftFrom(me));
  const [accepted, setAccepted] = useState(false);
  const run = (answer: SignupStepSave) => save.mutate(answer);

  switch (step) {
    case 'name':
      return (
        <StepFrame
          busy={save.isPending}
          error={error}
          onSubmit={() => run({ step: 'name', body: { firstName, lastName: lastName || undefined } })}
        >
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            required
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </StepFrame>
      );
    case 'birthday':
      return (
        <StepFrame busy={save.isPending} error={error} onSubmit={() => run({ step: 'birthday', body: { dob } })}>
          <TextField
            label={t('dob')}
            type="date"
            hint={t('dobHint')}
            value={dob}
            onChange={(e) => setDob(e.target.value)}
            required
          />
        </StepFrame>
      );
    case 'gender':
      return (
        <StepFrame
          busy={save.isPending}
          error={error}
          onSubmit={() => run({ step: 'gender', body: { gender, interestedIn } })}
        >
          <fieldset className="m-fieldset">
            <legend>{t('iAm')}</legend>
            {MEMBER_GENDERS.map((g) => (
              <label key={g} className="m-check">
                <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} />{' '}
                {t(g)}
              </label>
            ))}
          </fieldset>
          <fieldset className="m-fieldset">
            <legend>{t('interestedIn')}</legend>
            {MEMBER_GENDERS.map((g) => (
              <label key={g} className="m-check">
                <input
                  type="checkbox"
                  checked={interestedIn.includes(g)}
                  onChange={() =>
                    setInterestedIn(
                      interestedIn.includes(g) ? interestedIn.filter((x) => x !== g) : [...interestedIn, g],
                    )
                  }
                />{' '}
                {t(g)}
              </label>
            ))}
          </fieldset>
        </StepFrame>
      );
    case 'profile':
      return (
        <StepFrame
          busy={save.isPending}
          error={error}
          onSubmit={() => run({ step: 'profile', body: patchFrom(draft) })}
        >
          <ProfileFields draft={draft} onChange={setDraft} />
        </StepFrame>
      );
    case 'biometric-consent':
      return <ConsentStep />;
    case 'liveness':
      return <LivenessStep />;
    case 'review':
      return <ReviewStep rejected={me.faceStatus === 'rejected'} onCheck={() => void refreshSignupStatus()} />;
    case 'compatibility':
      return (
        <>
          <p className="m-muted">{t('optional')}</p>
          <CompatibilityFields
            me={me}
            embedded
            saveLabel={t('saveAndContinue')}
            onSaved={async () => {
              await refreshSignupStatus();
              onSkip();
            }}
          />
          <Button variant="ghost" block onClick={onSkip}>
            {t('skip')}
          </Button>
        </>
      );
    case 'terms':
      return (
        <StepFrame
          busy={save.isPending}
          error={error}
          label={t('finish')}
          onSubmit={() => run({ step: 'terms', body: { accepted } })}
        >
          <p>
            {t('read')}
            <Link to={paths.userAgreement}>{t('agreement')}</Link>
            {t('and')}
            <Link to={paths.privacyPolicy}>{t('privacy')}</Link>
            {t('final')}
          </p>
          <label className="m-check">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} /> {t('accept')}
          </label>
        </StepFrame>
      );
  }
}
