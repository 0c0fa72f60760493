import { useEffect, useMemo, useRef } from 'react';
import type { Attachment, MessageReaction, ReplyTo } from '@blynd/shared';
import { Button } from '../../../../components/ui/button';
import type { ChatMessage } from '../../../api/contract';
import type { MessageLog } from '../message-log';
import { useChatTexts } from '../texts';
import { ChatPhoto } from './chat-photo';
import { ReactionCounts, ReactionPicker } from './message-reactions';
import { ReplyQuote } from './reply-quote';
import { SafetyPrompt } from './safety-prompt';
import { VoicePlayer } from './voice-player';
import './rich-chat.css';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit' });

/** What a message carries, confirmed or pending: its quote, its voice note or photo, its text. */
function MessageBody({
  message,
  mine,
  name,
  dataSaver,
  loadedSeqs,
}: {
  message: { text: string; attachment?: Attachment | null; replyTo?: ReplyTo | null };
  mine: boolean;
  name: string;
  dataSaver: boolean;
  loadedSeqs: Set<number>;
}) {
  const { attachment, replyTo } = message;
  return (
    <>
      {replyTo && <ReplyQuote quote={replyTo} name={name} loaded={loadedSeqs.has(replyTo.seq)} />}
      {attachment?.kind === 'voice' && <VoicePlayer attachment={attachment} />}
      {attachment?.kind === 'photo' && (
        <ChatPhoto attachment={attachment} mine={mine} name={name} dataSaver={dataSaver} />
      )}
      {message.text && <p className="m-msg__text">{message.text}</p>}
    </>
  );
}

/** The messages of one conversation, oldest first, then the ones still sending or failed (with Retry). */
export function MessageList({
  log,
  name,
  dataSaver,
  onRetry,
  onReport,
  onSafetyReport,
  onReply,
  onReact,
}: {
  log: MessageLog;
  name: string;
  /** No voice or photo byte loads until tapped (the screen reads the data saver's switch). */
  dataSaver: boolean;
  /** The one-tap report of a message the detectors flagged (under "Does this bother you?"). */
  onSafetyReport: (message: ChatMessage) => Promise<unknown>;
  onRetry: (clientMessageId: string) => void;
  onReport: (message: ChatMessage) => void;
  onReply: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, emoji: MessageReaction | null) => Promise<unknown>;
}) {
  const t = useChatTexts();
  const end = useRef<HTMLLIElement>(null);
  const count = log.messages.length + log.pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const lastMine = [...log.messages].reverse().find((m) => m.fromMe);
  const loadedSeqs = useMemo(() => new Set(log.messages.map((m) => m.seq)), [log.messages]);
  return (
    <ol className="m-messages" aria-label={t('messagesWith', { name })} data-testid="messages">
      {log.messages.map((message) => (
        <li
          key={message.seq}
          className={`m-msg${message.fromMe ? ' m-msg--mine' : ''}`}
          data-seq={message.seq}
          data-kind={message.kind}
          tabIndex={-1}
        >
          <span className="visually-hidden">{message.fromMe ? t('you') : name}: </span>
          <MessageBody
            message={message}
            mine={message.fromMe}
            name={name}
            dataSaver={dataSaver}
            loadedSeqs={loadedSeqs}
          />
          <span className="m-msg__meta">
            {time(message.sentAt)}
            {message.fromMe && message === lastMine && message.readByThem && <span> · {t('seen')}</span>}
          </span>
          <ReactionCounts message={message} name={name} />
          {!message.fromMe && message.safety && (
            <SafetyPrompt safety={message.safety} firstName={name} onReport={() => onSafetyReport(message)} />
          )}
          <span className="m-msg__actions">
            <button type="button" className="m-msg__action" onClick={() => onReply(message)}>
              {t('reply')}
              <span className="visually-hidden">{t('toThisMessage')}</span>
            </button>
            <ReactionPicker message={message} onReact={onReact} />
            {!message.fromMe && (
              <button type="button" className="m-msg__action" onClick={() => onReport(message)}>
                {t('report')}
                <span className="visually-hidden">{t('thisMessage')}</span>
              </button>
            )}
          </span>
        </li>
      ))}
      {log.pending.map((pending) => (
        <li key={pending.clientMessageId} className="m-msg m-msg--mine m-msg--pending">
          <MessageBody message={pending} mine name={name} dataSaver={dataSaver} loadedSeqs={loadedSeqs} />
          {pending.state === 'sending' ? (
            <span className="m-msg__meta">{t('sending')}</span>
          ) : pending.state === 'nudged' ? (
            <span className="m-msg__meta">{t('notSentYet')}</span>
          ) : (
            <span className="m-msg__meta m-msg__meta--failed" role="alert">
              {t('notSent', { error: pending.error ?? '' })}{' '}
              <Button size="sm" variant="secondary" onClick={() => onRetry(pending.clientMessageId)}>
                {t('retry')}
              </Button>
            </span>
          )}
        </li>
      ))}
      <li ref={end} aria-hidden="true" className="m-messages__end" />
    </ol>
  );
}
