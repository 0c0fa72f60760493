/**
 * When members were last seen, written beside their requests rather than before them (decision 0103). An update
 * of a `members` row touches every index of the table (its trigram indexes included) and cost several reads'
 * worth, awaited by the first call of each member each minute; nothing in that call reads it back.
 *
 * `record` only notes the time. One write is in flight at a time and takes everything noted so far, so a busy
 * instance sends one statement for many members instead of one each. A failed write is logged and dropped: last
 * seen is a hint for the control centre and the member's export, never a rule.
 */
export type LastSeenRecorder = {
  record(memberId: string, at: Date): void;
  /** Resolves once everything recorded before the call is written (shutdown, tests). */
  flush(): Promise<void>;
};

export function createLastSeenRecorder(
  write: (seen: Map<string, Date>) => Promise<void>,
  onError: (error: unknown) => void,
): LastSeenRecorder {
  let noted = new Map<string, Date>();
  let writing: Promise<void> | null = null;

  const drain = async () => {
    while (noted.size > 0) {
      const batch = noted;
      noted = new Map();
      await write(batch).catch(onError);
    }
    writing = null;
  };

  return {
    record(memberId, at) {
      noted.set(memberId, at);
      writing ??= drain();
    },
    async flush() {
      while (writing) await writing;
    },
  };
}
