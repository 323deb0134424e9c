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
 * vsn 1.0.0 sends objects. vsn 2.0.0 sends a user's broadcast as a binary frame (see decodeBinaryBroadcast).
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
  };
}

/** realtime-js' binary frame kind for a client's broadcast (`userBroadcastPush`) and its JSON payload encoding. */
const USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

/**
 * A broadcast sent as realtime-js' vsn 2.0.0 binary frame: kind, the lengths of join ref, ref, topic, event and
 * metadata, the payload encoding, those strings, then the payload. Read into the message the JSON form carries
 * (`event: 'broadcast'`, payload `{ type, event, payload }`); binary-encoded payloads are not relayed.
 */
export function decodeBinaryBroadcast(frame: Buffer): PhoenixMessage | null {
  if (frame.length < 7 || frame[0] !== USER_BROADCAST_PUSH) return null;
  const [joinRefLength, refLength, topicLength, eventLength, metadataLength, encoding] = [
    ...frame.subarray(1, 7),
  ];
  if (encoding !== JSON_ENCODING) return null;
  let offset = 7;
  const take = (length: number) => {
    const text = frame.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return text;
  };
  const joinRef = take(joinRefLength!);
  const ref = take(refLength!);
  const topic = take(topicLength!);
  const event = take(eventLength!);
  const metadata = take(metadataLength!);
  if (offset > frame.length) return null;
  try {
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event,
      payload: JSON.parse(frame.subarray(offset).toString('utf8')) as unknown,
    };
    if (metadata) Object.assign(payload, JSON.parse(metadata) as Record<string, unknown>);
    return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
  } catch {
    return null;
  }
}
