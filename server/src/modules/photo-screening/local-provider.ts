import { fork, spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { setPriority } from 'node:os';
import { descriptorFaceAnalysis } from './face-template';
import { LOCAL_AGE_MARGIN_YEARS } from './screening-rules';
import type { WorkerAnswer, WorkerRequest } from './local-models.child';
import type { RawFace } from './local-models';
import type { FaceAnalysis, PhotoAnalysis, ScreeningProvider } from './screening-types';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;
type Pending = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void };
type Child = { process: ChildProcess; pending: Map<number, Pending> };

/** The lowest CPU priority: the models get a core only when chat, the API and PostgreSQL leave it idle. */
const CHILD_NICENESS = 19;

/**
 * SCREENING_PROVIDER=local: face-api and nsfwjs on this machine (local-models.ts), in one child process started on
 * first use at the lowest CPU priority. It runs one image at a time, so a burst of uploads queues there and takes one
 * core at most, and only what is left of it: the server's process (chat, the API) never runs a model, and its
 * threads and PostgreSQL always come first (decisions 0142 and 0179 have the figures). A child that dies fails the
 * images it held (the job queue runs them again); the next image starts a new one.
 */
export function createLocalProvider(): ScreeningProvider & { warmUp(): Promise<void> } {
  let current: Child | undefined;
  let nextId = 1;

  const failAll = (child: Child, error: Error) => {
    if (current === child) current = undefined;
    for (const entry of child.pending.values()) entry.reject(error);
    child.pending.clear();
  };
  // An idle child does not keep the server (or a script) running; one with work does.
  const holdOpen = (child: Child) => {
    const hold = child.pending.size > 0;
    for (const handle of [child.process, child.process.channel])
      if (hold) handle?.ref();
      else handle?.unref();
  };

  const started = (): Child => {
    if (current) return current;
    const child: Child = { process: spawnChild(), pending: new Map() };
    child.process.on('message', (answer: WorkerAnswer) => {
      const entry = child.pending.get(answer.id);
      child.pending.delete(answer.id);
      holdOpen(child);
      entry?.resolve(answer);
    });
    child.process.on('error', (error) => failAll(child, error));
    child.process.on('exit', (code, signal) =>
      failAll(child, new Error(`screening child process exited (${signal ?? code})`)),
    );
    current = child;
    return child;
  };

  const ask = (request: Request): Promise<WorkerAnswer> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const child = started();
      child.pending.set(id, { resolve, reject });
      holdOpen(child);
      child.process.send({ ...request, id }, (error) => {
        if (!error || !child.pending.delete(id)) return;
        holdOpen(child);
        reject(error);
      });
    });

  const analysePhoto = async (bytes: Uint8Array): Promise<PhotoAnalysis> => {
    const started = performance.now();
    const answer = await ask({ kind: 'analyse', bytes });
    if (answer.kind === 'unreadable') return { readable: false, provider: 'local', problem: answer.problem };
    if (answer.kind !== 'analysed')
      throw new Error(`screening child: ${answer.kind === 'failed' ? answer.message : answer.kind}`);
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
      return descriptorFaceAnalysis(await analysePhoto(bytes), 'local');
    },
    /** Loads the models now rather than on the first upload (about 0.2 s for face-api, seconds for nsfwjs). */
    async warmUp() {
      const answer = await ask({ kind: 'warm-up' });
      if (answer.kind === 'failed') throw new Error(`screening child: ${answer.message}`);
    },
    async close() {
      const running = current;
      current = undefined;
      const { process: child } = running ?? {};
      if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
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
 * The built server runs the compiled entry; tests, the bench and `tsx` run the TypeScript one with tsx's require hook.
 * On Linux and macOS `nice` starts node already at the lowest priority, so every thread node makes (V8's compiler
 * and collector, sharp's, libuv's) has it too: on Linux a priority set after the start reaches one thread only.
 */
function spawnChild(): ChildProcess {
  const compiled = __filename.endsWith('.js');
  const entry = `${__dirname}/local-models.child.${compiled ? 'js' : 'ts'}`;
  const nodeArgs = compiled ? [] : ['--require', require.resolve('tsx/cjs')];
  const options = {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as StdioOptions,
    serialization: 'advanced' as const,
  };
  if (process.platform !== 'win32')
    return spawn('nice', ['-n', String(CHILD_NICENESS), process.execPath, ...nodeArgs, entry], options);
  const child = fork(entry, [], { ...options, execArgv: nodeArgs });
  if (child.pid) setPriority(child.pid, CHILD_NICENESS);
  return child;
}
