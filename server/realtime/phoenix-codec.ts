/** A Phoenix channel message (what realtime-js calls a Message). */
export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/**
 * Phoenix serializers: vsn 2.0.0 (realtime-js' default) sends `[join_ref, ref, topic, event, payload]` arrays,
 * vsn 1.0.0 sends objects. Under vsn 2.0.0 a user's broadcast travels as a binary frame both ways
 * (decodeBinaryBroadcast, encodeBinaryBroadcast), which is how bytes can be broadcast at all.
 */
export function createCodec(vsn: string) {
  const arrays = vsn !== '1.0.0';
  return {
    decode(text: string): PhoenixMessage | null {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return null;
      }
      if (arrays && Array.isArray(parsed) && parsed.length === 5) {
        const [join_ref, ref, topic, event, payload] = parsed as [
          unknown,
          unknown,
          unknown,
          unknown,
          unknown,
        ];
        if (typeof topic !== 'string' || typeof event !== 'string') return null;
        return {
          join_ref: typeof join_ref === 'string' ? join_ref : null,
          ref: typeof ref === 'string' ? ref : null,
          topic,
          event,
          payload: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
        };
      }
      if (!arrays && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        const m = parsed as Partial<PhoenixMessage>;
        if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
        return {
          join_ref: m.join_ref ?? null,
          ref: m.ref ?? null,
          topic: m.topic,
          event: m.event,
          payload: m.payload ?? {},
        };
      }
      return null;
    },
    encode(message: PhoenixMessage): string {
      return JSON.stringify(
        arrays ? [message.join_ref, message.ref, message.topic, message.event, message.payload] : message,
      );
    },
    /** A user's broadcast to this client: a binary frame under vsn 2.0.0, else JSON; null for bytes it cannot carry. */
    encodeBroadcast(topic: string, broadcast: UserBroadcast): string | Buffer | null {
      // Names too long for a frame's one-byte lengths go as JSON text, which vsn 2.0.0 clients read as well.
      const frame = arrays ? encodeBinaryBroadcast(topic, broadcast) : null;
      if (frame) return frame;
      if (broadcast.binary) return null;
      return this.encode({
        join_ref: null,
        ref: null,
        topic,
        event: 'broadcast',
        payload: { type: 'broadcast', event: broadcast.event, payload: broadcast.payload },
      });
    },
  };
}

/** realtime-js' binary frame kinds: a client's broadcast (`userBroadcastPush`) and one sent to clients. */
const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

/** A user's broadcast as it travels: its event, its payload (JSON, or bytes) and the metadata realtime-js sends. */
export interface UserBroadcast {
  event: string;
  payload: unknown;
  /** The payload is bytes (sent as such under vsn 2.0.0; vsn 1.0.0 has no way to carry them). */
  binary: boolean;
}

/** Reads a frame's strings and payload in order; null when a length runs past the end. */
function frameReader(frame: Buffer, start: number) {
  let offset = start;
  return {
    text(length: number): string | null {
      if (offset + length > frame.length) return null;
      const text = frame.subarray(offset, offset + length).toString('utf8');
      offset += length;
      return text;
    },
    rest: () => frame.subarray(offset),
  };
}

/**
 * A broadcast sent as realtime-js' vsn 2.0.0 binary frame: kind, the lengths of join ref, ref, topic, event and
 * metadata, the payload encoding, those strings, then the payload (JSON text or raw bytes). Read into the
 * message the JSON form carries (`event: 'broadcast'`, payload `{ type, event, payload }`), bytes as a Buffer.
 */
export function decodeBinaryBroadcast(frame: Buffer): PhoenixMessage | null {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) return null;
  const [joinRefLength, refLength, topicLength, eventLength, metadataLength, encoding] = [
    ...frame.subarray(1, 7),
  ];
  if (encoding !== JSON_ENCODING && encoding !== BINARY_ENCODING) return null;
  const read = frameReader(frame, 7);
  const joinRef = read.text(joinRefLength!);
  const ref = read.text(refLength!);
  const topic = read.text(topicLength!);
  const event = read.text(eventLength!);
  const metadata = read.text(metadataLength!);
  if (joinRef === null || ref === null || topic === null || event === null || metadata === null) return null;
  try {
    const body = read.rest();
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event,
      payload:
        encoding === JSON_ENCODING ? (JSON.parse(body.toString('utf8')) as unknown) : Buffer.from(body),
    };
    if (metadata) Object.assign(payload, JSON.parse(metadata) as Record<string, unknown>);
    return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
  } catch {
    return null;
  }
}

/**
 * A broadcast as the server sends it to a vsn 2.0.0 client (realtime-js' `userBroadcast` frame): kind, the lengths
 * of topic, event and metadata, the payload encoding, those strings, then the payload.
 */
export function encodeBinaryBroadcast(topic: string, broadcast: UserBroadcast): Buffer | null {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(broadcast.event, 'utf8');
  if (topicBytes.length > MAX_FRAME_NAME_BYTES || eventBytes.length > MAX_FRAME_NAME_BYTES) return null;
  const body = broadcast.binary
    ? Buffer.from(broadcast.payload as Uint8Array)
    : Buffer.from(JSON.stringify(broadcast.payload ?? {}), 'utf8');
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    broadcast.binary ? BINARY_ENCODING : JSON_ENCODING,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, body]);
}

/** Topic and event names travel with a one-byte length in binary frames. */
export const MAX_FRAME_NAME_BYTES = 255;
