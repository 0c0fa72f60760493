import type { LiveClientFrame, LiveFrame } from '@blynd/shared';
import { loadAnswerSchemas, type AnswerSchemas } from '../../api/answer';

export type LiveOptions = {
  /** POST /live/ticket: a single-use ticket (the access token never travels in a URL). */
  getTicket(): Promise<string>;
  /** The ws(s):// URL for a ticket. */
  urlFor(ticket: string): string;
  onFrame(frame: LiveFrame): void;
  /** Every (re)connect: the caller resyncs, since frames sent while the socket was down are gone. */
  onOpen(): void;
  onStatus?(status: LiveStatus): void;
  /** A ticket that cannot be had (401, or the live route not merged yet): stop instead of retrying forever. */
  isFatal?(error: unknown): boolean;
  createSocket?(url: string): WebSocket;
  delays?: number[];
};
export type LiveStatus = 'connecting' | 'open' | 'closed' | 'unavailable';

const DEFAULT_DELAYS = [500, 1_000, 2_000, 5_000, 10_000, 20_000];

/** Loaded with the first ticket, not with the member-app chunk (api/answer-schemas.ts says why). */
const loadFrameSchema = () => loadAnswerSchemas().then((schemas) => schemas.liveFrameSchema);
type FrameSchema = AnswerSchemas['liveFrameSchema'];

/** The live channel: reconnects with back-off, and at once when the network returns or the tab shows again. */
export function createLiveConnection(options: LiveOptions) {
  const delays = options.delays ?? DEFAULT_DELAYS;
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let socket: WebSocket | null = null;
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let connecting = false;
  let frameSchema: FrameSchema | undefined;

  const status = (value: LiveStatus) => options.onStatus?.(value);

  async function connect() {
    if (stopped || connecting || (socket && socket.readyState <= 1)) return;
    connecting = true;
    clearTimeout(timer);
    status('connecting');
    let ticket: string;
    try {
      [ticket, frameSchema] = await Promise.all([options.getTicket(), frameSchema ?? loadFrameSchema()]);
    } catch (error) {
      connecting = false;
      if (options.isFatal?.(error)) {
        status('unavailable');
        return;
      }
      return scheduleReconnect();
    }
    connecting = false;
    if (stopped) return;
    const opened = createSocket(options.urlFor(ticket));
    socket = opened;
    opened.onopen = () => {
      attempts = 0;
      status('open');
      options.onOpen();
    };
    const schema = frameSchema!;
    opened.onmessage = (event) => {
      try {
        // A frame that is not JSON, or not one of the shared schema's (shared/src/schemas/live-frame.ts), is not ours to act on.
        const frame = schema.safeParse(JSON.parse(String(event.data)));
        if (frame.success) options.onFrame(frame.data);
      } catch {
        // Nor is one whose handling failed: the next resync brings the state back.
      }
    };
    opened.onclose = () => {
      if (socket === opened) socket = null;
      status('closed');
      scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (stopped) return;
    const delay = delays[Math.min(attempts, delays.length - 1)]!;
    attempts += 1;
    timer = setTimeout(() => void connect(), delay);
  }

  return {
    start: () => void connect(),
    /** The network came back or the tab became visible: reconnect now rather than after the back-off. */
    nudge() {
      if (stopped || (socket && socket.readyState <= 1)) return;
      attempts = 0;
      void connect();
    },
    send(frame: LiveClientFrame) {
      if (socket?.readyState === 1) socket.send(JSON.stringify(frame));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
export type LiveConnection = ReturnType<typeof createLiveConnection>;
