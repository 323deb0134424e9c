import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import type { TokenSigner } from '../auth/access-token.ts';
import type { ApiKeyRole } from '../gateway/api-key.ts';
import type { Logger } from '../process/logger.ts';
import type { RowChange } from './change-stream.ts';
import { changeMatches, parseFilter, type ChangeSubscription, type ParsedFilter } from './change-filter.ts';
import { createCodec, decodeBinaryBroadcast, type PhoenixMessage } from './phoenix-codec.ts';
import { createReadableColumns } from './readable-columns.ts';
import { canViewerSee, type Viewer } from './row-visibility.ts';
import { topicAccess, type TopicAccess } from './broadcast.ts';

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
}

interface Connection {
  socket: WebSocket;
  /** The client address the per-address limits count under. */
  address: string;
  send(message: PhoenixMessage): void;
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
  let nextBindingId = 1;

  async function viewerFor(token: unknown, apiKeyRole: ApiKeyRole): Promise<Viewer> {
    if (typeof token !== 'string' || token === '') return { role: apiKeyRole, claims: { role: apiKeyRole } };
    const keyRole = await deps.signer.verifyApiKey(token);
    if (keyRole) return { role: keyRole, claims: { role: keyRole } };
    const claims = await deps.signer.verify(token);
    const role =
      claims.role === 'service_role' ? 'service_role' : claims.role === 'anon' ? 'anon' : 'authenticated';
    return { role, claims: claims as unknown as Record<string, unknown> };
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
    const access = isPrivate ? await topicAccess(deps.db, viewer, subtopic) : { read: true, write: true };
    if (!access.read) {
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
    connection.channels.set(message.topic, {
      topic: message.topic,
      joinRef: message.join_ref,
      viewer,
      bindings,
      queue: Promise.resolve(),
      private: isPrivate,
      access,
      broadcast: { self: config.broadcast?.self === true, ack: config.broadcast?.ack === true },
    });
    reply(connection, message, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.subscription.event,
        schema: b.subscription.schema,
        table: b.subscription.table,
        filter: b.subscription.filter,
      })),
    });
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
        if (connection.channels.delete(message.topic)) count(channelsOf, connection.address, -1);
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
          if (connection.channels.delete(message.topic)) count(channelsOf, connection.address, -1);
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
      default:
        return reply(connection, message, 'error', { reason: `Unsupported event ${message.event}` });
    }
  }

  /**
   * Broadcast: a client's message goes to every socket joined to the same topic (private and public channels of
   * one name are apart), the sender only with `self`; on a private channel only when RLS lets the sender write.
   */
  function broadcast(connection: Connection, message: PhoenixMessage) {
    const channel = connection.channels.get(message.topic);
    if (!channel) return;
    if (channel.private && !channel.access.write) {
      if (channel.broadcast.ack) reply(connection, message, 'error', { reason: 'Unauthorized' });
      return;
    }
    for (const other of connections) {
      const target = other.channels.get(message.topic);
      if (!target || target.private !== channel.private) continue;
      if (other === connection && !channel.broadcast.self) continue;
      other.send({
        join_ref: target.joinRef,
        ref: null,
        topic: message.topic,
        event: 'broadcast',
        payload: message.payload,
      });
    }
    if (channel.broadcast.ack) reply(connection, message, 'ok', {});
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

  return {
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
            count(channelsOf, address, -connection.channels.size);
            connection.channels.clear();
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
