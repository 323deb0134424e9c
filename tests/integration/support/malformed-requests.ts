// A fuzzer for the gateway: malformed requests across every service, sent as raw bytes over a socket so that
// nothing (fetch, undici, Node's own client) cleans them up first. Any 5xx answer is a server error caused by a
// client mistake, which the platform promises never to give.
import net from 'node:net';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';

export interface FuzzTarget {
  url: string;
  anonKey: string;
  /** A signed-in user's access token, so requests also reach what only users may call (RPCs, storage). */
  userToken?: string;
}

export interface RawRequest {
  method: string;
  /** The request target as raw bytes (may hold invalid UTF-8 or bad percent-escapes on purpose). */
  target: Buffer;
  headers: [string, Buffer | string][];
  body?: Buffer;
}

export interface FuzzResult {
  sent: number;
  /** Requests answered with a 5xx, each with the status and a short description of the request. */
  serverErrors: { status: number; request: string }[];
  /** Requests the server closed without any answer (a crash of the handler would look like this). */
  noAnswer: string[];
}

const ENDPOINTS = [
  '/rest/v1/subjects',
  '/rest/v1/documents',
  '/rest/v1/user_points',
  '/rest/v1/points_transactions',
  '/rest/v1/rpc/search_documents',
  '/rest/v1/rpc/toggle_document_bookmark',
  '/rest/v1/rpc/record_document_view',
  '/rest/v1/rpc/submit_test_attempt',
  '/rest/v1/rpc/check_homework_helpful',
  '/rest/v1/',
  '/auth/v1/token?grant_type=password',
  '/auth/v1/token?grant_type=refresh_token',
  '/auth/v1/signup',
  '/auth/v1/recover',
  '/auth/v1/otp',
  '/auth/v1/verify',
  '/auth/v1/user',
  '/auth/v1/logout',
  '/auth/v1/settings',
  '/auth/v1/authorize',
  '/auth/v1/callback',
  '/auth/v1/factors',
  '/auth/v1/admin/users',
  '/storage/v1/bucket',
  '/storage/v1/bucket/avatars',
  '/storage/v1/bucket/avatars/empty',
  '/storage/v1/object/avatars/a/b.png',
  '/storage/v1/object/list/avatars',
  '/storage/v1/object/sign/document-originals/x/y.pdf',
  '/storage/v1/object/public/assets/x.png',
  '/storage/v1/upload/resumable',
  '/api/storage/assets/videos/x.mp4',
  '/functions/v1/cancel-subscription',
  '/functions/v1/../etc/passwd',
  '/realtime/v1/websocket',
  '/_dev/mail',
  '/_dev/mail.json',
  '/',
  '/dashboard',
  '/sitemap.xml',
  '/assets/none.js',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL'];

/** Bytes that are not valid UTF-8 on their own, and escapes that decode to such bytes or to nothing. */
const BAD_BYTES = [Buffer.from([0xff]), Buffer.from([0xc0, 0xaf]), Buffer.from([0xed, 0xa0, 0x80])];
const BAD_ESCAPES = ['%', '%z', '%zz', '%FF', '%C0%AF', '%ED%A0%80', '%00', '%E2%82', '%%', '%u0041'];

const QUERY_JUNK = [
  'select=%zz',
  'select=*,(((((',
  'select=' + 'a,'.repeat(300),
  'id=eq.%FF',
  'name=eq.%ED%A0%80',
  'name=in.(%zz,%FF)',
  'order=%FF.desc',
  'order=name.sideways',
  'limit=-1',
  'limit=abc',
  'offset=99999999999999999999',
  'or=(a.eq.1,b.',
  'and=((()',
  'id=eq.not-a-uuid',
  'apikey=%FF',
  'select=*&select=*',
  'redirect_to=%FF',
  'grant_type=%00',
  'token=%zz&type=%FF',
  'columns=%FF',
  'on_conflict=%zz',
  'x=' + 'y'.repeat(9000),
];

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zz',
  'text/plain',
  'application/octet-stream',
  'application/vnd.pgrst.object+json',
  'text/csv',
  '%FF/%FF',
  'application/json; charset=utf-16',
];

