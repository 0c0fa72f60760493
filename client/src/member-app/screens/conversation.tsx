import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { REPORT_REASON_LABELS, SAFETY_REPORT_REASON_CODES } from '@blynd/shared';
import type { ChatMessage } from '../api/contract';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { LoadProblem } from '../components/unavailable';
import { useStarters } from '../features/chat/api/get-starters';
import { useMarkRead } from '../features/chat/api/mark-read';
import { chatStore, isTyping, logOf, subscribeChat } from '../features/chat/chat-store';
import { MessageList } from '../features/chat/components/message-list';
import { SendNudgeDialog } from '../features/chat/components/send-nudge-dialog';
import { lastTheirSeq } from '../features/chat/message-log';
import { useMatches } from '../features/matches/api/get-matches';
import { ReportDialog, type ReportTarget } from '../features/safety/components/report-dialog';
import { useReportMember } from '../features/safety/api/report-member';
import { useLive } from '../layout/live-provider';

const TYPING_EVERY_MS = 3_000;

export function ConversationScreen() {
  const { matchId = '' } = useParams();
  const live = useLive();
  const matches = useMatches(30_000);
  const markRead = useMarkRead();
  const match = matches.data?.items.find((m) => m._id === matchId);
  const name = match?.member.firstName ?? 'Conversation';
  useDocumentMeta(`Chat with ${name}`, 'A conversation with a match.');
  const log = useSyncExternalStore(subscribeChat, () => logOf(matchId));
  const typing = useSyncExternalStore(subscribeChat, () => isTyping(matchId));
  const [loadError, setLoadError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const [report, setReport] = useState<ReportTarget | null>(null);
  const lastTypingSent = useRef(0);
  const readSent = useRef(0);
  const empty = log.messages.length === 0 && log.pending.length === 0;
  const nudged = log.pending.find((p) => p.state === 'nudged' && p.nudge);
  const starters = useStarters(matchId, !!match && empty);
  const reportMember = useReportMember();
  // "Does this bother you?" → one tap: the message (the server copies it and the ten before it) and its kind's reason.
  const reportFlagged = async (message: ChatMessage) => {
    if (!match || !message.safety) return;
    const reasonCode = SAFETY_REPORT_REASON_CODES[message.safety.kind];
    const reason = REPORT_REASON_LABELS[reasonCode];
    await reportMember.mutateAsync({
      kind: 'message',
      memberId: match.member._id,
      messageId: message._id,
      reasonCode,
      reason,
      alsoBlock: false,
    });
  };

  useEffect(() => {
    const stop = live.watch(matchId);
    live.resync(matchId).catch((error: unknown) => setLoadError(error));
    return stop;
  }, [live, matchId]);

  // My read mark follows the newest message from them while the conversation is on screen.
  const theirs = lastTheirSeq(log);
  useEffect(() => {
    if (theirs <= readSent.current || document.visibilityState !== 'visible') return;
    readSent.current = theirs;
    markRead(matchId, theirs).catch(() => undefined);
  }, [theirs, matchId, markRead]);

  function onType(value: string) {
    setText(value);
    if (Date.now() - lastTypingSent.current > TYPING_EVERY_MS) {
      lastTypingSent.current = Date.now();
      live.typing(matchId);
    }
  }
  function send(event?: FormEvent, starter?: string) {
    event?.preventDefault();
    const body = (starter ?? text).trim();
    if (!body) return;
    live.send(matchId, body);
    // My message clears "is typing" on the other side, so the next keystroke tells them again at once.
    lastTypingSent.current = 0;
    if (!starter) setText('');
  }

  const ended = matches.isSuccess && !match;
  useEffect(() => {
    if (ended) chatStore.ended(matchId);
  }, [ended, matchId]);

  if (ended) {
    return (
      <section className="m-screen">
        <h1>Conversation ended</h1>
        <p>This conversation is no longer available.</p>
        <Link to={paths.member.chat}>Back to your conversations</Link>
      </section>
    );
  }
  return (
    <section className="m-screen m-chat">
      <div className="m-chat__head">
        <Link to={paths.member.chat} className="m-back">
          <span aria-hidden="true">←</span> <span className="visually-hidden">Back to </span>Chats
        </Link>
        <h1>{name}</h1>
        {match && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setReport({ memberId: match.member._id, firstName: name, kind: 'user' })}
          >
            Report
          </Button>
        )}
      </div>
      {loadError ? <LoadProblem error={loadError} what="Chat" /> : null}
      {!loadError && (
        <MessageList
          log={log}
          name={name}
          onSafetyReport={(message) => reportFlagged(message)}
          onRetry={live.retry}
          onReport={(message) =>
            match &&
            setReport({
              memberId: match.member._id,
              firstName: name,
              kind: 'message',
              messageId: message._id,
              messageText: message.text,
            })
          }
        />
      )}
      <p className="m-typing" aria-live="polite">
        {typing ? `${name} is typing…` : ''}
      </p>
      {empty && !loadError && starters.data && starters.data.length > 0 && (
        <div className="m-starters">
          <h2 className="m-starters__title">Start with one of these</h2>
          <ul>
            {starters.data.map((starter) => (
              <li key={starter}>
                <Button size="sm" variant="secondary" onClick={() => send(undefined, starter)}>
                  {starter}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!loadError && (
        <form className="m-composer" onSubmit={send}>
          <label htmlFor="composer" className="visually-hidden">
            Message {name}
          </label>
          <textarea
            id="composer"
            rows={1}
            maxLength={2000}
            value={text}
            placeholder={`Message ${name}`}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) send(e);
            }}
          />
          <Button type="submit" disabled={!text.trim()}>
            Send
          </Button>
        </form>
      )}
      {nudged?.nudge && (
        <SendNudgeDialog
          nudge={nudged.nudge}
          text={nudged.text}
          onSendAnyway={() => live.sendAnyway(nudged.clientMessageId)}
          onEdit={() => {
            live.takeBack(nudged.clientMessageId);
            setText(nudged.text);
            document.getElementById('composer')?.focus();
          }}
        />
      )}
      {report && <ReportDialog target={report} onClose={() => setReport(null)} onDone={() => setReport(null)} />}
    </section>
  );
}
