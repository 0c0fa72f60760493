import type { ReplyTo } from '@blynd/shared';
import { useChatTexts, type ChatTexts } from '../texts';

/** What a quote shows: the answered message's first characters, or what it was when it had no text. */
export const quoteText = (t: ChatTexts, quote: ReplyTo) =>
  quote.text || (quote.kind === 'voice' ? t('voiceNote') : quote.kind === 'photo' ? t('photo') : '');

/** Brings the answered message into view and to the keyboard's focus, when it is loaded here. */
function showOriginal(seq: number) {
  const original = document.querySelector<HTMLElement>(`[data-testid="messages"] [data-seq="${seq}"]`);
  if (!original) return;
  original.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  original.focus({ preventScroll: true });
  original.classList.add('m-msg--flash');
  window.setTimeout(() => original.classList.remove('m-msg--flash'), 1_500);
}

/**
 * The quote of the message a reply answers, on the reply: a tap scrolls to the original when it is loaded (else the
 * quote is only shown).
 */
export function ReplyQuote({ quote, name, loaded }: { quote: ReplyTo; name: string; loaded: boolean }) {
  const t = useChatTexts();
  const who = quote.fromMe ? t('you') : name;
  const body = (
    <>
      <span className="visually-hidden">{t('quoteOf', { name: who })}</span>
      <span className="m-quote__who" aria-hidden="true">
        {who}
      </span>
      <span className="m-quote__text">{quoteText(t, quote)}</span>
    </>
  );
  if (!loaded) return <span className="m-quote">{body}</span>;
  return (
    <button type="button" className="m-quote" onClick={() => showOriginal(quote.seq)}>
      {body}
    </button>
  );
}

/** Above the composer while a reply is written: what it answers, and Cancel. */
export function ReplyDraft({ quote, name, onCancel }: { quote: ReplyTo; name: string; onCancel: () => void }) {
  const t = useChatTexts();
  return (
    <div
      className="m-reply-draft"
      role="group"
      aria-label={t('replyingTo', { name: quote.fromMe ? t('yourself') : name })}
    >
      <span className="m-reply-draft__body">
        <span className="m-quote__who">{t('replyingTo', { name: quote.fromMe ? t('yourself') : name })}</span>
        <span className="m-quote__text">{quoteText(t, quote)}</span>
      </span>
      <button type="button" className="m-reply-draft__cancel" onClick={onCancel} aria-label={t('cancelReply')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
