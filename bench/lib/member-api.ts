import type { LeanAnswer } from './lean-http';
import type { MemberSessions } from './member-sessions';
import type { MemberSubjects } from './member-subjects';
import { summarize, type Summary } from './stats';
import { runTimedRequests, type TimedRequest } from './timed-calls';

const APP = '/api/v1/app';
/** Untimed calls first (JIT, pool, caches warm), each with its own subject like the timed ones. */
export const MEMBER_WARMUP = 10;

export type Figure = Summary & { note?: string };

type Call = { path: string; init?: RequestInit; memberId: string };

/**
 * Times one call per subject, sequentially, the first `warmup` untimed. A non-2xx answer aborts the figure
 * (a wrong answer is not a latency). `check` sees each parsed body and may count things for the notes.
 * The calls go out from a worker thread of their own (timed-calls.ts), so no pause of this process is in a figure;
 * a form (the photo upload) goes through fetch here.
 */
async function timeCalls<T>(
  base: string,
  sessions: MemberSessions,
  subjects: T[],
  warmup: number,
  call: (subject: T) => Call,
  check?: (body: unknown, subject: T) => void,
): Promise<Summary> {
  const calls = subjects.map((subject) => {
    const { path, init, memberId } = call(subject);
    const headers = { ...sessions.headers(memberId), ...(init?.headers as Record<string, string> | undefined) };
    return { path, init, headers };
  });
  const answers = calls.some(({ init }) => init?.body instanceof FormData)
    ? await sequentially(
        calls.map(
          ({ path, init, headers }) =>
            () =>
              formCall(base + APP + path, init!, headers),
        ),
      )
    : (await runTimedRequests(calls.map(({ path, init, headers }) => leanCall(base + APP + path, init, headers)))).map(
        answerOf,
      );
  const samples: number[] = [];
  answers.forEach(({ ok, status, body, ms }, i) => {
    if (!ok) throw new Error(`HTTP ${status} from ${calls[i]!.path}: ${JSON.stringify(body).slice(0, 300)}`);
    check?.(body, subjects[i]!);
    if (i >= warmup) samples.push(ms);
  });
  return summarize(samples);
}

type Timed = { ok: boolean; status: number; body: unknown; ms: number };

async function sequentially(calls: (() => Promise<Timed>)[]): Promise<Timed[]> {
  const answers: Timed[] = [];
  for (const one of calls) answers.push(await one());
  return answers;
}

/** A form (the photo upload), through fetch, timed from the request to its last byte. */
async function formCall(url: string, init: RequestInit, headers: Record<string, string>): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { ...init, headers });
  const body: unknown = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.arrayBuffer();
  return { ok: res.ok, status: res.status, body, ms: performance.now() - started };
}

function leanCall(url: string, init: RequestInit | undefined, headers: Record<string, string>): TimedRequest {
  if (init?.body !== undefined && typeof init.body !== 'string') throw new Error('a lean call sends text or nothing');
  return { url, method: init?.method ?? 'GET', headers, body: init?.body };
}

/** A lean answer, timed from the request to its last byte (lean-http.ts): a JSON answer parsed, any other its bytes. */
function answerOf(answer: LeanAnswer): Timed {
  if (answer.status === 0) throw new Error(answer.error);
  const body: unknown = answer.contentType.includes('json') ? JSON.parse(answer.body) : answer.bytes;
  return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, body, ms: answer.ms };
}

type Page = { items?: unknown[]; nextCursor?: string | null; count?: number; premiumRequired?: boolean };

/** First pages, then the next page of every viewer whose first page said there is one. */
async function pages(base: string, sessions: MemberSessions, path: string, viewers: string[], warmup: number) {
  const cursors: { memberId: string; cursor: string }[] = [];
  let items = 0;
  const first = await timeCalls(
    base,
    sessions,
    viewers,
    warmup,
    (memberId) => ({ path, memberId }),
    (body, memberId) => {
      const page = body as Page;
      items += page.items?.length ?? 0;
      if (page.nextCursor) cursors.push({ memberId, cursor: page.nextCursor });
    },
  );
  const next =
    cursors.length > warmup + 5
      ? await timeCalls(base, sessions, cursors, warmup, ({ memberId, cursor }) => ({
          path: `${path}?cursor=${encodeURIComponent(cursor)}`,
          memberId,
        }))
      : undefined;
  return {
    first,
    next,
    itemsPerFirstPage: Math.round((items / viewers.length) * 10) / 10,
    viewersWithNextPage: cursors.length,
  };
}

