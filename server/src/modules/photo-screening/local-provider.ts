import { Worker } from 'node:worker_threads';
import { LOCAL_AGE_MARGIN_YEARS } from './screening-rules';
import type { WorkerAnswer, WorkerRequest } from './local-models.worker';
import type { RawFace } from './local-models';
import type { FaceAnalysis, PhotoAnalysis, ScreeningProvider } from './screening-types';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void };

/**
 * SCREENING_PROVIDER=local: face-api and nsfwjs on this machine (local-models.ts), in one worker thread started on
 * first use. One worker runs one image at a time, so a burst of uploads queues there and takes one core at most:
 * the request thread (chat, the API) never runs a model (decision 0142 has the figures).
 */
export function createLocalProvider(): ScreeningProvider & { warmUp(): Promise<void> } {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (error: Error) => {
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
    worker = undefined;
  };

  const started = () => {
    if (worker) return worker;
    const spawned = spawnWorker();
    spawned.unref();
    spawned.on('message', (answer: WorkerAnswer) => {
      const entry = pending.get(answer.id);
      pending.delete(answer.id);
      entry?.resolve(answer);
    });
    spawned.on('error', (error) => failAll(error));
    spawned.on('exit', (code) => failAll(new Error(`screening worker exited (${code})`)));
    worker = spawned;
    return spawned;
  };

  const ask = (request: Request): Promise<WorkerAnswer> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      started().postMessage({ ...request, id });
    });

  const analysePhoto = async (bytes: Uint8Array): Promise<PhotoAnalysis> => {
    const started = performance.now();
    const answer = await ask({ kind: 'analyse', bytes });
    if (answer.kind === 'unreadable') return { readable: false, provider: 'local', problem: answer.problem };
    if (answer.kind !== 'analysed')
      throw new Error(`screening worker: ${answer.kind === 'failed' ? answer.message : answer.kind}`);
    const { Porn = 0, Hentai = 0, Sexy = 0 } = answer.nsfw;
    return {
      readable: true,
      provider: 'local',
      width: answer.width,
      height: answer.height,
      faces: answer.faces.map(toFace),
      nudity: { nudity: Porn + Hentai, suggestive: Sexy, classes: answer.nsfw },
      tookMs: Math.round(performance.now() - started),
    };
  };

  return {
    name: 'local',
    analysePhoto,
    async analyseFace(bytes): Promise<FaceAnalysis> {
      const analysis = await analysePhoto(bytes);
      const only = analysis.readable && analysis.faces.length === 1 ? analysis.faces[0] : undefined;
      const template = only?.descriptor
        ? { kind: 'descriptor' as const, provider: 'local' as const, descriptor: Array.from(only.descriptor) }
        : null;
      return { analysis, template };
    },
    /** Loads the models now rather than on the first upload (about 0.2 s for face-api, seconds for nsfwjs). */
    async warmUp() {
      const answer = await ask({ kind: 'warm-up' });
      if (answer.kind === 'failed') throw new Error(`screening worker: ${answer.message}`);
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

function toFace(face: RawFace) {
  return {
    box: face.box,
    score: face.score,
    descriptor: Float32Array.from(face.descriptor),
    ageEstimate: face.age,
    ageLow: face.age - LOCAL_AGE_MARGIN_YEARS,
  };
}

/**
 * The built server runs the compiled worker; tests and `tsx` run this TypeScript file, whose worker needs tsx's
 * require hook registered inside the worker thread before the .ts worker is loaded.
 */
function spawnWorker(): Worker {
  if (__filename.endsWith('.js')) return new Worker(`${__dirname}/local-models.worker.js`);
  const tsx = require.resolve('tsx/cjs/api');
  const entry = `${__dirname}/local-models.worker.ts`;
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true });
}
