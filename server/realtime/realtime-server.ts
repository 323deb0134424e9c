import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TokenSigner } from '../auth/access-token.ts';
import type { ApiKeyRole } from '../gateway/api-key.ts';
import type { Logger } from '../process/logger.ts';
import type { RowChange } from './change-stream.ts';
import { changeMatches, parseFilter, type ChangeSubscription, type ParsedFilter } from './change-filter.ts';
import { Hono } from 'hono';
import {
  createCodec,
  decodeBinaryBroadcast,
  type PhoenixMessage,
  type UserBroadcast,
} from './phoenix-codec.ts';
import { createPresenceRegistry, type PresenceDiff } from './presence.ts';
import { createReadableColumns } from './readable-columns.ts';
import { canViewerSee, type Viewer } from './row-visibility.ts';
import { FULL_ACCESS, topicAccess, type TopicAccess } from './broadcast.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** realtime-js beats every 25 s; a socket silent for two beats and more is gone. */
const IDLE_TIMEOUT_MS = 60_000;
/** Supabase Realtime's default `max_channels_per_client`: one socket cannot multiply the RLS checks at will. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/**
 * Per client address (an IPv6 address as its /64): enough for a household's or a class's tabs, far from the
 * thousands of channels that multiplied the row checks for the probe.
 */
export const REALTIME_ADDRESS_LIMITS = { socketsPerAddress: 32, channelsPerAddress: 320 };
/** The Broadcast REST endpoint: the largest body (as a socket's largest frame) and messages per batch. */
const REST_BROADCAST_MAX_BYTES = 1024 * 1024;
const REST_BROADCAST_MAX_MESSAGES = 100;

/**
 * Who a row check is for: the role and the claims, without the token's own times (a refreshed token of one
 * session sees what the old one saw). Subscribers with one key share one check per change.
 */
export function viewerKey(viewer: Viewer): string {
  const { exp: _exp, iat: _iat, nbf: _nbf, jti: _jti, ...claims } = viewer.claims;
  const sorted = Object.keys(claims)
    .sort()
    .map((name) => [name, claims[name]]);
  return `${viewer.role}:${JSON.stringify(sorted)}`;
}

interface Binding {
  id: number;
  subscription: ChangeSubscription;
  filter: ParsedFilter | null;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  viewer: Viewer;
  bindings: Binding[];
  /** Changes go out one at a time per channel, in commit order, though each waits on its own RLS check. */
  queue: Promise<void>;
  /** A private channel: joined and written to as RLS on realtime.messages allows (see broadcast.ts). */
  private: boolean;
  access: TopicAccess;
  broadcast: { self: boolean; ack: boolean };
  /** Presence: whether this subscriber gets the state and diffs, and the key its own state is tracked under. */
  presence: { enabled: boolean; key: string };
}

interface Connection {
  socket: WebSocket;
  /** The client address the per-address limits count under. */
  address: string;
  send(message: PhoenixMessage): void;
  /** A user's broadcast in this socket's protocol version (a binary frame under 2.0.0). */
  sendBroadcast(topic: string, broadcast: UserBroadcast): void;
  channels: Map<string, Channel>;
  apiKeyRole: ApiKeyRole;
}

/**
 * `/realtime/v1/websocket`: the Phoenix channel protocol as realtime-js speaks it, delivering Postgres Changes
 * (inserts, updates, deletes, with filters) only to subscribers whose RLS lets them read the row.
 */
