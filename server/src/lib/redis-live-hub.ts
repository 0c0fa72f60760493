import type Redis from 'ioredis';
import type { LiveEvent, LiveHub, LiveListener } from './live-hub';

type Log = { warn(details: object, message: string): void };

/**
 * Live events across instances through Redis pub/sub (decision 0087). Each member has a channel; an instance
 * subscribes to it only while it holds one of that member's connections, so PUBLISH answers how many
 * instances hold one (0: the member is offline, push instead) and an instance that dies stops counting at once.
 * Events reach local listeners through Redis too, so every instance delivers them the same way, once.
 */
export function createRedisLiveHub(publisher: Redis, options: { prefix: string; log: Log }): LiveHub {
  const subscriber = publisher.duplicate();
  const listeners = new Map<string, Set<LiveListener>>();
  const memberChannel = (memberId: string) => `${options.prefix}live:m:${memberId}`;
  const allChannel = `${options.prefix}live:all`;
  const failed = (what: string) => (error: unknown) => options.log.warn({ err: error, what }, 'live fan-out failed');
  /** Per member held here: the SUBSCRIBE last sent for their channel, settled when Redis answered it. */
  const subscriptions = new Map<string, Promise<void>>();
  const subscribe = (memberIds: string[], what: string) => {
    const sent = subscriber.subscribe(...memberIds.map(memberChannel)).then(() => undefined);
    sent.catch(failed(what));
    for (const memberId of memberIds) subscriptions.set(memberId, sent);
  };

  subscriber.on('error', failed('subscriber'));
  subscriber.subscribe(allChannel).catch(failed('subscribe all'));
  // A subscription asked for while Redis was unreachable fails, and on reconnecting the client restores only
  // the ones that had succeeded: a socket opened in an outage would never hear anything. So every (re)connect
  // subscribes again to the channels of all sockets held here (subscribing twice changes nothing).
  // The reverse holds for an unsubscription that failed: the client restores it, and PUBLISH would go on counting
  // this instance for a member who left it (no push for them), so those are dropped again on reconnect.
  const unsubscribeFailed = new Set<string>();
  const unsubscribe = (memberId: string) =>
    subscriber.unsubscribe(memberChannel(memberId)).then(
      () => unsubscribeFailed.delete(memberId),
      (error: unknown) => {
        unsubscribeFailed.add(memberId);
        failed('unsubscribe')(error);
      },
    );
  subscriber.on('ready', () => {
    subscriber.subscribe(allChannel).catch(failed('resubscribe'));
    const held = [...listeners.keys()];
    for (let i = 0; i < held.length; i += 1000) subscribe(held.slice(i, i + 1000), 'resubscribe');
    for (const memberId of unsubscribeFailed) if (!listeners.has(memberId)) void unsubscribe(memberId);
  });
  subscriber.on('message', (channel: string, payload: string) => {
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch {
      return;
    }
    if (channel === allChannel) {
      for (const set of listeners.values()) for (const listener of set) listener(event, payload);
      return;
    }
    const memberId = channel.slice(memberChannel('').length);
    for (const listener of listeners.get(memberId) ?? []) listener(event, payload);
  });

  const publishCounted = (memberId: string, event: LiveEvent) =>
    publisher.publish(memberChannel(memberId), JSON.stringify(event));
  return {
    publish(memberId, event) {
      publishCounted(memberId, event).catch(failed(event.type));
    },
    publishCounted,
    publishToAll(event) {
      publisher.publish(allChannel, JSON.stringify(event)).catch(failed(event.type));
    },
    subscribe(memberId, listener) {
      let set = listeners.get(memberId);
      if (!set) {
        set = new Set();
        listeners.set(memberId, set);
        unsubscribeFailed.delete(memberId);
        subscribe([memberId], 'subscribe');
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(memberId) === set) {
          listeners.delete(memberId);
          subscriptions.delete(memberId);
          void unsubscribe(memberId);
        }
      };
    },
    whenSubscribed(memberId) {
      // While the subscriber reconnects, the channel may not be subscribed whatever its last answer said.
      if (['reconnecting', 'close', 'end'].includes(subscriber.status))
        return Promise.reject(new Error('live fan-out is reconnecting'));
      return subscriptions.get(memberId) ?? Promise.reject(new Error('not subscribed'));
    },
    localListeners: (memberId) => listeners.get(memberId)?.size ?? 0,
    close: async () => {
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
