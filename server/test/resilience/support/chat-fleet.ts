import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { WebSocket } from 'ws';
import { CLIENT_APP_VERSION } from '@blynd/shared';
import { MEMBER_SESSION_IDLE_DAYS, signMemberAccessToken } from '../../../src/modules/member-auth/member-tokens';

const APP = '/api/v1/app';

/** A signed-in member of a chatting pair: `partner` is the other member's index in the fleet. */
export type FleetMember = {
  index: number;
  id: string;
  matchId: string;
  partner: number;
  headers: Record<string, string>;
};

/**
 * Members who chat, made directly in the database (sign-up and matching are tested elsewhere and would take
 * minutes for hundreds): finished sign-ups, a session each with an access token signed by the server's own
 * function, and a match per pair (members 0–1, 2–3, …). `tag` keeps phones and emails apart between runs.
 */
export async function createChatFleet(
  dbUrl: string,
  count: number,
  jwtSecret: string,
  tag = randomBytes(3).toString('hex'),
): Promise<FleetMember[]> {
  if (count % 2) throw new Error('a fleet chats in pairs: give an even count');
  const client = new Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const phoneBase = parseInt(tag.slice(0, 5), 16) % 90_000;
    const { rows: members } = await client.query<{ id: string; i: number }>(
      `insert into members (first_name, last_name, email, phone, dob, gender, state, region, bio, completed_signup, interested_in)
       select 'Chat' || i, 'Fleet', 'chat.fleet.' || $1 || '.' || i || '@example.com', '2348' || lpad(($2::int * 10000 + i)::text, 9, '0'),
         date '1995-01-01', case when i % 2 = 0 then 'female' else 'male' end, 'Lagos', '', 'Chat fleet', true, '["male","female"]'::jsonb
       from generate_series(0, $3::int - 1) i returning id, (regexp_replace(first_name, '\\D', '', 'g'))::int as i`,
      [tag, phoneBase, count],
    );
    members.sort((a, b) => a.i - b.i);
    const ids = members.map((m) => m.id);
    await client.query(
      `insert into signup_authentications (member_id, phone, auth_step) select m.id, m.phone, 11 from members m where m.id = any($1::uuid[])`,
      [ids],
    );
    const { rows: sessions } = await client.query<{ id: string; member_id: string }>(
      `insert into member_sessions (member_id, refresh_token_hash, device_id, platform, expires_at)
       select m, encode(sha256(convert_to(gen_random_uuid()::text || m::text, 'utf8')), 'hex'), 'fleet-device', 'android', now() + interval '${MEMBER_SESSION_IDLE_DAYS} days'
       from unnest($1::uuid[]) m returning id, member_id`,
      [ids],
    );
    const sessionOf = new Map(sessions.map((s) => [s.member_id, s.id]));
    const pairs = [];
    for (let i = 0; i < count; i += 2) pairs.push([ids[i]!, ids[i + 1]!].sort());
    const { rows: matches } = await client.query<{ id: string; member_low_id: string; member_high_id: string }>(
      `insert into member_matches (member_low_id, member_high_id) select * from unnest($1::uuid[], $2::uuid[]) returning id, member_low_id, member_high_id`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
    );
    const matchOf = new Map<string, string>();
    for (const m of matches) {
      matchOf.set(m.member_low_id, m.id);
      matchOf.set(m.member_high_id, m.id);
    }
    return ids.map((id, index) => ({
      index,
      id,
      matchId: matchOf.get(id)!,
      partner: index ^ 1,
      headers: {
        authorization: `Bearer ${signMemberAccessToken(id, sessionOf.get(id)!, jwtSecret)}`,
        'app-version': CLIENT_APP_VERSION,
        'content-type': 'application/json',
        // An address per member, so no per-IP limit sees the fleet as one client.
        'x-forwarded-for': `10.${200 + ((index >> 16) & 31)}.${(index >> 8) & 255}.${index & 255}`,
      },
    }));
  } finally {
    await client.end();
  }
}

export type SendAnswer = { status: number; seq?: number; id?: string; error?: string; ms: number };

/** POST a message; network failures answer status 0. */
export async function postMessage(
  base: string,
  member: FleetMember,
  text: string,
  clientMessageId: string = randomUUID(),
  timeoutMs = 10_000,
): Promise<SendAnswer> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${APP}/matches/${member.matchId}/messages`, {
      method: 'POST',
      headers: member.headers,
      body: JSON.stringify({ clientMessageId, text }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => ({}))) as { message?: { seq: number; _id: string }; error?: string };
    return {
      status: res.status,
      seq: body.message?.seq,
      id: body.message?._id,
      error: body.error,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, error: (error as Error).message, ms: performance.now() - started };
  }
}

type Item = { _id: string; seq: number };

/** Every message of the match after `after`, oldest first, page by page (the app's catch-up). */
export async function messagesAfter(base: string, member: FleetMember, after: number): Promise<Item[]> {
  const items: Item[] = [];
  let cursor = after;
  for (;;) {
    const res = await fetch(`${base}${APP}/matches/${member.matchId}/messages?after=${cursor}&limit=100`, {
      headers: member.headers,
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status !== 200) throw new Error(`history: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { items: Item[]; nextCursor: string | null };
    items.push(...page.items);
    if (!page.nextCursor) return items;
    cursor = Number(page.nextCursor);
  }
}

