import { Client } from 'pg';
import { createChatFleet, type FleetMember } from '../server/test/resilience/support/chat-fleet';
import { createLocalProvider } from '../server/src/modules/photo-screening/local-provider';
import {
  cropFace,
  SAMPLE_COUNT,
  samplePhoto,
  SAME_FACE_VARIANTS,
  type CropVariant,
} from '../server/src/modules/photo-screening/sample-photos';
import { FACE_MATCH_MAX_DISTANCE } from '../server/src/modules/photo-screening/screening-rules';
import type { GroupContext } from './groups/context';
import { JWT_SECRET, log, startGroup } from './lib/bench-env';
import { chatFleet, membersFor, warmChatLoad } from './lib/chat';
import { sleep } from './lib/processes';
import { summarize, type Summary } from './lib/stats';

/**
 * BENCH_ONLY=screening (PostgreSQL): the photo screening of issue 40 with the local models (SCREENING_PROVIDER=local,
 * the default, which the bench's production build runs), decisions 0140–0142 and 0149.
 * - Upload → verdict while chat runs at SCREENING_BENCH_CHAT_RATE messages/s (default 200): one upload every
 *   SCREENING_BENCH_UPLOAD_EVERY_MS (default 4,000) for SCREENING_BENCH_SECONDS (default 60), each timed from its POST
 *   to the verdict the job writes (`screened_at`).
 * - What screening costs chat: the same chat load first alone, then beside the uploads, in the same run; the ratio of
 *   the delivery p99s (POST sent → frame at the partner; target at most 1.10).
 * - Photos a minute the models sustain: SCREENING_BENCH_BURST uploads (default 12) at once, chat stopped, until the
 *   last verdict.
 * - The face match: a face photo's descriptor made by the same models (the child process's analysis, which runs the
 *   detector, landmarks, descriptor, age and nsfwjs together) and compared with the stored template, p95; and the
 *   comparison alone.
 * The uploads are crops of the sample photos shipped in @vladmandic/face-api (read from node_modules, never
 * committed): each uploader is one face of them, its verified face the descriptor of its widest crop, its uploads
 * the other crops, so the job compares every upload with a real template.
 */
export const SCREENING_BENCH = {
  chatRate: Number(process.env.SCREENING_BENCH_CHAT_RATE ?? 200),
  seconds: Number(process.env.SCREENING_BENCH_SECONDS ?? 60),
  uploadEveryMs: Number(process.env.SCREENING_BENCH_UPLOAD_EVERY_MS ?? 4000),
  burst: Number(process.env.SCREENING_BENCH_BURST ?? 12),
};
const VERDICT_WAIT_MS = 180_000;
/** Members sharing each sample face (its template), so the uploads are spread thin: six photos a member at most. */
const MEMBERS_PER_FACE = 3;
/** The crops uploaded: twelve framings of each face, four for each of its members, no two alike (no duplicates). */
const UPLOAD_VARIANTS: CropVariant[] = [0.5, 0.65, 0.8, 0.95, 1.1, 1.25].flatMap((margin) =>
  [0, 0.2].map((shift) => ({ name: `margin ${margin} shift ${shift}`, margin, shift, width: 360, quality: 80 })),
);
const APP = '/api/v1/app';

type Face = { template: number[]; uploads: Buffer[][] };
type Upload = { id: string; sentAt: number };
type Verdict = { id: string; status: string; reason: string | null; screenedAt: Date | null };

/**
 * Each face of the sample photos that one of its crops shows alone: that crop's descriptor as the template, the face
 * match timed on three other crops, and the crops its members upload.
 */
async function sampleFaces(): Promise<{ faces: Face[]; faceMatchMs: Summary; compareUs: Summary; matched: string }> {
  const provider = createLocalProvider();
  const faces: Face[] = [];
  const faceMatchMs: number[] = [];
  const distances: number[] = [];
  try {
    await provider.warmUp();
    for (let index = 1; index <= SAMPLE_COUNT; index += 1) {
      const photo = samplePhoto(index);
      const found = await provider.analysePhoto(photo, { template: null });
      if (!found.readable) continue;
      for (const face of found.faces) {
        const crops = await Promise.all(SAME_FACE_VARIANTS.map((variant) => cropFace(photo, face.box, variant)));
        let reference = await provider.analyseFace(crops[0]!);
        if (reference.template?.kind !== 'descriptor') reference = await provider.analyseFace(crops[1]!);
        if (reference.template?.kind !== 'descriptor') continue;
        const template = reference.template.descriptor;
        const others = crops.slice(2);
        // The face match as the job runs it: the new photo's analysis, then its faces against the template.
        for (const crop of others) {
          const started = performance.now();
          const analysis = await provider.analysePhoto(crop, { template: reference.template });
          const best = analysis.readable
            ? Math.min(
                ...analysis.faces.map((f) => (f.descriptor ? distance(Array.from(f.descriptor), template) : Infinity)),
              )
            : Infinity;
          faceMatchMs.push(performance.now() - started);
          if (Number.isFinite(best)) distances.push(best);
        }
        const uploads = await Promise.all(UPLOAD_VARIANTS.map((variant) => cropFace(photo, face.box, variant)));
        faces.push({
          template,
          uploads: Array.from({ length: MEMBERS_PER_FACE }, (_, k) =>
            uploads.filter((_, i) => i % MEMBERS_PER_FACE === k),
          ),
        });
      }
    }
  } finally {
    await provider.close?.();
  }
  // The comparison alone, on the descriptors at hand.
  const compare: number[] = [];
  for (let round = 0; round < 2000; round += 1) {
    const a = faces[round % faces.length]!.template;
    const b = faces[(round * 7 + 3) % faces.length]!.template;
    const started = performance.now();
    distance(a, b);
    compare.push((performance.now() - started) * 1000);
  }
  const within = distances.filter((d) => d <= FACE_MATCH_MAX_DISTANCE).length;
  return {
    faces,
    faceMatchMs: summarize(faceMatchMs),
    compareUs: summarize(compare),
    matched: `${within} of ${faceMatchMs.length} crops within ${FACE_MATCH_MAX_DISTANCE} of their own face's template`,
  };
}

