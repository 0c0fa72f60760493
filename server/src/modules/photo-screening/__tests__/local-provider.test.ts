import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { createLocalProvider } from '../local-provider';
import { cropFace, faceFreeCrop, samplePhoto } from '../sample-photos';
import { FACE_MATCH_MAX_DISTANCE, NUDITY_BANDS, ageVerdict, photoVerdict } from '../screening-rules';
import type { FaceBox, FaceTemplate, PhotoAnalysis, ReadableAnalysis } from '../screening-types';

/**
 * The local models on real faces: the sample photos inside @vladmandic/face-api, read from node_modules. The models
 * load once for the file, in the provider's child process.
 */
const provider = createLocalProvider();
afterAll(() => provider.close());

const readable = (analysis: PhotoAnalysis): ReadableAnalysis => {
  if (!analysis.readable) throw new Error(`unreadable: ${analysis.problem}`);
  return analysis;
};

/** The faces of a full sample photo, in the sample's own pixels. */
async function facesOf(sample: number): Promise<{ photo: Buffer; boxes: FaceBox[]; analysis: ReadableAnalysis }> {
  const photo = samplePhoto(sample);
  const analysis = readable(await provider.analysePhoto(photo));
  const { width = 1 } = await sharp(photo).metadata();
  const scale = width / analysis.width;
  const boxes = analysis.faces.map(({ box }) => ({
    x: box.x * scale,
    y: box.y * scale,
    width: box.width * scale,
    height: box.height * scale,
  }));
  return { photo, boxes, analysis };
}

let sample1: Awaited<ReturnType<typeof facesOf>>;
let verified: FaceTemplate;

beforeAll(async () => {
  await provider.warmUp();
  sample1 = await facesOf(1);
  const selfie = await provider.analyseFace(
    await cropFace(sample1.photo, sample1.boxes[0]!, { name: 'selfie', margin: 1, width: 400 }),
  );
  expect(selfie.template).not.toBeNull();
  verified = selfie.template!;
});

describe('local screening provider', () => {
  it('When a group photo is analysed, then each face is found with a 128-value descriptor and an adult age', () => {
    expect(sample1.analysis.faces).toHaveLength(3);
    for (const face of sample1.analysis.faces) {
      expect(face.descriptor).toHaveLength(128);
      expect(face.ageEstimate).toBeGreaterThan(18);
      expect(face.score).toBeGreaterThan(0.5);
    }
  });

  it('When the verified face comes back cropped closer, smaller, mirrored and re-encoded, then it matches and is approved', async () => {
    const again = await cropFace(sample1.photo, sample1.boxes[0]!, {
      name: 'again',
      margin: 0.7,
      width: 256,
      flip: true,
      quality: 60,
    });
    const analysis = readable(await provider.analysePhoto(again));
    const verdict = photoVerdict({ analysis, position: 'first', verifiedFace: verified, duplicate: null });
    expect(verdict).toMatchObject({ status: 'approved', faceMatch: 'match' });
    expect(verdict.scores.faceDistance).toBeLessThanOrEqual(FACE_MATCH_MAX_DISTANCE);
  });

  it('When the first photo shows two other people, each alone, then neither matches: held as not-you', async () => {
    const sample3 = await facesOf(3);
    const others: [Buffer, FaceBox][] = [
      [sample1.photo, sample1.boxes[1]!],
      [sample3.photo, sample3.boxes[0]!],
    ];
    for (const [photo, box] of others) {
      const crop = await cropFace(photo, box, { name: 'other', margin: 0.8, width: 320 });
      const analysis = readable(await provider.analysePhoto(crop));
      const verdict = photoVerdict({ analysis, position: 'first', verifiedFace: verified, duplicate: null });
      expect(verdict).toMatchObject({ status: 'held', reason: 'not-you', faceMatch: 'mismatch' });
      expect(verdict.scores.faceDistance).toBeGreaterThan(FACE_MATCH_MAX_DISTANCE);
    }
  });

  it('When the group photo is the first photo, then it is several-faces; as a later photo it shows the member among friends', () => {
    const at = (position: 'first' | 'other') =>
      photoVerdict({ analysis: sample1.analysis, position, verifiedFace: verified, duplicate: null });
    expect(at('first')).toMatchObject({ status: 'rejected', reason: 'several-faces' });
    expect(at('other')).toMatchObject({ status: 'approved', faceMatch: 'match' });
  });

  it('When a photo shows no face (the part below the faces, a plain picture), then as the first photo it is no-face', async () => {
    const plain = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a8cc8' } })
      .jpeg()
      .toBuffer();
    for (const bytes of [await faceFreeCrop(sample1.photo, sample1.boxes), plain]) {
      const analysis = readable(await provider.analysePhoto(bytes));
      expect(analysis.faces).toHaveLength(0);
      expect(photoVerdict({ analysis, position: 'first', verifiedFace: verified, duplicate: null })).toMatchObject({
        status: 'rejected',
        reason: 'no-face',
        faceMatch: 'no-face',
      });
    }
  });

  it('When the bytes are not an image, a truncated JPEG or a 1×1 pixel, then the photo is unreadable and nothing throws', async () => {
    const truncated = samplePhoto(2).subarray(0, 40_000);
    const pixel = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const bytes of [Buffer.from('%PDF-1.7 not a photo'), truncated, pixel, Buffer.alloc(0)]) {
      const analysis = await provider.analysePhoto(bytes);
      expect(analysis).toMatchObject({ readable: false, provider: 'local' });
      expect(photoVerdict({ analysis, position: 'other', verifiedFace: verified, duplicate: null })).toMatchObject({
        status: 'rejected',
        reason: 'unreadable',
      });
    }
    expect(ageVerdict(await provider.analysePhoto(pixel))).toEqual({ kind: 'retake', reason: 'unreadable' });
  });

  it('When the six clothed sample photos are screened, then none is refused or held for nudity (scores under the band)', async () => {
    for (let sample = 1; sample <= 6; sample++) {
      const analysis = sample === 1 ? sample1.analysis : readable(await provider.analysePhoto(samplePhoto(sample)));
      expect(analysis.nudity.nudity).toBeLessThan(NUDITY_BANDS.local.hold);
      const verdict = photoVerdict({ analysis, position: 'other', verifiedFace: null, duplicate: null });
      expect(verdict.status === 'rejected' || ('reason' in verdict && verdict.reason === 'nudity')).toBe(false);
    }
  });

  it('When the verified face is an adult, then the age rule lets sign-up finish', async () => {
    const selfie = await provider.analyseFace(
      await cropFace(sample1.photo, sample1.boxes[1]!, { name: 'selfie', margin: 1, width: 400 }),
    );
    expect(ageVerdict(selfie.analysis)).toMatchObject({ kind: 'adult' });
  });

  it('When uploads are screened, then the models run off the request thread: its event loop is never held for an image', async () => {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const analyses = await Promise.all([samplePhoto(4), samplePhoto(5)].map((bytes) => provider.analysePhoto(bytes)));
    delay.disable();
    const longest = Math.max(...analyses.map((a) => readable(a).tookMs));
    // Inference on this thread would block it for the whole of an image's analysis (0.3 s to seconds).
    expect(delay.max / 1e6).toBeLessThan(longest / 2);
  });
});

