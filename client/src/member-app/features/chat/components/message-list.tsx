import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import type { ChatMessage } from '../../../api/contract';
import type { MessageLog } from '../message-log';
import { SafetyPrompt } from './safety-prompt';

const time = (iso: string) => new Date(iso).toLocaleTimeString('en-NG', { hour: '2-digit', minute: '2-digit' });

/** The messages of one conversation, oldest first, then the ones still sending or failed (with Retry). */
export function MessageList({
  log,
  name,
  onRetry,
  onReport,
  onSafetyReport,
}: {
  log: MessageLog;
  name: string;
  /** The one-tap report of a message the detectors flagged (under "Does this bother you?"). */
  onSafetyReport: (message: ChatMessage) => Promise<unknown>;
  onRetry: (clientMessageId: string) => void;
  onReport: (message: ChatMessage) => void;
}) {
  const end = useRef<HTMLLIElement>(null);
  const count = log.messages.length + log.pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  const lastMine = [...log.messages].reverse().find((m) => m.fromMe);
  return (
    <ol className="m-messages" aria-label={`Messages with ${name}`} data-testid="messages">
      {log.messages.map((message) => (
        <li key={message.seq} className={`m-msg${message.fromMe ? ' m-msg--mine' : ''}`} data-seq={message.seq}>
          <span className="visually-hidden">{message.fromMe ? 'You' : name}: </span>
          <p className="m-msg__text">{message.text}</p>
          <span className="m-msg__meta">
            {time(message.sentAt)}
            {message.fromMe && message === lastMine && message.readByThem && <span> · Seen</span>}
          </span>
          {!message.fromMe && message.safety && (
            <SafetyPrompt safety={message.safety} firstName={name} onReport={() => onSafetyReport(message)} />
          )}
          {!message.fromMe && (
            <button type="button" className="m-msg__report" onClick={() => onReport(message)}>
              Report<span className="visually-hidden"> this message</span>
            </button>
          )}
        </li>
      ))}
      {log.pending.map((pending) => (
        <li key={pending.clientMessageId} className="m-msg m-msg--mine m-msg--pending">
          <p className="m-msg__text">{pending.text}</p>
          {pending.state === 'sending' ? (
            <span className="m-msg__meta">Sending…</span>
          ) : pending.state === 'nudged' ? (
            <span className="m-msg__meta">Not sent yet</span>
          ) : (
            <span className="m-msg__meta m-msg__meta--failed" role="alert">
              Not sent: {pending.error}{' '}
              <Button size="sm" variant="secondary" onClick={() => onRetry(pending.clientMessageId)}>
                Retry
              </Button>
            </span>
          )}
        </li>
      ))}
      <li ref={end} aria-hidden="true" className="m-messages__end" />
    </ol>
  );
}
