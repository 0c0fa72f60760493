import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Logo } from '../../components/artwork/logo';
import { paths } from '../../config/paths';
import { ApiError, errorMessage, requestJson } from '../../lib/http';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { APP_API, memberLanguageHeaders, signInWithCode } from '../api/session';
import type { SignInStanding } from '@blynd/shared';
import { useSignInTexts } from './texts/sign-in';

/*
 * A suspended or banned member's refusal (decision 0153) is read and shown by the standing screen, loaded only when a
 * sign-in is refused: it sits with the other screens' features, outside the sign-in shell's budget (decision 0105).
 */
const loadStanding = () => import('../features/moderation/components/account-standing');
const AccountStanding = lazy(async () => ({ default: (await loadStanding()).AccountStanding }));

/** The schemas (and zod with them), fetched once the screen has rendered: out of the sign-in shell's budget. */
const loadSchemas = () => import('./sign-in-schemas');

/** The code the SMS sandbox "sent": its route exists only while the sandbox is active, never in production. */
async function sandboxCode(phone: string): Promise<string | null> {
  try {
    const { sandboxSmsResponseSchema } = await loadSchemas();
    return sandboxSmsResponseSchema.parse(await requestJson(`${APP_API}/sandbox/sms/latest`, { query: { phone } }))
      .code;
  } catch {
    return null;
  }
}

/**
 * What a signed-in member lands on (the layout and discover: the `member-app-signed-in` chunk, vite.config.ts), which
 * the sign-in shell leaves out of its preloads (decision 0105's budget): fetched while the member types the code, so
 * discover opens as soon as the code is accepted. A failure here is the router's to meet on the way there.
 */
function fetchSignedInLanding() {
  void Promise.all([import('../layout/app-layout'), import('./discover')]).catch(() => undefined);
}

export function SignInScreen() {
  const t = useSignInTexts();
  useDocumentMeta(t('title'), t('description'));
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [devCode, setDevCode] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [standing, setStanding] = useState<SignInStanding | null>(null);

  // Fetched while the member types the number, so sending it waits for nothing.
  useEffect(() => {
    void loadSchemas().catch(() => undefined);
  }, []);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { memberPhoneField, otpRequestResponseSchema } = await loadSchemas();
      const parsed = memberPhoneField.safeParse(phone);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message);
      const answer = otpRequestResponseSchema.parse(
        await requestJson(`${APP_API}/auth/otp/request`, {
          method: 'POST',
          body: { phone: parsed.data },
          headers: memberLanguageHeaders(),
        }),
      );
      setChallengeId(answer.challengeId);
      fetchSignedInLanding();
      setDevCode(await sandboxCode(parsed.data));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!challengeId) return;
    setBusy(true);
    setError(undefined);
    try {
      const { webSessionSchema } = await loadSchemas();
      const session = await signInWithCode(challengeId, code.trim(), (body) => webSessionSchema.parse(body));
      await navigate(session.member.authStep === 11 ? paths.member.discover : paths.member.signUp, { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403)
        setStanding((await loadStanding().catch(() => null))?.standingOf(failure) ?? null);
      setError(errorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <main id="main" className="m-auth">
      <div className="m-auth__card">
        <a href={paths.home} className="m-auth__brand" aria-label={t('home')}>
          <Logo />
        </a>
        <h1>{t('title')}</h1>
        {standing ? (
          <Suspense fallback={<p className="m-muted">{t('loading')}</p>}>
            <AccountStanding standing={standing} />
          </Suspense>
        ) : !challengeId ? (
          <form onSubmit={requestCode} noValidate>
            <p className="m-muted">{t('enterNumber')}</p>
            <TextField
              label={t('phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="080 0000 0000"
              value={phone}
              onChange={(e) => setPhone(e.target.value.replace(/\s/g, ''))}
              error={error}
              required
            />
            <Button type="submit" block disabled={busy}>
              {busy ? t('sending') : t('sendCode')}
            </Button>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <p className="m-muted">{t('sentTo', { phone })}</p>
            {devCode && (
              <p className="m-note" data-testid="sandbox-code">
                {t('sandbox')}
                <strong>{devCode}</strong>
              </p>
            )}
            <TextField
              label={t('code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              error={error}
              required
              autoFocus
            />
            <Button type="submit" block disabled={busy}>
              {busy ? t('checking') : t('signIn')}
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => {
                setChallengeId(null);
                setCode('');
                setError(undefined);
              }}
            >
              {t('anotherNumber')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
