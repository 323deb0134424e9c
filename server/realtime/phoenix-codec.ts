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
 * vsn 1.0.0 sends objects. Binary frames (user broadcasts) are not part of what this service speaks.
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
