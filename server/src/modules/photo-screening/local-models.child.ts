import { decodeForAnalysis } from './image-input';
import { analyseRgb, loadLocalModels, type RawFace } from './local-models';

/**
 * The local provider's child process (started by local-provider.ts at the lowest CPU priority, decision 0179): WASM
 * inference takes a core for 0.3–0.6 s an image, and in a process of its own at nice 19 the kernel gives that core to
 * chat and PostgreSQL first whenever they want it. One message at a time, answered in order.
 */
export type WorkerRequest = { id: number; kind: 'warm-up' } | { id: number; kind: 'analyse'; bytes: Uint8Array };
export type WorkerAnswer =
  | { id: number; kind: 'ready' }
  | { id: number; kind: 'unreadable'; problem: string }
  | { id: number; kind: 'analysed'; width: number; height: number; faces: RawFace[]; nsfw: Record<string, number> }
  | { id: number; kind: 'failed'; message: string };

if (!process.send) throw new Error('local-models.child runs as a child process with an IPC channel');

// The server gone, even killed outright, closes the channel: the child never outlives it, and an answer finished
// after that goes nowhere (with the callback, a closed channel is not an uncaught error).
const leave = () => process.exit(0);
const reply = (answer: WorkerAnswer) => {
  if (!process.connected) return leave();
  process.send!(answer, undefined, undefined, (error: Error | null) => error && leave());
};
process.on('disconnect', leave);

let queue = Promise.resolve();
process.on('message', (request: WorkerRequest) => {
  queue = queue.then(() => handle(request).then(reply));
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
