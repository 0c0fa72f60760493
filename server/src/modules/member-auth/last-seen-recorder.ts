/**
 * When members were last seen, written beside their requests rather than before them (decision 0103). An update
 * of a `members` row cost several reads' worth, awaited by the first call of each member each minute; nothing in
 * that call reads it back.
 *
 * `record` only notes the time. The first note opens a short window; when it closes, one statement writes every
 * member noted so far, and notes made while that write runs wait for the next window. A busy instance so sends
 * one write per window instead of one (and one commit) per member, and no write lands between a member's calls
 * (decision 0106). A failed write is logged and dropped: last seen is a hint for the control centre and the
 * member's export, never a rule.
 */
export type LastSeenRecorder = {
  record(memberId: string, at: Date): void;
  /** Resolves once everything recorded before the call is written (shutdown, tests). */
  flush(): Promise<void>;
};

export const LAST_SEEN_WINDOW_MS = 1_000;

export function createLastSeenRecorder(
  write: (seen: Map<string, Date>) => Promise<void>,
  onError: (error: unknown) => void,
  windowMs = LAST_SEEN_WINDOW_MS,
): LastSeenRecorder {
  let noted = new Map<string, Date>();
  let writing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  const writeNoted = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(async () => {
      if (noted.size === 0) return;
      const batch = noted;
      noted = new Map();
      await write(batch).catch(onError);
    });
    return writing;
  };

  return {
    record(memberId, at) {
      noted.set(memberId, at);
      if (!timer) {
        timer = setTimeout(writeNoted, windowMs);
        timer.unref();
      }
    },
    async flush() {
      await writeNoted();
    },
  };
}
