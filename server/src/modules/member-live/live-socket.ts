import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { liveClientFrameSchema, MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { loggedUrl } from '../../middleware/request-logger';
import { publishLive } from '../notifications/notifications.service';
import { findChatMatch } from '../member-chat/chat.service';
import { startHeartbeat } from './heartbeat';
import { clientAddressOf, createLiveCounters, createSocketCounts } from './live-limits';
import { listenFor, startSessionSweep, type Listening } from './live-listening';
import { sessionMayListen, takeTicketOwner, type LiveOwner } from './live.service';

export const LIVE_PATH = '/api/v1/app/live';
/** Frames are small JSON objects; anything larger is closed with 1009 by ws before it is read. */
const MAX_FRAME_BYTES = 4096;
/** More frames than this in one window closes the socket (1008): an app sends a typing frame now and then. */
const FRAMES_PER_WINDOW = 60;
const FRAME_WINDOW_MS = 10_000;

const errorFrame = (error: string) => JSON.stringify({ type: 'error', error });

function refuse(socket: Duplex, status: number, text: string) {
  const body = JSON.stringify({ error: text });
  const reason =
    { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 429: 'Too Many Requests', 503: 'Service Unavailable' }[
      status
    ] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

type Channel = {
  ctx: AppContext;
  wss: WebSocketServer;
  heartbeat: ReturnType<typeof startHeartbeat>;
  counts: ReturnType<typeof createSocketCounts>;
  counters: ReturnType<typeof createLiveCounters>;
  served: Map<WebSocket, LiveOwner>;
  addressOf: (req: IncomingMessage) => string;
};

/**
 * The live channel (decision 0086): a WebSocket opened with a single-use ticket, fed by the live hub (in
 * memory, or Redis across instances). Sockets close within a second when the hub carries the member's
 * session-ended event (logout, revocation, block, deletion, a change of sign-up step), and at the latest at the
 * next session sweep (decision 0121). Bad frames get an error frame, never a crash.
 */
export function attachLiveChannel(
  server: Server,
  ctx: AppContext,
  options: { pingIntervalMs?: number; sessionCheckMs?: number } = {},
) {
  const channel: Channel = {
    ctx,
    wss: new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES }),
    heartbeat: startHeartbeat(options.pingIntervalMs ?? 25_000),
    counts: createSocketCounts(),
    counters: createLiveCounters(ctx),
    served: new Map(),
    addressOf: clientAddressOf(server),
  };
  const sweep = startSessionSweep(ctx, channel.served, options.sessionCheckMs ?? 60_000);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An upgrade whose target does not parse (`GET http://[ ...`) would otherwise throw in this listener
    // and take the process down.
    const url = URL.parse(req.url ?? '/', 'http://live');
    if (!url) return refuse(socket, 400, 'Bad request');
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404, 'Not found');
    socket.on('error', () => socket.destroy());
    admit(channel, req, socket, head, url.searchParams.get('ticket') ?? '').catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'live upgrade failed');
      socket.destroy();
    });
  });

  return {
    sockets: () => channel.wss.clients.size,
    close() {
      sweep.stop();
      channel.heartbeat.stop();
      for (const ws of channel.wss.clients) ws.terminate();
      channel.wss.close();
    },
  };
}

/**
 * Tickets that are not ours are counted per address and not logged (a made-up ticket costs no log line, and no
 * database call when it cannot be one of ours); a real ticket of a session that ended is refused uncounted. The subscription starts before the session is checked, so an end of the session
 * committed before the check is seen by it, and one after is heard by the subscription, on whatever instance.
 */
async function admit(channel: Channel, req: IncomingMessage, socket: Duplex, head: Buffer, ticket: string) {
  const { ctx, counters } = channel;
  const address = channel.addressOf(req);
  if (await counters.refusedTooOften(address)) return refuse(socket, 429, TEXT.tooManyLiveRefusals);
  const owner = await takeTicketOwner(ctx, ticket);
  if (!owner) {
    counters.noteRefusal(address);
    return refuse(socket, 401, TEXT.ticketInvalid);
  }
  const place = channel.counts.reserve(owner);
  if (!place) return refuse(socket, 429, TEXT.tooManyLiveSockets);
  const listening = listenFor(ctx, owner);
  const giveUp = () => {
    listening.stop();
    place.release();
  };
  // However the upgrade ends (refused here, refused by ws, or a served socket closing), its place is given back.
  socket.once('close', giveUp);
  try {
    await ctx.live.whenSubscribed(owner.memberId);
  } catch {
    // Redis unreachable: the socket is served all the same, as an app reconnecting through an outage expects. Its
    // subscription is restored when Redis is back (the hub subscribes again to every held socket's channel), and the
    // session sweep closes it if its session ends meanwhile, an event Redis could not carry (decision 0121).
  }
  if (!(await sessionMayListen(ctx, owner)) || listening.ended) {
    giveUp();
    return refuse(socket, 401, TEXT.ticketInvalid);
  }
  if (socket.destroyed) return giveUp();
  ctx.logger.info({ url: loggedUrl(req.url ?? '') }, 'live upgrade');
  channel.wss.handleUpgrade(req, socket, head, (ws) => {
    channel.heartbeat.add(ws);
    serveSocket(channel, ws, owner, listening);
    ws.on('close', giveUp);
  });
}

function serveSocket(channel: Channel, ws: WebSocket, owner: LiveOwner, listening: Listening) {
  const { ctx, served } = channel;
  served.set(ws, owner);
  ws.on('close', () => served.delete(ws));
  listening.start(
    (frame) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(frame);
    },
    () => ws.close(4001, 'Session ended'),
  );
  let windowStart = Date.now();
  let frames = 0;
  ws.on('message', (data: RawData, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart > FRAME_WINDOW_MS) [windowStart, frames] = [now, 0];
    if (++frames > FRAMES_PER_WINDOW) return ws.close(1008, 'Too many frames');
    handleFrame(channel, ws, owner.memberId, isBinary ? undefined : data.toString()).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'live frame failed');
      if (ws.readyState === WebSocket.OPEN) ws.send(errorFrame('Something went wrong'));
    });
  });
  ws.on('error', () => ws.terminate());
}

async function handleFrame(channel: Channel, ws: WebSocket, memberId: string, text: string | undefined) {
  let json: unknown;
  try {
    json = text === undefined ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (json === undefined) return ws.send(errorFrame('Frames must be JSON text'));
  const frame = liveClientFrameSchema.safeParse(json);
  if (!frame.success) return ws.send(errorFrame('Unknown frame: send { type: "ping" } or { type: "typing", matchId }'));
  if (frame.data.type === 'ping') return ws.send(JSON.stringify({ type: 'pong' }));
  // Past the limit a typing frame is dropped before any query: the partner already sees "typing" (decision 0121).
  if (!(await channel.counters.typingAllowed(memberId, frame.data.matchId))) return;
  const match = await findChatMatch(channel.ctx.db, memberId, frame.data.matchId);
  if (!match) return ws.send(errorFrame(TEXT.matchNotFound));
  publishLive(channel.ctx, match.otherId, { type: 'typing', matchId: match.id });
}
