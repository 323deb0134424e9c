import { randomUUID } from 'node:crypto';

/** One tracked state as Phoenix Presence sends it: the client's fields and the ref this track got. */
export type PresenceMeta = Record<string, unknown> & { phx_ref: string };
/** Phoenix Presence's state and diff shape: presence key -> its metas. */
export type PresenceEntries = Record<string, { metas: PresenceMeta[] }>;
export interface PresenceDiff {
  joins: PresenceEntries;
  leaves: PresenceEntries;
}

/**
 * Per channel topic: how many presence keys it holds at most, the size of one tracked state, and how often one
 * subscriber may track (a flood of tracks would be a diff sent to every subscriber each time).
 */
export const PRESENCE_LIMITS = { keysPerTopic: 1000, metaBytes: 4096, tracksPerSecond: 10 };

export type TrackRefusal = 'too_large' | 'too_many_keys' | 'too_fast';

interface Tracked {
  key: string;
  meta: PresenceMeta;
}

const entries = (key: string, meta: PresenceMeta): PresenceEntries => ({ [key]: { metas: [meta] } });

/**
 * The presence of every topic: each subscriber (one channel of one socket) tracks at most one state under its
 * presence key; several subscribers may share a key (a user's tabs), each with its own meta.
 */
export function createPresenceRegistry(limits = PRESENCE_LIMITS) {
  /** topic -> subscriber -> what it tracks. Subscribers are the server's channel objects. */
  const topics = new Map<string, Map<object, Tracked>>();
  const recentTracks = new WeakMap<object, number[]>();

  function keysOf(topic: Map<object, Tracked>): Set<string> {
    return new Set([...topic.values()].map((tracked) => tracked.key));
  }

  return {
    /** Tracks (or replaces) a subscriber's state; the diff to send, or why it was refused. */
    track(
      topicName: string,
      subscriber: object,
      key: string,
      state: Record<string, unknown>,
      now = Date.now(),
    ): PresenceDiff | TrackRefusal {
      if (Buffer.byteLength(JSON.stringify(state)) > limits.metaBytes) return 'too_large';
      const recent = (recentTracks.get(subscriber) ?? []).filter((at) => now - at < 1000);
      if (recent.length >= limits.tracksPerSecond) return 'too_fast';
      const topic = topics.get(topicName) ?? new Map<object, Tracked>();
      const previous = topic.get(subscriber);
      if (!previous && !keysOf(topic).has(key) && keysOf(topic).size >= limits.keysPerTopic) {
        return 'too_many_keys';
      }
      recent.push(now);
      recentTracks.set(subscriber, recent);
      const meta: PresenceMeta = { ...state, phx_ref: randomUUID() };
      topic.set(subscriber, { key, meta });
      topics.set(topicName, topic);
      return { joins: entries(key, meta), leaves: previous ? entries(previous.key, previous.meta) : {} };
    },

    /** Drops a subscriber's state (untrack, leave, disconnect); the diff to send, or null if it tracked nothing. */
    untrack(topicName: string, subscriber: object): PresenceDiff | null {
      const topic = topics.get(topicName);
      const previous = topic?.get(subscriber);
      if (!topic || !previous) return null;
      topic.delete(subscriber);
      if (topic.size === 0) topics.delete(topicName);
      return { joins: {}, leaves: entries(previous.key, previous.meta) };
    },

    /** The full state of a topic, sent to a subscriber when it joins. */
    state(topicName: string): PresenceEntries {
      const state: PresenceEntries = {};
      for (const { key, meta } of topics.get(topicName)?.values() ?? []) {
        (state[key] ??= { metas: [] }).metas.push(meta);
      }
      return state;
    },
  };
}
