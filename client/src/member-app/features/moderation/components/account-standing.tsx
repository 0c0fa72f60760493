import { useState, type FormEvent } from 'react';
import { MEMBER_MESSAGES, MODERATION_MESSAGES, signInStandingSchema, type SignInStanding } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/field';
import { ApiError, errorMessage, requestJson } from '../../../../lib/http';
import { memberLanguageHeaders } from '../../../api/session';
import { useStandingTexts } from '../texts';

const APPEALS = '/api/v1/app/appeals';

/** The suspension or ban a sign-in refusal carries (decision 0153), if that is why it was refused. */
export function standingOf(failure: unknown): SignInStanding | null {
  if (!(failure instanceof ApiError) || failure.status !== 403) return null;
  const parsed = signInStandingSchema.safeParse((failure.body as { standing?: unknown } | undefined)?.standing);
  return parsed.success ? parsed.data : null;
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  });

/** What a suspended or banned member sees instead of the app: why, until when, and their one appeal. */
export function AccountStanding({ standing }: { standing: SignInStanding }) {
  const t = useStandingTexts();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function appeal(event: FormEvent) {
    event.preventDefault();
    if (!standing.appealToken) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = (await requestJson(APPEALS, {
        method: 'POST',
        body: { appealToken: standing.appealToken, text },
        headers: memberLanguageHeaders(),
      })) as { message: string };
      setSent(answer.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="m-note" aria-labelledby="account-standing-title" data-testid="account-standing">
      <h2 id="account-standing-title">
        {standing.action === 'ban' ? MODERATION_MESSAGES.bannedTitle : MODERATION_MESSAGES.suspendedTitle}
      </h2>
      {/* The sign-in refusal's own words, as the member API gives them, then the decision's reason. */}
      <p>{MEMBER_MESSAGES.accountNotActive}</p>
      <p>{standing.reason}</p>
      {standing.until && <p>{t('signInAfter', { day: day(standing.until) })}</p>}
      {sent ? (
        <p role="status">{sent}</p>
      ) : standing.appealToken ? (
        <form onSubmit={appeal} noValidate>
          <TextAreaField
            label={t('appealLabel')}
            value={text}
            maxLength={1000}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            error={error}
          />
          <Button type="submit" block disabled={busy}>
            {busy ? t('sending') : t('send')}
          </Button>
        </form>
      ) : (
        <p className="m-muted">{t('cannot')}</p>
      )}
    </section>
  );
}
