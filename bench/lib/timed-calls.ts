import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LeanAnswer } from './lean-http';

export type TimedRequest = { url: string; method: string; headers: Record<string, string>; body?: string };

/** What the worker posts back for each request: a LeanAnswer without its lazy text. */
export type PostedAnswer = Omit<LeanAnswer, 'body' | 'bytes'> & { bytes: Uint8Array };

let worker: Worker | undefined;
let last: Promise<unknown> = Promise.resolve();

/**
 * Sends requests one after another from a worker thread of its own and answers each, timed, in order. The runner's
 * heap (tens of megabytes of subjects and sessions) pauses for 5-10 ms in each major collection, and the answers'
 * bytes (a photo is 195 KB) start one every few dozen calls: timed in the runner, those pauses were in the figures
 * (12 of the 18 slowest photo calls of one run overlapped one). The worker's heap holds only the calls in flight.
 */
export function runTimedRequests(requests: TimedRequest[]): Promise<LeanAnswer[]> {
  const run = last.then(() => roundTrip(requests));
  last = run.catch(() => undefined);
  return run;
}

function roundTrip(requests: TimedRequest[]): Promise<LeanAnswer[]> {
  // The shim registers tsx's require hook in the worker, which does not inherit the runner's loader.
  worker ??= new Worker(join(__dirname, 'timed-calls-worker.cjs'));
  const thread = worker;
  thread.ref();
  return new Promise<LeanAnswer[]>((resolve, reject) => {
    const done = () => {
      thread.off('message', onMessage);
      thread.off('error', onError);
      thread.unref();
    };
    const onMessage = (answers: PostedAnswer[]) => {
      done();
      resolve(answers.map(toLeanAnswer));
    };
    const onError = (error: Error) => {
      done();
      worker = undefined;
      reject(error);
    };
    thread.on('message', onMessage);
    thread.on('error', onError);
    thread.postMessage(requests);
  });
}

function toLeanAnswer(posted: PostedAnswer): LeanAnswer {
  const bytes = Buffer.from(posted.bytes.buffer, posted.bytes.byteOffset, posted.bytes.byteLength);
  let text: string | undefined;
  return {
    ...posted,
    bytes,
    get body() {
      return (text ??= bytes.toString());
    },
  };
}
