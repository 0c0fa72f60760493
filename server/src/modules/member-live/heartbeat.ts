import type { WebSocket } from 'ws';

/** The turns of one interval: each socket is pinged on one of them. */
const TURNS = 25;

type Beating = { turn: number; alive: boolean };

/**
 * Pings every socket once per `intervalMs` and drops one that has not answered the ping before (decision 0117).
 * The sockets take turns: each is given one of TURNS turns when it joins, and a tick every intervalMs / TURNS
 * pings the sockets of its turn. Pinged all in one tick, an instance's thousands of sockets meant thousands of
 * writes in one go, and the apps' thousands of answers with them: chat sends queued behind them for seconds.
 */
export function startHeartbeat(intervalMs: number) {
  const sockets = new Map<WebSocket, Beating>();
  let nextTurn = 0;
  let tick = 0;
  const beatOneTurn = () => {
    const turn = tick++ % TURNS;
    for (const [ws, beating] of sockets) {
      if (beating.turn !== turn) continue;
      if (!beating.alive) {
        ws.terminate();
        continue;
      }
      beating.alive = false;
      ws.ping();
    }
  };
  const timer = setInterval(beatOneTurn, Math.max(1, Math.round(intervalMs / TURNS)));
  timer.unref();
  return {
    turns: TURNS,
    /** Runs the next turn now, as the timer would (the tests step through turns rather than wait for the clock). */
    beatOneTurn,
    /** Beats for `ws` until it closes. */
    add(ws: WebSocket) {
      const beating: Beating = { turn: nextTurn++ % TURNS, alive: true };
      sockets.set(ws, beating);
      ws.on('pong', () => {
        beating.alive = true;
      });
      ws.once('close', () => sockets.delete(ws));
    },
    stop: () => clearInterval(timer),
  };
}
