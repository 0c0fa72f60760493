import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useParams } from 'react-router';
import {
  REPLY_EXCERPT_MAX,
  REPORT_REASON_LABELS,
  SAFETY_REPORT_REASON_CODES,
  type Attachment,
  type MessageReaction,
  type ReplyTo,
} from '@blynd/shared';
import type { ChatMessage } from '../api/contract';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { LoadProblem } from '../components/unavailable';
import { useStarters } from '../features/chat/api/get-starters';
import { useMarkRead } from '../features/chat/api/mark-read';
import { setReaction } from '../features/chat/api/react-to-message';
import { chatStore, isTyping, logOf, subscribeChat } from '../features/chat/chat-store';
import { Composer } from '../features/chat/components/composer';
import { MessageList } from '../features/chat/components/message-list';
import { SendNudgeDialog } from '../features/chat/components/send-nudge-dialog';
import { lastTheirSeq, replyQuoteOf } from '../features/chat/message-log';
import { useChatTexts } from '../features/chat/texts';
import { useDataSaver } from '../components/data-saver';
import { useMatches } from '../features/matches/api/get-matches';
import { ReportDialog, type ReportTarget } from '../features/safety/components/report-dialog';
import { useReportMember } from '../features/safety/api/report-member';
import { useLive } from '../layout/live-provider';

const TYPING_EVERY_MS = 3_000;

export function ConversationScreen() {
  const { matchId = '' } = useParams();
  const t = useChatTexts();
  const live = useLive();
  const dataSaver = useDataSaver();
  const matches = useMatches(30_000);
  const markRead = useMarkRead();
  const match = matches.data?.items.find((m) => m._id === matchId);
  const name = match?.member.firstName ?? t('conversation');
  useDocumentMeta(t('chatWith', { name }), t('chatDescription'));
  // Photos go both ways once both unlocked photos to each other (the match's photo exchange, accepted).
  const photosUnlocked = match?.photoRequest.state === 'accepted';
  const log = useSyncExternalStore(subscribeChat, () => logOf(matchId));
  const typing = useSyncExternalStore(subscribeChat, () => isTyping(matchId));
  const [loadError, setLoadError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTo | null>(null);
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
  function send(starter?: string) {
    const body = (starter ?? text).trim();
    if (!body) return;
    live.send(matchId, body, replyTo ? { replyTo } : {});
    // My message clears "is typing" on the other side, so the next keystroke tells them again at once.
    lastTypingSent.current = 0;
    setReplyTo(null);
    if (!starter) setText('');
  }
  function sendMedia(attachment: Attachment, caption: string) {
    live.send(matchId, caption, { kind: attachment.kind, attachment, ...(replyTo ? { replyTo } : {}) });
    lastTypingSent.current = 0;
    setReplyTo(null);
  }
  const react = (message: ChatMessage, emoji: MessageReaction | null) =>
    setReaction(matchId, message.seq, emoji).then((updated) => chatStore.updated(matchId, updated));

  const ended = matches.isSuccess && !match;
  useEffect(() => {
    if (ended) chatStore.ended(matchId);
  }, [ended, matchId]);

  if (ended) {
    return (
      <section className="m-screen">
        <h1>{t('endedTitle')}</h1>
        <p>{t('endedBody')}</p>
        <Link to={paths.member.chat}>{t('endedBack')}</Link>
      </section>
    );
  }
  return (
    <section className="m-screen m-chat">
      <div className="m-chat__head">
        <Link to={paths.member.chat} className="m-back">
          <span aria-hidden="true">←</span> <span className="visually-hidden">{t('backTo')}</span>
          {t('chats')}
        </Link>
        <h1>{name}</h1>
        {match && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setReport({ memberId: match.member._id, firstName: name, kind: 'user' })}
          >
            {t('report')}
          </Button>
        )}
      </div>
      {loadError ? <LoadProblem error={loadError} what={t('loadWhat')} /> : null}
      {!loadError && (
        <MessageList
          log={log}
          name={name}
          dataSaver={dataSaver}
          onSafetyReport={(message) => reportFlagged(message)}
          onRetry={live.retry}
          onReply={(message) => {
            setReplyTo(replyQuoteOf(message, REPLY_EXCERPT_MAX));
            document.getElementById('composer')?.focus();
          }}
          onReact={react}
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
        {typing ? t('typing', { name }) : ''}
      </p>
      {empty && !loadError && starters.data && starters.data.length > 0 && (
        <div className="m-starters">
          <h2 className="m-starters__title">{t('starters')}</h2>
          <ul>
            {starters.data.map((starter) => (
              <li key={starter}>
                <Button size="sm" variant="secondary" onClick={() => send(starter)}>
                  {starter}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!loadError && (
        <Composer
          matchId={matchId}
          name={name}
          text={text}
          onText={onType}
          onSendText={() => send()}
          replyTo={replyTo}
          onCancelReply={() => setReplyTo(null)}
          photosUnlocked={photosUnlocked}
          onSendMedia={sendMedia}
        />
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