export function createRealtimeServer(deps: {
  /**
   * The pool row-visibility checks run on: a pool of realtime's own, so a flood of channels and changes waits
   * for its own connections instead of taking the ones sign-ins and uploads need.
   */
  db: pg.Pool;
  signer: TokenSigner;
  checkApiKey: (req: IncomingMessage, url: URL) => Promise<ApiKeyRole | null>;
  log: Logger;
  /** The per-address key of a connecting client (client-address.ts). */
  addressOf: (req: IncomingMessage) => string;
  /** Per client address: sockets open and channels joined over all of them. */
  limits?: { socketsPerAddress: number; channelsPerAddress: number };
}) {
  const limits = deps.limits ?? REALTIME_ADDRESS_LIMITS;
  const socketsOf = new Map<string, number>();
  const channelsOf = new Map<string, number>();
  const count = (map: Map<string, number>, key: string, delta: number) => {
    const value = (map.get(key) ?? 0) + delta;
    if (value > 0) map.set(key, value);
    else map.delete(key);
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const visibleChange = createReadableColumns(deps.db);
  const connections = new Set<Connection>();
  const presence = createPresenceRegistry();
  let nextBindingId = 1;
  /** Presence state is per topic and kind: a private and a public channel of one name are apart. */
  const presenceTopic = (channel: Channel) => `${channel.private ? 'private' : 'public'}:${channel.topic}`;

  async function viewerFor(token: unknown, apiKeyRole: ApiKeyRole): Promise<Viewer> {
    if (typeof token !== 'string' || token === '') return { role: apiKeyRole, claims: { role: apiKeyRole } };
    const keyRole = await deps.signer.verifyApiKey(token);
    if (keyRole) return { role: keyRole, claims: { role: keyRole } };
    const claims = await deps.signer.verify(token);
    const role =
      claims.role === 'service_role' ? 'service_role' : claims.role === 'anon' ? 'anon' : 'authenticated';
    return { role, claims: { ...claims } };
  }

  const reply = (
    connection: Connection,
    message: PhoenixMessage,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ) =>
    connection.send({
      join_ref: message.join_ref,
      ref: message.ref,
      topic: message.topic,
      event: 'phx_reply',
      payload: { status, response },
    });

  async function join(connection: Connection, message: PhoenixMessage) {
    const config = (message.payload.config ?? {}) as {
      postgres_changes?: ChangeSubscription[];
      broadcast?: { self?: unknown; ack?: unknown };
      presence?: { key?: unknown; enabled?: unknown };
      private?: unknown;
    };
    let viewer: Viewer;
    try {
      viewer = await viewerFor(message.payload.access_token, connection.apiKeyRole);
    } catch (error) {
      return reply(connection, message, 'error', { reason: `Invalid token: ${(error as Error).message}` });
    }
    const bindings: Binding[] = [];
    for (const subscription of config.postgres_changes ?? []) {
      try {
        if (!subscription || typeof subscription.schema !== 'string') throw new Error('schema is required');
        bindings.push({ id: nextBindingId++, subscription, filter: parseFilter(subscription.filter) });
      } catch (error) {
        return reply(connection, message, 'error', { reason: (error as Error).message });
      }
    }
    const isPrivate = config.private === true;
    const subtopic = message.topic.replace(/^realtime:/, '');
    const access = isPrivate ? await topicAccess(deps.db, viewer, subtopic) : FULL_ACCESS;
    if (!access.broadcast.read && !access.presence.read) {
      return reply(connection, message, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subtopic}`,
      });
    }
    // Counted here, after the awaits above, so joins sent all at once cannot overtake each other's count.
    const isNew = !connection.channels.has(message.topic);
    if (
      isNew &&
      (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION ||
        (channelsOf.get(connection.address) ?? 0) >= limits.channelsPerAddress)
    ) {
      return reply(connection, message, 'error', { reason: 'Too many channels' });
    }
    if (isNew) count(channelsOf, connection.address, 1);
    else leavePresence(connection.channels.get(message.topic)!);
    const presenceKey = config.presence?.key;
    const channel: Channel = {
      topic: message.topic,
      joinRef: message.join_ref,
      viewer,
      bindings,
      queue: Promise.resolve(),
      private: isPrivate,
      access,
      broadcast: { self: config.broadcast?.self === true, ack: config.broadcast?.ack === true },
      presence: {
        enabled: config.presence?.enabled === true && access.presence.read,
        key: typeof presenceKey === 'string' && presenceKey !== '' ? presenceKey : randomUUID(),
      },
    };
    connection.channels.set(message.topic, channel);
    reply(connection, message, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.subscription.event,
        schema: b.subscription.schema,
        table: b.subscription.table,
        filter: b.subscription.filter,
      })),
    });
    if (channel.presence.enabled) {
      connection.send({
        join_ref: message.join_ref,
        ref: null,
        topic: message.topic,
        event: 'presence_state',
        payload: presence.state(presenceTopic(channel)),
      });
    }
    if (bindings.length) {
      connection.send({
        join_ref: message.join_ref,
        ref: null,
        topic: message.topic,
        event: 'system',
        payload: {
          channel: message.topic.replace(/^realtime:/, ''),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      });
    }
  }

  async function handle(connection: Connection, message: PhoenixMessage) {
    if (message.topic === 'phoenix' && message.event === 'heartbeat')
      return reply(connection, message, 'ok', {});
    switch (message.event) {
      case 'phx_join':
        return join(connection, message);
      case 'phx_leave':
        removeChannel(connection, message.topic);
        reply(connection, message, 'ok', {});
        return connection.send({
          join_ref: message.join_ref,
          ref: message.ref,
          topic: message.topic,
          event: 'phx_close',
          payload: {},
        });
      case 'access_token': {
        const channel = connection.channels.get(message.topic);
        if (!channel) return;
        try {
          channel.viewer = await viewerFor(message.payload.access_token, connection.apiKeyRole);
        } catch {
          removeChannel(connection, message.topic);
          connection.send({
            join_ref: channel.joinRef,
            ref: null,
            topic: message.topic,
            event: 'system',
            payload: { extension: 'system', message: 'Token has expired or is invalid', status: 'error' },
          });
          connection.send({
            join_ref: channel.joinRef,
            ref: null,
            topic: message.topic,
            event: 'phx_close',
            payload: {},
          });
        }
        return;
      }
      case 'broadcast':
        return broadcast(connection, message);
      case 'presence':
        return presenceEvent(connection, message);
      default:
        return reply(connection, message, 'error', { reason: `Unsupported event ${message.event}` });
    }
  }

  function removeChannel(connection: Connection, topic: string) {
    const channel = connection.channels.get(topic);
    if (!channel) return;
    connection.channels.delete(topic);
    count(channelsOf, connection.address, -1);
    leavePresence(channel);
  }

  /** Every joined channel of a topic, of one kind (a private and a public channel of one name are apart). */
  function* subscribers(topic: string, isPrivate: boolean) {
    for (const connection of connections) {
      const channel = connection.channels.get(topic);
      if (channel && channel.private === isPrivate) yield { connection, channel };
    }
  }

  /** A user's broadcast to every subscriber allowed to read it, but `except` (a sender without `self`). */
  function fanOut(topic: string, isPrivate: boolean, message: UserBroadcast, except?: Connection) {
    for (const { connection, channel } of subscribers(topic, isPrivate)) {
      if (connection === except || !channel.access.broadcast.read) continue;
      connection.sendBroadcast(topic, message);
    }
  }

  function sendPresenceDiff(from: Channel, diff: PresenceDiff) {
    for (const { connection, channel } of subscribers(from.topic, from.private)) {
      if (!channel.presence.enabled) continue;
      connection.send({
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'presence_diff',
        payload: { joins: diff.joins, leaves: diff.leaves },
      });
    }
  }

  function leavePresence(channel: Channel) {
    const diff = presence.untrack(presenceTopic(channel), channel);
    if (diff) sendPresenceDiff(channel, diff);
  }

  /**
   * Broadcast: a client's message goes to every socket joined to the same topic (private and public channels of
   * one name are apart), the sender only with `self`; on a private channel only when RLS lets the sender write,
   * and only to subscribers it lets read.
   */
  function broadcast(connection: Connection, message: PhoenixMessage) {
    const channel = connection.channels.get(message.topic);
    if (!channel) return;
    const { event, payload } = message.payload;
    if (!channel.access.broadcast.write || typeof event !== 'string') {
      if (channel.broadcast.ack) reply(connection, message, 'error', { reason: 'Unauthorized' });
      return;
    }
    fanOut(
      message.topic,
      channel.private,
      { event, payload, binary: Buffer.isBuffer(payload) },
      channel.broadcast.self ? undefined : connection,
    );
    if (channel.broadcast.ack) reply(connection, message, 'ok', {});
  }

  /** Presence `track` (a state under the channel's key, replacing its previous one) and `untrack`. */
  function presenceEvent(connection: Connection, message: PhoenixMessage) {
    const channel = connection.channels.get(message.topic);
    if (!channel) return;
    if (!channel.access.presence.write) {
      return reply(connection, message, 'error', { reason: 'Unauthorized' });
    }
    const { event, payload } = message.payload;
    if (event === 'untrack') {
      leavePresence(channel);
      return reply(connection, message, 'ok', {});
    }
    if (event !== 'track' || !payload || typeof payload !== 'object' || Array.isArray(payload)) {
      return reply(connection, message, 'error', { reason: 'Presence payload must be an object' });
    }
    const diff = presence.track(
      presenceTopic(channel),
      channel,
      channel.presence.key,
      payload as Record<string, unknown>,
    );
    if (typeof diff === 'string') {
      const reasons = {
        too_large: 'Presence state too large',
        too_many_keys: 'Too many presence keys on this channel',
        too_fast: 'Too many presence events',
      };
      return reply(connection, message, 'error', { reason: reasons[diff] });
    }
    sendPresenceDiff(channel, diff);
    reply(connection, message, 'ok', {});
  }

  async function deliver(
    connection: Connection,
    channel: Channel,
    fullChange: RowChange,
    checks: Map<string, Promise<boolean>>,
  ) {
    if (!channel.bindings.some((b) => changeMatches(fullChange, b.subscription, b.filter))) return;
    // Cut to the viewer's readable columns before matching, so that a filter on a column they may not read
    // matches nothing.
    const change = await visibleChange(channel.viewer, fullChange);
    const ids = channel.bindings
      .filter((b) => changeMatches(change, b.subscription, b.filter))
      .map((b) => b.id);
    if (ids.length === 0) return;
    // One row check per change and viewer, however many channels and sockets that viewer subscribed with.
    const key = viewerKey(channel.viewer);
    let visible = checks.get(key);
    if (!visible) {
      visible = canViewerSee(deps.db, channel.viewer, fullChange);
      checks.set(key, visible);
    }
    if (!(await visible)) return;
    const record = change.type === 'DELETE' ? undefined : change.record;
    const oldRecord = change.type === 'INSERT' ? undefined : change.old_record;
    connection.send({
      join_ref: null,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: {
        ids,
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commit_timestamp,
          type: change.type,
          columns: change.columns,
          ...(record ? { record } : {}),
          ...(oldRecord ? { old_record: oldRecord } : {}),
          errors: null,
        },
      },
    });
  }

  /**
   * Authorises one REST broadcast as the socket path does: anyone with a project key on a public topic; on a
   * private topic, whoever RLS on realtime.messages lets write (viewer from the bearer token).
   */
  async function restBroadcast(viewer: Viewer, subtopic: string, isPrivate: boolean, message: UserBroadcast) {
    if (isPrivate && !(await topicAccess(deps.db, viewer, subtopic)).broadcast.write) return false;
    fanOut(`realtime:${subtopic}`, isPrivate, message);
    return true;
  }

  /**
   * Supabase Realtime's Broadcast REST API under `/realtime/v1/api`: `POST /broadcast` takes a batch
   * `{ messages: [{ topic, event, payload, private }] }`; `POST /broadcast/{topic}/events/{event}` one message,
   * its body JSON or bytes (`application/octet-stream`, delivered as bytes to vsn 2.0.0 sockets). Both answer 202.
   */
  const restApp = new Hono();
  restApp.use('*', async (c, next) => {
    const length = Number(c.req.header('content-length') ?? '0');
    if (length > REST_BROADCAST_MAX_BYTES) return c.json({ error: 'Payload too large' }, 413);
    return next();
  });
  const restViewer = async (authorization: string | undefined, apikey: string | undefined) => {
    const apiKeyRole = (apikey ? await deps.signer.verifyApiKey(apikey) : null) ?? 'anon';
    const token = authorization?.replace(/^Bearer\s+/i, '');
    return viewerFor(token, apiKeyRole);
  };
  restApp.post('/broadcast', async (c) => {
    let viewer: Viewer;
    try {
      viewer = await restViewer(
        c.req.header('authorization'),
        c.req.header('apikey') ?? c.req.query('apikey'),
      );
    } catch {
      return c.json({ error: 'Invalid token' }, 401);
    }
    const body = (await c.req.json().catch(() => null)) as { messages?: unknown } | null;
    const messages = Array.isArray(body?.messages) ? (body.messages as unknown[]) : null;
    if (!messages || messages.length > REST_BROADCAST_MAX_MESSAGES) {
      return c.json({ error: `messages must be a list of at most ${REST_BROADCAST_MAX_MESSAGES}` }, 400);
    }
    for (const entry of messages) {
      const { topic, event } = (entry ?? {}) as Record<string, unknown>;
      if (typeof topic !== 'string' || typeof event !== 'string') {
        return c.json({ error: 'Each message needs a topic and an event' }, 400);
      }
    }
    // A message RLS does not let the caller write is dropped, as Supabase's batch endpoint drops it.
    for (const entry of messages as Record<string, unknown>[]) {
      await restBroadcast(viewer, entry['topic'] as string, entry['private'] === true, {
        event: entry['event'] as string,
        payload: entry['payload'] ?? {},
        binary: false,
      });
    }
    return c.body(null, 202);
  });
  restApp.post('/broadcast/:topic/events/:event', async (c) => {
    let viewer: Viewer;
    try {
      viewer = await restViewer(
        c.req.header('authorization'),
        c.req.header('apikey') ?? c.req.query('apikey'),
      );
    } catch {
      return c.json({ error: 'Invalid token' }, 401);
    }
    const isBinary = (c.req.header('content-type') ?? '').startsWith('application/octet-stream');
    const bytes = Buffer.from(await c.req.arrayBuffer());
    if (bytes.length > REST_BROADCAST_MAX_BYTES) return c.json({ error: 'Payload too large' }, 413);
    let payload: unknown = bytes;
    if (!isBinary) {
      try {
        payload = JSON.parse(bytes.toString('utf8')) as unknown;
      } catch {
        return c.json({ error: 'The body must be JSON, or bytes sent as application/octet-stream' }, 400);
      }
    }
    const subtopic = c.req.param('topic');
    const isPrivate = c.req.query('private') === 'true';
    if (
      !(await restBroadcast(viewer, subtopic, isPrivate, {
        event: c.req.param('event'),
        payload,
        binary: isBinary,
      }))
    ) {
      return c.json(
        { error: `Unauthorized: You do not have permissions to write to this Channel topic: ${subtopic}` },
        403,
      );
    }
    return c.body(null, 202);
  });

  return {
    /** The Broadcast REST API, mounted by the gateway under `/realtime/v1/api`. */
    restApp,

    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
      const address = deps.addressOf(req);
      void deps.checkApiKey(req, url).then((apiKeyRole) => {
        if (!apiKeyRole) {
          socket.end(
            'HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\n\r\n{"message":"Invalid API key"}',
          );
          return;
        }
        // Counted when the socket is accepted, so upgrades sent all at once cannot overtake each other's count.
        if ((socketsOf.get(address) ?? 0) >= limits.socketsPerAddress) {
          socket.end(
            'HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\nretry-after: 10\r\n\r\n' +
              '{"message":"Too many realtime connections from this address"}',
          );
          return;
        }
        count(socketsOf, address, 1);
        // A handshake ws refuses (bad headers) never becomes a connection: its count goes when its socket does.
        let accepted = false;
        socket.once('close', () => {
          if (!accepted) count(socketsOf, address, -1);
        });
        wss.handleUpgrade(req, socket, head, (ws) => {
          accepted = true;
          const codec = createCodec(url.searchParams.get('vsn') ?? '1.0.0');
          const connection: Connection = {
            socket: ws,
            address,
            channels: new Map(),
            apiKeyRole,
            send: (message) => {
              if (ws.readyState === ws.OPEN) ws.send(codec.encode(message));
            },
            sendBroadcast: (topic, message) => {
              const frame = codec.encodeBroadcast(topic, message);
              if (frame !== null && ws.readyState === ws.OPEN) ws.send(frame);
            },
          };
          connections.add(connection);
          let idle = setTimeout(() => ws.terminate(), IDLE_TIMEOUT_MS);
          ws.on('message', (data, isBinary) => {
            clearTimeout(idle);
            idle = setTimeout(() => ws.terminate(), IDLE_TIMEOUT_MS);
            const message = isBinary
              ? decodeBinaryBroadcast(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer))
              : codec.decode(data.toString());
            if (!message) return;
            handle(connection, message).catch((error: unknown) =>
              deps.log.error('realtime message failed', { error: String(error) }),
            );
          });
          ws.on('close', () => {
            clearTimeout(idle);
            connections.delete(connection);
            count(socketsOf, address, -1);
            for (const topic of [...connection.channels.keys()]) removeChannel(connection, topic);
          });
          ws.on('error', () => ws.terminate());
        });
      });
    },

    publish(change: RowChange) {
      const checks = new Map<string, Promise<boolean>>();
      for (const connection of connections) {
        for (const channel of connection.channels.values()) {
          channel.queue = channel.queue
            .then(() => deliver(connection, channel, change, checks))
            .catch((error: unknown) => deps.log.error('realtime delivery failed', { error: String(error) }));
        }
      }
    },

    async close() {
      for (const connection of connections) connection.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
