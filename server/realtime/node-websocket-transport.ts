import type { WebSocketLike } from '@supabase/realtime-js';
import WebSocket from 'ws';

// supabase-js on Node 20 (the server's own clients, the integration tests, the benches) needs a WebSocket, and
// Node 20 has none: `ws` is the one it gets. realtime-js types its transport as the browser's socket (DOM events,
// EventListener), which ws's Node-flavoured event types do not match, so this adapter keeps a ws socket behind the
// browser interface: ws's events become DOM events (Event, MessageEvent, a close Event with code, reason and
// wasClean; Node 20 has no CloseEvent), delivered to the on* handlers and to addEventListener listeners alike.

type BinaryType = WebSocket['binaryType'];
const binaryTypes: readonly string[] = ['nodebuffer', 'arraybuffer', 'fragments'] satisfies BinaryType[];
function isBinaryType(value: string): value is BinaryType {
  return binaryTypes.includes(value);
}

export class NodeWebSocketTransport extends EventTarget implements WebSocketLike {
  readonly CONNECTING = WebSocket.CONNECTING;
  readonly OPEN = WebSocket.OPEN;
  readonly CLOSING = WebSocket.CLOSING;
  readonly CLOSED = WebSocket.CLOSED;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  private readonly socket: WebSocket;

  constructor(address: string | URL, protocols?: string | string[]) {
    super();
    this.socket = new WebSocket(address, protocols);
    this.socket.on('open', () => {
      const event = new Event('open');
      this.onopen?.call(this, event);
      this.dispatchEvent(event);
    });
    this.socket.on('message', (data, isBinary) => {
      // A text frame is a string in a browser; ws hands every frame over as bytes.
      const event = new MessageEvent('message', { data: isBinary ? data : data.toString() });
      this.onmessage?.call(this, event);
      this.dispatchEvent(event);
    });
    this.socket.on('close', (code, reason) => {
      const event = Object.assign(new Event('close'), {
        code,
        reason: reason.toString(),
        wasClean: code === 1000,
      });
      this.onclose?.call(this, event);
      this.dispatchEvent(event);
    });
    this.socket.on('error', () => {
      const event = new Event('error');
      this.onerror?.call(this, event);
      this.dispatchEvent(event);
    });
  }

  get readyState(): number {
    return this.socket.readyState;
  }
  get url(): string {
    return this.socket.url;
  }
  get protocol(): string {
    return this.socket.protocol;
  }
  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }
  get extensions(): string {
    return this.socket.extensions;
  }
  get binaryType(): string {
    return this.socket.binaryType;
  }
  /** realtime-js asks for 'arraybuffer'; a browser-only kind ('blob') leaves ws's own setting. */
  set binaryType(value: string) {
    if (isBinaryType(value)) this.socket.binaryType = value;
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    if (data instanceof Blob) {
      void data.arrayBuffer().then((bytes) => this.socket.send(bytes));
      return;
    }
    this.socket.send(data);
  }

  close(code?: number, reason?: string): void {
    this.socket.close(code, reason);
  }
}
