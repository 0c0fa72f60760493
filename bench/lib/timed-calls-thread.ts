import { parentPort } from 'node:worker_threads';
import { leanRequest } from './lean-http';
import type { PostedAnswer, TimedRequest } from './timed-calls';

// One batch at a time (runTimedRequests queues them): each request waits for the answer before it.
parentPort!.on('message', (requests: TimedRequest[]) => {
  void (async () => {
    const answers: PostedAnswer[] = [];
    for (const { url, method, headers, body } of requests) {
      const { status, bytes, contentType, ms, error } = await leanRequest(url, { method, headers, body });
      answers.push({ status, bytes, contentType, ms, ...(error === undefined ? {} : { error }) });
    }
    parentPort!.postMessage(answers);
  })();
});