/** A process's screening children (`nice` runs node in its own place, so each is a direct child); this one's by default. */
function screeningChildren(parent = process.pid): number[] {
  try {
    const found = execFileSync('pgrep', ['-P', String(parent), '-f', 'local-models.child'], { encoding: 'utf8' });
    return found.split('\n').filter(Boolean).map(Number);
  } catch {
    return []; // pgrep exits 1 when it finds none
  }
}

/** Fields of /proc/<pid>/stat after the command's name (which may hold spaces): field 3 onwards. */
const statFields = (path: string) => {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};
const niceOf = (path: string) => Number(statFields(path)[19 - 3]);
const cpuTicksOf = (pid: number) => {
  const fields = statFields(`/proc/${pid}/stat`);
  return Number(fields[14 - 3]) + Number(fields[15 - 3]);
};

/** Running, not gone and not a zombie waiting for whoever adopted it. */
const isRunning = (pid: number) => {
  try {
    return statFields(`/proc/${pid}/stat`)[0] !== 'Z';
  } catch {
    return false; // gone
  }
};

const onLinux = process.platform === 'linux' ? describe : describe.skip;

onLinux('local screening provider, its child process (Linux)', () => {
  it('When the models run, then their child process and every thread of it run at niceness 19', () => {
    const children = screeningChildren();
    expect(children).toHaveLength(1);
    const threads = readdirSync(`/proc/${children[0]}/task`);
    // V8's, libuv's and sharp's threads as well as the main one: a priority set after the start would miss them.
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((tid) => niceOf(`/proc/${children[0]}/task/${tid}/stat`))).toEqual(threads.map(() => 19));
    expect(execFileSync('ps', ['-o', 'ni=', '-p', String(children[0])], { encoding: 'utf8' }).trim()).toBe('19');
  });

  it('When the child process is killed mid-analysis, then that photo fails and the next one is analysed by a new child', async () => {
    const others = new Set(screeningChildren());
    const own = createLocalProvider();
    try {
      await own.warmUp();
      const [first] = screeningChildren().filter((pid) => !others.has(pid));
      expect(first).toBeDefined();
      const before = cpuTicksOf(first!);
      const dying = own.analysePhoto(samplePhoto(2));
      dying.catch(() => undefined);
      // Killed once it has spent some CPU on the photo (a third of its analysis or less), not before it has it.
      while (cpuTicksOf(first!) < before + 3) await sleep(5);
      process.kill(first!, 'SIGKILL');
      await expect(dying).rejects.toThrow(/exited \(SIGKILL\)/);

      const next = readable(await own.analysePhoto(samplePhoto(2)));
      expect(next.faces.length).toBeGreaterThan(0);
      const now = screeningChildren().filter((pid) => !others.has(pid));
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(first);
    } finally {
      await own.close();
    }
    expect(screeningChildren().filter((pid) => !others.has(pid))).toEqual([]);
  });

  it('When the server is killed outright, then its child process exits too: no orphan keeps running', async () => {
    const entry = JSON.stringify(require.resolve('../local-provider'));
    const script = `require(${entry}).createLocalProvider().warmUp(); setInterval(() => {}, 1000);`;
    const server = spawn(process.execPath, ['--require', require.resolve('tsx/cjs'), '-e', script], {
      stdio: 'ignore',
    });
    let child: number | undefined;
    while (!child) {
      await sleep(20);
      child = screeningChildren(server.pid)[0];
    }
    expect(isRunning(child)).toBe(true);
    process.kill(server.pid!, 'SIGKILL');
    while (isRunning(child)) await sleep(20); // the test's time-out fails it if the child stays
    expect(isRunning(child)).toBe(false);
  });
});