export type MemberFigures = Awaited<ReturnType<typeof measureMemberApi>>;

/** One figure; a failure (a route answering 404 before it exists, a 500) is recorded, and the other figures still run. */
async function attempt<T>(run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export const failed = (figure: unknown): figure is { error: string } =>
  typeof figure === 'object' && figure !== null && 'error' in figure;

export async function measureMemberApi(
  base: string,
  sessions: MemberSessions,
  subjects: MemberSubjects,
  uploadJpeg: Buffer,
  uploadRuns: number,
) {
  const w = MEMBER_WARMUP;
  const counter = () => {
    let n = 0;
    return {
      add: (yes: boolean) => void (yes && n++),
      get value() {
        return n;
      },
    };
  };
  // GET /me first: proves the bench's sessions and tokens are accepted, and has no target of its own.
  const me = await attempt(() =>
    timeCalls(base, sessions, subjects.discover, w, (memberId) => ({ path: '/me', memberId })),
  );
  // The first call of the day builds each viewer's ranked snapshot (decision 0091): timed on its own, then the
  // pages are read again from the snapshot, then the picks.
  const snapshotBuild = await attempt(() =>
    timeCalls(base, sessions, subjects.discover, w, (memberId) => ({ path: '/discover', memberId })),
  );
  const discover = await attempt(() => pages(base, sessions, '/discover', subjects.discover, w));
  const picks = await attempt(() =>
    timeCalls(base, sessions, subjects.discover, w, (memberId) => ({ path: '/discover/picks', memberId })),
  );
  // How many the filters leave (dealbreakers both ways, decision 0162): one count over the discover index.
  const count = await attempt(() =>
    timeCalls(base, sessions, subjects.discover, w, (memberId) => ({ path: '/discover/count', memberId })),
  );

  const freshMatched = counter();
  const freshLikes = await attempt(async () => ({
    ...(await timeCalls(
      base,
      sessions,
      subjects.freshLikes,
      w,
      (p) => ({ path: `/likes/${p.targetId}`, init: { method: 'POST' }, memberId: p.memberId }),
      (body) => freshMatched.add((body as { matched?: boolean }).matched === true),
    )),
    matched: freshMatched.value,
  }));
  const backMatched = counter();
  const likeBacks = await attempt(async () => ({
    ...(await timeCalls(
      base,
      sessions,
      subjects.likeBacks,
      w,
      (p) => ({ path: `/likes/${p.targetId}`, init: { method: 'POST' }, memberId: p.memberId }),
      (body) => backMatched.add((body as { matched?: boolean }).matched === true),
    )),
    matched: backMatched.value,
    calls: subjects.likeBacks.length,
  }));

  const receivedPremium = await attempt(() => pages(base, sessions, '/likes/received', subjects.receivedPremium, w));
  const premiumRequired = counter();
  const receivedFree = await attempt(async () => ({
    ...(await timeCalls(
      base,
      sessions,
      subjects.receivedFree,
      w,
      (memberId) => ({ path: '/likes/received', memberId }),
      (body) => premiumRequired.add((body as Page).premiumRequired === true),
    )),
    premiumRequired: premiumRequired.value,
    calls: subjects.receivedFree.length,
  }));
  const popularLikes: number[] = [];
  const receivedFreePopular = await attempt(async () => ({
    ...(await timeCalls(
      base,
      sessions,
      subjects.receivedFreePopular,
      w,
      (memberId) => ({ path: '/likes/received', memberId }),
      (body) => void popularLikes.push((body as Page).count ?? 0),
    )),
    medianCount: popularLikes.sort((x, y) => x - y)[Math.floor(popularLikes.length / 2)] ?? 0,
  }));
  const matches = await attempt(() => pages(base, sessions, '/matches', subjects.matches, w));

  let photoBytes = 0;
  const photos = await attempt(async () => ({
    ...(await timeCalls(
      base,
      sessions,
      subjects.photos,
      w,
      (p) => ({ path: `/photos/${p.photoId}`, memberId: p.memberId }),
      (body) => void (photoBytes += (body as Buffer).byteLength),
    )),
    averageBytes: Math.round(photoBytes / Math.max(1, subjects.photos.length)),
    own: subjects.photos.filter((p) => p.own).length,
    calls: subjects.photos.length,
  }));

  const jpeg = new Uint8Array(uploadJpeg);
  const upload = await attempt(async () => ({
    ...(await timeCalls(base, sessions, subjects.uploads.slice(0, uploadRuns + 2), 2, (memberId) => {
      const form = new FormData();
      form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'camera.jpg');
      return { path: '/me/photos', init: { method: 'POST', body: form }, memberId };
    })),
    jpegBytes: uploadJpeg.length,
  }));

  return {
    me,
    snapshotBuild,
    discover,
    picks,
    count,
    freshLikes,
    likeBacks,
    receivedPremium,
    receivedFree,
    receivedFreePopular,
    matches,
    photos,
    upload,
  };
}

