import { parentPort } from 'node:worker_threads';
import { decodeForAnalysis } from './image-input';
import { analyseRgb, loadLocalModels } from './local-models';

/**
 * The local provider's worker thread: WASM inference blocks the thread it runs on for 0.3–0.6 s an image, so it
 * never runs on the thread that serves requests and chat. One message at a time, answered in order.
 */
export type WorkerRequest = { id: number; kind: 'warm-up' } | { id: number; kind: 'analyse'; bytes: Uint8Array };
export type WorkerAnswer =
  | { id: number; kind: 'ready' }
  | { id: number; kind: 'unreadable'; problem: string }
  | {
      id: number;
      kind: 'analysed';
      width: number;
      height: number;
      faces: import('./local-models').RawFace[];
      nsfw: Record<string, number>;
    }
  | { id: number; kind: 'failed'; message: string };

const port = parentPort;
if (!port) throw new Error('local-models.worker runs as a worker thread');

let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request).then((answer) => port.postMessage(answer)));
});

async function handle(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    if (request.kind === 'warm-up') {
      await loadLocalModels();
      return { id: request.id, kind: 'ready' };
    }
    const decoded = await decodeForAnalysis(request.bytes);
    if (decoded.kind === 'unreadable') return { id: request.id, kind: 'unreadable', problem: decoded.problem };
    const { faces, nsfw } = await analyseRgb(decoded.image);
    return { id: request.id, kind: 'analysed', width: decoded.image.width, height: decoded.image.height, faces, nsfw };
  } catch (error) {
    return { id: request.id, kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}
