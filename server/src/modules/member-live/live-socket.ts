import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { liveClientFrameSchema, MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { LiveEvent } from '../../lib/live-hub';
import { loggedUrl } from '../../middleware/request-logger';
import { publishLive } from '../notifications/notifications.service';
import { findChatMatch } from '../member-chat/chat.service';
import { startHeartbeat } from './heartbeat';
import { redeemTicket } from './live.service';
import { SESSION_ENDED } from '../notifications/notifications.service';

export const LIVE_PATH = '/api/v1/app/live';
/** Frames are small JSON objects; anything larger is closed with 1009 by ws before it is read. */
const MAX_FRAME_BYTES = 4096;
/** More frames than this in one window closes the socket (1008): an app sends a typing frame now and then. */
const FRAMES_PER_WINDOW = 60;
const FRAME_WINDOW_MS = 10_000;

const errorFrame = (error: string) => JSON.stringify({ type: 'error', error });

function refuse(socket: Duplex, status: number, text: string) {
  const body = JSON.stringify({ error: text });
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The live channel (decision 0086): a WebSocket opened with a single-use ticket, fed by the live hub (in
 * memory, or Redis across instances). Sockets close within a second when the hub carries the member's
 * session-ended event (logout, revocation, block, deletion). Bad frames get an error frame, never a crash.
 */
export function attachLiveChannel(server: Server, ctx: AppContext, options: { pingIntervalMs?: number } = {}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const heartbeat = startHeartbeat(options.pingIntervalMs ?? 25_000);

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // An upgrade whose target does not parse (`GET http://[ ...`) would otherwise throw in this listener
    // and take the process down.
    const url = URL.parse(req.url ?? '/', 'http://live');
    if (!url) return refuse(socket, 400, 'Bad request');
    if (url.pathname !== LIVE_PATH) return refuse(socket, 404, 'Not found');
    socket.on('error', () => socket.destroy());
    const ticket = url.searchParams.get('ticket') ?? '';
    redeemTicket(ctx, ticket).then(
      (owner) => {
        ctx.logger.info({ url: loggedUrl(req.url ?? ''), accepted: Boolean(owner) }, 'live upgrade');
        if (!owner) return refuse(socket, 401, TEXT.ticketInvalid);
        wss.handleUpgrade(req, socket, head, (ws) => {
          heartbeat.add(ws);
          serveSocket(ctx, ws, owner);
        });
      },
      (error: unknown) => {
        ctx.logger.warn({ err: error }, 'live upgrade failed');
        socket.destroy();
      },
    );
  });

  return {
    sockets: () => wss.clients.size,
    close() {
      heartbeat.stop();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

function serveSocket(ctx: AppContext, ws: WebSocket, owner: { memberId: string; sessionId: string }) {
  const unsubscribe = ctx.live.subscribe(owner.memberId, (event: LiveEvent, frame: string) => {
    if (event.type === SESSION_ENDED) {
      if (!event.sessionId || event.sessionId === owner.sessionId) ws.close(4001, 'Session ended');
      return;
    }
    if (ws.readyState === WebSocket.OPEN) ws.send(frame);
  });
  let windowStart = Date.now();
  let frames = 0;
  ws.on('message', (data: RawData, isBinary: boolean) => {
    const now = Date.now();
    if (now - windowStart > FRAME_WINDOW_MS) [windowStart, frames] = [now, 0];
    if (++frames > FRAMES_PER_WINDOW) return ws.close(1008, 'Too many frames');
    handleFrame(ctx, ws, owner.memberId, isBinary ? undefined : data.toString()).catch((error: unknown) => {
      ctx.logger.warn({ err: error }, 'live frame failed');
      if (ws.readyState === WebSocket.OPEN) ws.send(errorFrame('Something went wrong'));
    });
  });
  ws.on('error', () => ws.terminate());
  ws.on('close', unsubscribe);
}

async function handleFrame(ctx: AppContext, ws: WebSocket, memberId: string, text: string | undefined) {
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
  const match = await findChatMatch(ctx.db, memberId, frame.data.matchId);
  if (!match) return ws.send(errorFrame(TEXT.matchNotFound));
  publishLive(ctx, match.otherId, { type: 'typing', matchId: match.id });
}
