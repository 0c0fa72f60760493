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
const TITLES: Record<WebStep, string> = {
  name: 'Your name',
  birthday: 'Your birthday',
  gender: 'About you',
  profile: 'Your profile',
  'biometric-consent': 'Before the face check',
  liveness: 'Verify it is you',
  review: 'Being reviewed',
  compatibility: 'What you are looking for',
  terms: 'The terms',
};

export function SignUpScreen() {
  const status = useSignupStatus();
  const me = useMe();
  const [skippedOptional, setSkippedOptional] = useState(false);
  useDocumentMeta('Sign up', 'Finish signing up to Blynd.');
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
          <span className="visually-hidden">{`Step ${index + 1} of ${STEPS.length}`}</span>
          {STEPS.map((s, i) => (
            <span key={s} className={`m-steps__dot${i <= index ? ' m-steps__dot--done' : ''}`} aria-hidden="true" />
          ))}
        </p>
        <h1>{TITLES[step]}</h1>
        <StepForm key={step} step={step} me={me.data} onSkip={() => setSkippedOptional(true)} />
        <Button variant="ghost" size="sm" onClick={() => void signOut()}>
          Sign out
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
  label = 'Continue',
}: {
  onSubmit: () => void;
  busy: boolean;
  error?: string;
  children: ReactNode;
  label?: string;
}) {
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
        {busy ? 'Saving…' : label}
      </Button>
    </form>
  );
}

function StepForm({ step, me, onSkip }: { step: WebStep; me: MeResponse; onSkip: () => void }) {
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
            label="First name"
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            required
          />
          <TextField
            label="Last name (optional)"
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
            label="Date of birth"
            type="date"
            hint="You must be 18 or older. Your birthday cannot be changed later."
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
            <legend>I am</legend>
            {MEMBER_GENDERS.map((g) => (
              <label key={g} className="m-check">
                <input type="radio" name="gender" value={g} checked={gender === g} onChange={() => setGender(g)} /> {g}
              </label>
            ))}
          </fieldset>
          <fieldset className="m-fieldset">
            <legend>I am interested in</legend>
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
                {g}
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
          <p className="m-muted">
            Optional. Your goal, values and a few prompt answers put the people who fit you first, and give your matches
            something to talk about. You can change them any time on your profile.
          </p>
          <CompatibilityFields
            me={me}
            embedded
            saveLabel="Save and continue"
            onSaved={async () => {
              await refreshSignupStatus();
              onSkip();
            }}
          />
          <Button variant="ghost" block onClick={onSkip}>
            Skip for now
          </Button>
        </>
      );
    case 'terms':
      return (
        <StepFrame
          busy={save.isPending}
          error={error}
          label="Finish"
          onSubmit={() => run({ step: 'terms', body: { accepted } })}
        >
          <p>
            Read the <Link to={paths.userAgreement}>user agreement</Link> and the{' '}
            <Link to={paths.privacyPolicy}>privacy policy</Link>. Tokens cannot be refunded and items cannot be
            returned.
          </p>
          <label className="m-check">
            <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} /> I accept the
            terms
          </label>
        </StepFrame>
      );
  }
}
