import type { DbOrTx } from '../../db/client';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { sendInOneCall, sendManyInOneCall, type SendAnswer, type SendRules, type SendValues } from './chat.repository';

/**
 * Calls a server instance runs at once. A send that finds one free goes at once, alone; sends that arrive while all
 * are busy wait and go together in the next free one. Two, not one: a call that waits on a lock (a match row an
 * unmatch holds) then holds up only half the instance's sends.
 */
const CALLS_AT_ONCE = 2;
/** The most sends in one call (each holds its locks until the call commits). */
const MOST_SENDS_A_CALL = 50;

type Waiting = {
  rules: SendRules;
  send: SendValues;
  resolve: (answer: SendAnswer) => void;
  reject: (e: unknown) => void;
};
type Queue = { running: number; waiting: Waiting[] };

/** Sends waiting for a call, per database (one per server instance). */
const queues = new WeakMap<DbOrTx, Queue>();

/**
 * Sends a message through the instance's queue (decision 0116): under load a round trip and a commit serve many
 * sends instead of one each, and every answer is the one the send would have had alone.
 */
export function sendQueued(db: DbOrTx, rules: SendRules, send: SendValues): Promise<SendAnswer> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { running: 0, waiting: [] }));
  const started = queue;
  return new Promise((resolve, reject) => {
    started.waiting.push({ rules, send, resolve, reject });
    if (started.running < CALLS_AT_ONCE) void runCalls(db, started);
  });
}

async function runCalls(db: DbOrTx, queue: Queue) {
  queue.running += 1;
  try {
    for (let batch = nextBatch(queue); batch.length > 0; batch = nextBatch(queue)) await runBatch(db, batch);
  } finally {
    queue.running -= 1;
  }
}

/** The oldest waiting sends that share their rules (every send does: the service passes one constant). */
function nextBatch(queue: Queue): Waiting[] {
  const rules = queue.waiting[0]?.rules;
  const other = queue.waiting.findIndex((w) => w.rules !== rules);
  return queue.waiting.splice(0, Math.min(MOST_SENDS_A_CALL, other === -1 ? queue.waiting.length : other));
}

async function runBatch(db: DbOrTx, batch: Waiting[]) {
  if (batch.length > 1) {
    try {
      const answers = await sendManyInOneCall(
        db,
        batch[0]!.rules,
        batch.map((w) => w.send),
      );
      batch.forEach((w, i) => w.resolve(answers[i]!));
      return;
    } catch (error) {
      // The database cannot be reached: each send would only wait as long again to hear the same (503).
      if (isDatabaseUnavailable(error)) return batch.forEach((w) => w.reject(error));
      // Nothing of the call was written. Each send goes again alone and answers its own outcome or error, so one
      // send's failure (or a deadlock the database broke by ending this call) fails no other.
    }
  }
  await Promise.all(batch.map((w) => sendInOneCall(db, w.rules, w.send).then(w.resolve, w.reject)));
}