/**
 * 200 pairs like each other at the same instant (all 400 calls in flight together); afterwards the database
 * must hold exactly one match per pair. `countMatches` reads the database directly, not through the API.
 * A call answered 503 (the server waited longer than its pool's connection timeout) is retried after its
 * Retry-After, as the app does; those answers are counted, since they say the burst outran the pool. A
 * retry may rightly answer 409 "already matched": the pair's match exists (the other side's like made it,
 * or the first try committed before its answer failed).
 */
export async function measureMutualLikeRace(
  base: string,
  sessions: MemberSessions,
  pairs: { a: string; b: string }[],
  countMatches: (pairs: { a: string; b: string }[]) => Promise<{ matches: number; pairsWithOne: number }>,
) {
  const like = async (memberId: string, targetId: string) => {
    const res = await fetch(`${base}${APP}/likes/${targetId}`, { method: 'POST', headers: sessions.headers(memberId) });
    const body = (await res.json()) as { matched?: boolean };
    return {
      memberId,
      targetId,
      ok: res.ok,
      status: res.status,
      matched: body.matched === true,
      retryAfter: Number(res.headers.get('retry-after') ?? 1),
    };
  };
  const started = performance.now();
  let answers = await Promise.all(pairs.flatMap(({ a, b }) => [like(a, b), like(b, a)]));
  const seconds = (performance.now() - started) / 1000;
  const firstTry = {
    unavailable: answers.filter((r) => r.status === 503).length,
    otherFailures: answers.filter((r) => !r.ok && r.status !== 503).length,
  };
  let retried = 0;
  const retriedKeys = new Set<string>();
  for (let round = 0; round < 3 && answers.some((r) => r.status === 503); round++) {
    const again = answers.filter((r) => r.status === 503);
    retried += again.length;
    again.forEach((r) => retriedKeys.add(`${r.memberId}>${r.targetId}`));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(5, Math.max(...again.map((r) => r.retryAfter))) * 1000),
    );
    const redone = await Promise.all(again.map((r) => like(r.memberId, r.targetId)));
    answers = [...answers.filter((r) => r.status !== 503), ...redone];
  }
  const histogram = (list: { status: number }[]) =>
    list.reduce<Record<string, number>>((h, r) => ({ ...h, [r.status]: (h[r.status] ?? 0) + 1 }), {});
  const failed = answers.filter((r) => !r.ok && !(r.status === 409 && retriedKeys.has(`${r.memberId}>${r.targetId}`)));
  const counted = await countMatches(pairs);
  return {
    pairs: pairs.length,
    calls: pairs.length * 2,
    firstTry,
    retried,
    failed: failed.length,
    firstFailure: failed[0]?.status,
    finalStatuses: histogram(answers),
    answeredMatched: answers.filter((r) => r.matched).length,
    matchesInDatabase: counted.matches,
    pairsWithExactlyOneMatch: counted.pairsWithOne,
    seconds: Math.round(seconds * 100) / 100,
  };
}
