import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ChatMessage, ConversationList, LiveFrame, TokenBalance } from '@blynd/shared';
import { ApiError } from '../../lib/http';
import { isMissingRoute } from '../api/member-fetch';
import { memberKeys } from '../api/member-keys';
import { applyAuctionFrame } from '../features/auctions/auction-frames';
import { getLiveTicket } from '../features/chat/api/get-live-ticket';
import { getMessagesAfter } from '../features/chat/api/get-messages';
import { postMessage } from '../features/chat/api/send-message';
import { chatStore, lastSeqOf } from '../features/chat/chat-store';
import { withMessage } from '../features/chat/conversation-list';
import { createLiveConnection, type LiveStatus } from '../features/chat/live-connection';
import type { MessageExtras } from '../features/chat/message-log';
import { createOutbox } from '../features/chat/outbox';
import { createResync, onCatchUpSignals } from '../features/chat/resync';
import { applyPhotoFrame } from '../features/profile/photo-frames';

type Live = {
  status: LiveStatus;
  /** A text, or a voice note or photo already uploaded (its attachment), optionally as a reply (`extras`). */
  send(matchId: string, text: string, extras?: MessageExtras): void;
  retry(clientMessageId: string): void;
  /** After "Are you sure?": send the message as written (confirmed), or take it back to edit it. */
  sendAnyway(clientMessageId: string): void;
  takeBack(clientMessageId: string): void;
  typing(matchId: string): void;
  resync(matchId: string): Promise<void>;
  /** Conversations on screen: resynced on every reconnect and catch-up signal. */
  watch(matchId: string): () => void;
};

const LiveContext = createContext<Live | null>(null);
export const useLive = () => useContext(LiveContext)!;

const liveUrl = (ticket: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/app/live?ticket=${encodeURIComponent(ticket)}`;

/**
 * The live channel for the signed-in member (docs/decisions/0100-member-web-app.md): frames, parsed with the shared
 * schema (features/chat/live-connection.ts), update the chat store and the cached lists of every feature (which is
 * why this composition sits in the app layer, decision 0133); every reconnect, a return online and the tab showing again resync
 * the open conversations with `after=` their last seq, so nothing is lost or doubled.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  const live = useMemo(() => {
    const watched = new Map<string, number>();
    // The conversation list follows each message in place; only a conversation it does not hold refetches it.
    const listFollows = (matchId: string, message: ChatMessage) => {
      const list = queryClient.getQueryData<ConversationList>(memberKeys.conversations);
      const onScreen = watched.has(matchId) && document.visibilityState === 'visible';
      const next = withMessage(list, matchId, message, onScreen);
      if (next) queryClient.setQueryData(memberKeys.conversations, next);
      else void queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
    };
    const matchOfPending = new Map<string, string>();
    const resync = createResync(getMessagesAfter, lastSeqOf, chatStore.received);
    const resyncWatched = () => Promise.all([...watched.keys()].map((id) => resync(id).catch(() => undefined)));
    const outbox = createOutbox(
      (matchId, body) => {
        matchOfPending.set(body.clientMessageId, matchId);
        return postMessage(matchId, body);
      },
      {
        onPending: (id, text, extras) => chatStore.pending(matchOfPending.get(id) ?? '', id, text, extras),
        onSent: (id, message) => {
          const matchId = matchOfPending.get(id)!;
          chatStore.sent(matchId, id, message);
          listFollows(matchId, message);
        },
        onFailed: (id, error) => chatStore.failed(matchOfPending.get(id)!, id, error),
        onNudged: (id, nudge) => chatStore.nudged(matchOfPending.get(id)!, id, nudge),
      },
    );

    const onFrame = (frame: LiveFrame) => {
      switch (frame.type) {
        case 'message':
          // My own message, stored: whatever the POST still answers, there is nothing left to retry.
          if (frame.message.clientMessageId) outbox.discard(frame.message.clientMessageId);
          chatStore.received(frame.matchId, [frame.message]);
          listFollows(frame.matchId, frame.message);
          break;
        case 'read':
          chatStore.read(frame.matchId, frame.seq);
          break;
        case 'reaction':
        case 'attachment':
          chatStore.frame(frame);
          break;
        case 'typing':
          chatStore.typing(frame.matchId);
          break;
        case 'match':
          void queryClient.invalidateQueries({ queryKey: memberKeys.matches });
          void queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
          break;
        case 'match-ended':
          chatStore.ended(frame.matchId);
          void queryClient.invalidateQueries({ queryKey: memberKeys.matches });
          void queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
          break;
        case 'notification':
          void queryClient.invalidateQueries({ queryKey: memberKeys.feed });
          if (frame.item.kind.startsWith('date-')) void queryClient.invalidateQueries({ queryKey: memberKeys.dates });
          break;
        case 'auction':
          applyAuctionFrame(queryClient, frame.auction);
          break;
        case 'photo':
          applyPhotoFrame(queryClient, frame.photo);
          break;
        case 'tokens': {
          const { balance, held, available } = frame;
          queryClient.setQueryData<TokenBalance>(memberKeys.tokens, { balance, held, available });
          break;
        }
      }
    };

    const connection = createLiveConnection({
      getTicket: getLiveTicket,
      urlFor: liveUrl,
      onFrame,
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: memberKeys.conversations });
        void resyncWatched();
        void outbox.retryAllFailed();
      },
      onStatus: setStatus,
      isFatal: (error) => isMissingRoute(error) || (error instanceof ApiError && error.status === 401),
    });

    return {
      connection,
      resyncWatched,
      value: {
        status: 'connecting' as LiveStatus,
        send: (matchId: string, text: string, extras?: MessageExtras) => {
          const id = crypto.randomUUID();
          matchOfPending.set(id, matchId);
          outbox.sendWithId(matchId, text, id, extras);
        },
        retry: (id: string) => void outbox.retry(id),
        sendAnyway: (id: string) => void outbox.confirm(id),
        takeBack: (id: string) => {
          outbox.discard(id);
          chatStore.dropped(matchOfPending.get(id) ?? '', id);
        },
        typing: (matchId: string) => connection.send({ type: 'typing', matchId }),
        resync,
        watch: (matchId: string) => {
          watched.set(matchId, (watched.get(matchId) ?? 0) + 1);
          void resync(matchId).catch(() => undefined);
          return () => {
            const count = (watched.get(matchId) ?? 1) - 1;
            if (count <= 0) watched.delete(matchId);
            else watched.set(matchId, count);
          };
        },
      },
    };
  }, [queryClient]);

  useEffect(() => {
    live.connection.start();
    const stop = onCatchUpSignals(() => {
      live.connection.nudge();
      void live.resyncWatched();
    });
    return () => {
      stop();
      live.connection.stop();
      chatStore.clear();
    };
  }, [live]);

  const value = useMemo(() => ({ ...live.value, status }), [live, status]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
