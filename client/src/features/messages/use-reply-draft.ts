import { useCallback, useEffect, useState } from 'react';

const keyOf = (conversationId: string) => `blynd.inbox.draft.${conversationId}`;

function read(conversationId: string): string {
  try {
    return sessionStorage.getItem(keyOf(conversationId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * The reply being written to one conversation, kept in this tab's session storage as it is typed: a
 * failed send, a reload, or a session that ends and signs in again finds it where it was. Only a reply
 * that was sent clears it. Session storage, not local: the text goes with the tab, not the machine.
 */
export function useReplyDraft(conversationId: string) {
  const [text, setText] = useState(() => read(conversationId));
  useEffect(() => setText(read(conversationId)), [conversationId]);

  const update = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) sessionStorage.setItem(keyOf(conversationId), next);
        else sessionStorage.removeItem(keyOf(conversationId));
      } catch {
        // Storage full or disabled: the draft still lives in the form.
      }
    },
    [conversationId],
  );
  const clear = useCallback(() => update(''), [update]);
  return { text, update, clear };
}