const distance = (a: number[], b: number[]) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]!) ** 2, 0));

/** Uploaders made in the database as the chat fleet is, each with a verified face (the local template). */
async function uploaders(dbUrl: string, templates: number[][]): Promise<FleetMember[]> {
  const fleet = await createChatFleet(dbUrl, templates.length + (templates.length % 2), JWT_SECRET);
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    for (const [index, template] of templates.entries())
      await client.query(
        `insert into member_verified_faces (member_id, provider, source, template, age_low, age_estimate, status, verified_at)
         values ($1, 'local', 'selfie', $2::jsonb, 27, 30, 'verified', now())`,
        [fleet[index]!.id, JSON.stringify({ kind: 'descriptor', provider: 'local', descriptor: template })],
      );
  } finally {
    await client.end();
  }
  return fleet.slice(0, templates.length);
}

async function upload(base: string, member: FleetMember, bytes: Buffer): Promise<Upload> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const sentAt = Date.now();
  const headers = { ...member.headers };
  delete headers['content-type'];
  const response = await fetch(`${base}${APP}/me/photos`, { method: 'POST', headers, body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return { id: ((await response.json()) as { _id: string })._id, sentAt };
}

/** The verdicts of `uploads` once every one is written (or the wait runs out). */
async function verdictsOf(dbUrl: string, uploads: Upload[]): Promise<Verdict[]> {
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const deadline = Date.now() + VERDICT_WAIT_MS;
    for (;;) {
      const { rows } = await client.query<{
        id: string;
        status: string;
        reason: string | null;
        screened_at: Date | null;
      }>(`select id, status, reason, screened_at from member_photos where id = any($1::uuid[])`, [
        uploads.map((u) => u.id),
      ]);
      const done = rows.filter((row) => row.status !== 'checking');
      if (done.length === uploads.length || Date.now() > deadline)
        return rows.map((row) => ({ id: row.id, status: row.status, reason: row.reason, screenedAt: row.screened_at }));
      await sleep(250);
    }
  } finally {
    await client.end();
  }
}

