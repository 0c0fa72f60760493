import type { ChatMessage, Page } from '../../api/contract';

export type FetchAfter = (matchId: string, after: number) => Promise<Page<ChatMessage>>;

/**
 * Catches a conversation up from its last confirmed `seq` (an exact resume point: seq has no gaps), page
 * by page until the server says there is no more. Calls for the same match while one runs share it, and
 * one more run follows if a signal came in meanwhile, so nothing between the two is missed.
 */
export function createResync(
  fetchAfter: FetchAfter,
  lastSeqOf: (matchId: string) => number,
  apply: (matchId: string, messages: ChatMessage[]) => void,
) {
  const running = new Map<string, Promise<void>>();
  const again = new Set<string>();

  async function run(matchId: string) {
    do {
      again.delete(matchId);
      let after = lastSeqOf(matchId);
      for (;;) {
        const page = await fetchAfter(matchId, after);
        if (page.items.length) apply(matchId, page.items);
        const highest = page.items.reduce((max, message) => Math.max(max, message.seq), after);
        if (!page.nextCursor || highest === after) break;
        after = highest;
      }
    } while (again.has(matchId));
  }

  return function resync(matchId: string): Promise<void> {
    const current = running.get(matchId);
    if (current) {
      again.add(matchId);
      return current;
    }
    const started = run(matchId).finally(() => running.delete(matchId));
    running.set(matchId, started);
    return started;
  };
}

/**
 * The moments a browser may have missed live frames: the network came back, or the tab became visible
 * again (a laptop waking up). Returns the unsubscribe.
 */
export function onCatchUpSignals(
  onSignal: () => void,
  target: { window: Window; document: Document } = { window, document },
) {
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') onSignal();
  };
  target.window.addEventListener('online', onSignal);
  target.document.addEventListener('visibilitychange', onVisible);
  return () => {
    target.window.removeEventListener('online', onSignal);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