/**
 * A member's app as far as chat goes: one live socket on one of `bases`, every message of its match known by
 * seq. On a close it reconnects (to the next base when the current one is gone) and resyncs with `after=` the
 * highest seq it holds with none missing below; a live frame that skips a seq resyncs the same way. Counts
 * what the checks need: messages held, frames that repeated a seq already held on the same socket, resyncs.
 */
export class FleetClient {
  ws: WebSocket | undefined;
  /** seq → message id, from live frames, resyncs and the member's own POST answers. */
  readonly held = new Map<number, string>();
  /** When each seq first arrived live (performance.now()), for latency. */
  readonly arrivedAt = new Map<number, number>();
  liveFrames = 0;
  repeatedOnOneSocket = 0;
  outOfOrder = 0;
  resyncs = 0;
  reconnects = 0;
  baseIndex: number;
  private closing = false;
  private resyncing: Promise<void> | undefined;
  private onFrame: ((seq: number, at: number) => void) | undefined;

  constructor(
    readonly member: FleetMember,
    readonly bases: string[],
    baseIndex = 0,
    onFrame?: (seq: number, at: number) => void,
  ) {
    this.baseIndex = baseIndex;
    this.onFrame = onFrame;
  }

  get base() {
    return this.bases[this.baseIndex % this.bases.length]!;
  }

  /** The highest seq held with every seq below it held too. */
  contiguous(): number {
    let seq = 0;
    while (this.held.has(seq + 1)) seq += 1;
    return seq;
  }

  async connect(): Promise<void> {
    const ticket = await fetch(`${this.base}${APP}/live/ticket`, {
      method: 'POST',
      headers: this.member.headers,
      signal: AbortSignal.timeout(10_000),
    });
    if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status}`);
    const { ticket: value } = (await ticket.json()) as { ticket: string };
    // `match` is ignored by the server; the bench's bare relay reads it (it knows no matches).
    const ws = new WebSocket(
      `${this.base.replace('http', 'ws')}${APP}/live?ticket=${value}&match=${this.member.matchId}`,
    );
    const seenHere = new Set<number>();
    let lastLive = 0;
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type: string; matchId?: string; message?: Item };
      if (frame.type !== 'message' || frame.matchId !== this.member.matchId || !frame.message) return;
      const { seq, _id } = frame.message;
      const at = performance.now();
      this.liveFrames += 1;
      if (seenHere.has(seq)) this.repeatedOnOneSocket += 1;
      seenHere.add(seq);
      if (seq < lastLive) this.outOfOrder += 1;
      lastLive = Math.max(lastLive, seq);
      if (!this.arrivedAt.has(seq)) this.arrivedAt.set(seq, at);
      this.onFrame?.(seq, at);
      this.hold(seq, _id);
      if (seq > this.contiguous() + 1) void this.resync().catch(() => undefined);
    });
    ws.on('close', () => {
      if (this.ws === ws && !this.closing) void this.recover().catch(() => undefined);
    });
    ws.on('error', () => undefined);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
    });
    this.ws = ws;
  }

  hold(seq: number, id: string) {
    const known = this.held.get(seq);
    if (known && known !== id)
      throw new Error(`seq ${seq} of match ${this.member.matchId} is two messages: ${known} and ${id}`);
    this.held.set(seq, id);
  }

  /** The app's catch-up: `after=` the last seq held with nothing missing below it. */
  resync(): Promise<void> {
    this.resyncing ??= (async () => {
      try {
        this.resyncs += 1;
        for (const item of await messagesAfter(this.base, this.member, this.contiguous()))
          this.hold(item.seq, item._id);
      } finally {
        this.resyncing = undefined;
      }
    })();
    return this.resyncing;
  }

  /** Reconnects (next base on failure, bounded) and resyncs; a failed attempt waits a little and tries again. */
  async recover(deadlineMs = 30_000): Promise<void> {
    const until = Date.now() + deadlineMs;
    while (!this.closing && Date.now() < until) {
      try {
        await this.connect();
        this.reconnects += 1;
        await this.resync();
        return;
      } catch {
        this.baseIndex += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  close() {
    this.closing = true;
    this.ws?.terminate();
  }
}