function bodies(random: () => number): Buffer[] {
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  return [
    Buffer.from('{'),
    Buffer.from('{"email":'),
    Buffer.concat([Buffer.from('{"email":"'), BAD_BYTES[0]!, Buffer.from('"}')]),
    Buffer.from('{"email":"\\ud800","password":"x"}'),
    Buffer.from('{"p_document_id":"00000000-0000-0000-0000-000000000000"}'),
    Buffer.from('{"p_document_id":"not-a-uuid"}'),
    Buffer.from('{"p_attempt_id":"00000000-0000-0000-0000-000000000000"}'),
    Buffer.from('{"p_attempt_id":"00000000-0000-0000-0000-000000000000","p_time_spent_seconds":-1}'),
    Buffer.from('{"p_question_id":"00000000-0000-0000-0000-000000000000","p_helpful":true}'),
    Buffer.from('{"p_document_id":"00000000-0000-0000-0000-000000000000","p_page_number":1}'),
    Buffer.from('{"email":123,"password":["a"]}'),
    Buffer.from('{"name":"' + 'a'.repeat(100_000) + '"}'),
    Buffer.from(deep),
    Buffer.from('email=%zz&password=%FF'),
    Buffer.from('%zz=%FF&a'),
    Buffer.concat([Buffer.from('email='), BAD_BYTES[1]!]),
    Buffer.from('--zz\r\nContent-Disposition: form-data; name="file"\r\n\r\n%PDF\r\n--zz'),
    Buffer.from('null'),
    Buffer.from('[]'),
    Buffer.from('"string"'),
    Buffer.from(String(random())),
    Buffer.alloc(0),
  ];
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function describe(request: RawRequest): string {
  const target = request.target.toString('latin1');
  const shown = target.length > 120 ? `${target.slice(0, 120)}…(${target.length} bytes)` : target;
  const headers = request.headers
    .filter(([name]) => !['apikey', 'authorization', 'host', 'connection', 'content-length'].includes(name))
    .map(([name, value]) => `${name}: ${Buffer.from(value).toString('latin1').slice(0, 60)}`)
    .join('; ');
  const body = request.body?.length ? ` body ${request.body.toString('latin1').slice(0, 60)}` : '';
  return `${request.method} ${shown}${headers ? ` [${headers}]` : ''}${body}`;
}

/** Builds `count` malformed requests deterministically from `seed`, so a failing run can be replayed. */
export function malformedRequests(target: FuzzTarget, count: number, seed = 1): RawRequest[] {
  const random = seededRandom(seed);
  const host = new URL(target.url).host;
  const bodyChoices = bodies(random);
  const requests: RawRequest[] = [];
  for (let i = 0; i < count; i++) {
    const endpoint = pick(random, ENDPOINTS);
    const [path, baseQuery] = endpoint.split('?') as [string, string | undefined];
    const parts: Buffer[] = [Buffer.from(path)];
    const mutation = Math.floor(random() * 6);
    if (mutation === 0) parts.push(Buffer.from(pick(random, BAD_ESCAPES)));
    if (mutation === 1) parts.push(pick(random, BAD_BYTES));
    if (mutation === 2) parts.push(Buffer.from('/' + pick(random, BAD_ESCAPES) + 'x'));
    const query = [baseQuery, random() < 0.6 ? pick(random, QUERY_JUNK) : undefined].filter(Boolean);
    if (query.length) parts.push(Buffer.from('?' + query.join('&')));
    if (mutation === 3) parts.push(Buffer.from((query.length ? '&' : '?') + 'q='), pick(random, BAD_BYTES));
    if (mutation === 4) parts.push(Buffer.from((query.length ? '&' : '?') + 'pad=' + 'z'.repeat(8200)));

    const headers: [string, Buffer | string][] = [['host', host]];
    const auth = random();
    if (auth < 0.75) headers.push(['apikey', target.anonKey]);
    else if (auth < 0.85) headers.push(['apikey', 'not-a-key']);
    if (target.userToken && random() < 0.4) {
      headers.push(['authorization', `Bearer ${target.userToken}`]);
    } else if (random() < 0.3) {
      headers.push([
        'authorization',
        pick(random, [
          `Bearer ${target.anonKey}`,
          'Bearer garbage',
          'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
          'Basic %FF',
          'Bearer',
        ]),
      ]);
    }
    if (random() < 0.3) {
      headers.push([
        'x-request-id',
        pick(random, [Buffer.from([0xc3, 0xa9, 0xff]), 'a'.repeat(500), 'é', 'two words']),
      ]);
    }
    if (random() < 0.15) headers.push(['range', pick(random, ['bytes=z-', 'bytes=10-5', 'items=%FF', '0-'])]);
    if (random() < 0.15)
      headers.push(['prefer', pick(random, ['return=%FF', 'count=exact,count=exact', 'tx=rollback'])]);
    if (random() < 0.1)
      headers.push(['accept-profile', pick(random, ['auth', 'storage', 'private', '%FF', 'pg_catalog'])]);
    if (random() < 0.1)
      headers.push(['accept', pick(random, ['application/vnd.pgrst.plan', 'text/%FF', '*/*;q=abc'])]);
    if (random() < 0.1) headers.push(['x-forwarded-for', pick(random, ['%FF', '999.1.1.1', 'a, b, c'])]);
    if (random() < 0.1)
      headers.push(['origin', pick(random, ['https://evil.example', 'null', 'http://127.0.0.1:1'])]);
    if (random() < 0.1) headers.push(['x-upsert', pick(random, ['maybe', '%FF'])]);

    const method = pick(random, METHODS);
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD' && random() < 0.8) {
      body = pick(random, bodyChoices);
      headers.push(['content-type', pick(random, CONTENT_TYPES)]);
    }
    headers.push(['content-length', String(body?.length ?? 0)]);
    headers.push(['connection', 'close']);
    requests.push({ method, target: Buffer.concat(parts), headers, body });
  }
  return requests;
}

/** Sends one raw request and resolves with the answer's status (0 when the connection closed without one). */
export function sendRaw(url: string, request: RawRequest, timeoutMs = 15_000): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let head = '';
    let settled = false;
    const finish = (status: number) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () => finish(0));
    socket.on('error', () => finish(0));
    socket.on('close', () => finish(Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) finish(Number(match[1]));
    });
    socket.on('connect', () => {
      const lines: Buffer[] = [
        Buffer.concat([Buffer.from(`${request.method} `), request.target, Buffer.from(' HTTP/1.1\r\n')]),
      ];
      for (const [name, value] of request.headers)
        lines.push(Buffer.concat([Buffer.from(`${name}: `), Buffer.from(value), Buffer.from('\r\n')]));
      lines.push(Buffer.from('\r\n'));
      if (request.body) lines.push(request.body);
      socket.write(Buffer.concat(lines));
    });
  });
}

/** Sends every request, a few at a time, and collects the 5xx answers. */
export async function fuzz(url: string, requests: RawRequest[], concurrency = 8): Promise<FuzzResult> {
  const result: FuzzResult = { sent: 0, serverErrors: [], noAnswer: [] };
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      const status = await sendRaw(url, request);
      result.sent++;
      if (status >= 500) result.serverErrors.push({ status, request: describe(request) });
      if (status === 0) result.noAnswer.push(describe(request));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}