const secondsOf = (ms: number) => Math.round(ms / 100) / 10;
const tally = (verdicts: Verdict[]) =>
  verdicts.reduce<Record<string, number>>((counts, v) => {
    const key = v.reason ? `${v.status} ${v.reason}` : v.status;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

export async function measureScreeningGroup(ctx: GroupContext) {
  const { server, db, results, notes, check } = ctx;
  await startGroup('screening', 'photo screening with the local models beside chat');
  const dbUrl = db.serverEnv.DATABASE_URL!;
  const size = SCREENING_BENCH;
  log('  the sample faces: templates and the face match (models loaded in this process)');
  const samples = await sampleFaces();
  // Each face's members, its template each; member m uploads its own crops, one of each.
  const owners = samples.faces.flatMap((face) => face.uploads.map((crops) => ({ template: face.template, crops })));
  log(`  ${samples.faces.length} sample faces with a template, ${owners.length} uploaders`);
  const members = await uploaders(
    dbUrl,
    owners.map((owner) => owner.template),
  );
  const queue = owners.flatMap((owner, m) => owner.crops.map((bytes, c) => ({ member: m, crop: c, bytes })));
  // Every member's first photo before anyone's second.
  queue.sort((a, b) => a.crop - b.crop || a.member - b.member);
  let next = 0;
  const take = () => {
    const item = queue[next++];
    if (!item) throw new Error('the screening bench ran out of sample crops: lower the upload rate');
    return { member: members[item.member]!, bytes: item.bytes };
  };

  // The server loads its models on the first upload: one verdict before anything is timed.
  log('  warming the server’s models with one upload');
  const warm = take();
  const warmUp = await upload(server.url, warm.member, warm.bytes);
  const [warmVerdict] = await verdictsOf(dbUrl, [warmUp]);
  const warmSeconds = warmVerdict?.screenedAt ? secondsOf(warmVerdict.screenedAt.getTime() - warmUp.sentAt) : null;

  const chatMembers = membersFor(size.chatRate, 0);
  log(`  chat alone: ${chatMembers} members at ${size.chatRate} messages/s for ${size.seconds} s`);
  const chatAlone = await warmChatLoad(
    [server.url],
    await chatFleet(dbUrl, chatMembers, JWT_SECRET),
    size.chatRate,
    size.seconds,
    [server.pid],
    dbUrl,
  );

  log(`  chat again, with an upload every ${size.uploadEveryMs} ms`);
  const uploads: Upload[] = [];
  const uploadFailures: string[] = [];
  const fleet = await chatFleet(dbUrl, chatMembers, JWT_SECRET);
  let uploading = true;
  const uploader = (async () => {
    // Past the chat's warm-up (lib/chat.ts), so every upload falls in the counted run.
    await sleep(5_000);
    const stopAt = Date.now() + size.seconds * 1000 - size.uploadEveryMs;
    while (uploading && Date.now() < stopAt) {
      const slot = Date.now() + size.uploadEveryMs;
      const item = take();
      await upload(server.url, item.member, item.bytes).then(
        (done) => uploads.push(done),
        (error: Error) => uploadFailures.push(error.message),
      );
      await sleep(Math.max(0, slot - Date.now()));
    }
  })();
  const chatBeside = await warmChatLoad([server.url], fleet, size.chatRate, size.seconds, [server.pid], dbUrl);
  uploading = false;
  await uploader;
  const beside = await verdictsOf(dbUrl, uploads);
  const sentAt = new Map(uploads.map((u) => [u.id, u.sentAt]));
  const latencies = beside.filter((v) => v.screenedAt).map((v) => v.screenedAt!.getTime() - sentAt.get(v.id)!);
  const uploadToVerdict = summarize(latencies);

  log(`  a burst of ${size.burst} uploads at once, chat stopped`);
  const burstItems = Array.from({ length: size.burst }, take);
  const burstStarted = Date.now();
  const burstUploads = await Promise.all(burstItems.map((item) => upload(server.url, item.member, item.bytes)));
  const burst = await verdictsOf(dbUrl, burstUploads);
  const lastVerdict = Math.max(...burst.map((v) => v.screenedAt?.getTime() ?? Infinity));
  const burstSeconds = (lastVerdict - burstStarted) / 1000;
  const perMinute = Number.isFinite(burstSeconds) ? Math.round((size.burst / burstSeconds) * 60 * 10) / 10 : 0;

  const ratio = Math.round((chatBeside.endToEndMs.p99 / chatAlone.endToEndMs.p99) * 100) / 100;
  results.screening = {
    size,
    warmUpSeconds: warmSeconds,
    faceMatchMs: samples.faceMatchMs,
    compareUs: samples.compareUs,
    faceMatchSamples: samples.matched,
    uploads: uploads.length,
    uploadFailures,
    uploadToVerdictMs: uploadToVerdict,
    verdictsBesideChat: tally(beside),
    unscreenedBesideChat: beside.filter((v) => v.status === 'checking').length,
    burst: { photos: size.burst, seconds: Math.round(burstSeconds * 10) / 10, perMinute, verdicts: tally(burst) },
    chatAlone,
    chatBeside,
    chatP99Ratio: ratio,
  };
  notes.push(
    `Screening: the server's models took ${warmSeconds ?? '?'} s to load and give the first verdict (not timed below); the face match ran in the bench process before the chat runs; ${samples.matched}.`,
  );
  check(
    `Screening: upload → verdict p95, local models, chat at ${size.chatRate} messages/s beside it`,
    `p95 ${Math.round(uploadToVerdict.p95)} ms (median ${Math.round(uploadToVerdict.median)}, ${latencies.length} of ${uploads.length} uploads screened)`,
    '< 10,000 ms',
    latencies.length === uploads.length && uploads.length > 0 ? uploadToVerdict.p95 < 10_000 : false,
  );
  check(
    'Screening: photos a minute the local models sustain (a burst, chat stopped)',
    `${perMinute} a minute (${size.burst} in ${Math.round(burstSeconds * 10) / 10} s)`,
    '—',
    null,
  );
  check(
    'Screening: chat delivery p99 beside screening ÷ chat alone, same run',
    `${ratio} (${Math.round(chatBeside.endToEndMs.p99)} vs ${Math.round(chatAlone.endToEndMs.p99)} ms; ${chatBeside.achievedRate} vs ${chatAlone.achievedRate} messages/s)`,
    '≤ 1.10',
    ratio <= 1.1,
  );
  check(
    'Screening: face match, a face photo’s analysis and its comparison with the template, p95',
    `p95 ${Math.round(samples.faceMatchMs.p95)} ms (median ${Math.round(samples.faceMatchMs.median)}); the comparison alone p95 ${Math.round(samples.compareUs.p95 * 10) / 10} µs`,
    '—',
    null,
  );
}
