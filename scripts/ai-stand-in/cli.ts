// `npm run ai:stand-in -- [--port 11435] [--host 127.0.0.1] [--mode ok] [--api-key KEY] [--models a,b]`: runs the
// OpenAI-compatible stand-in until stopped. Point the product at it with AI_BASE_URL=http://HOST:PORT/v1 and
// AI_MODEL=stand-in (any name is answered); switch failures with
// `curl -XPOST http://HOST:PORT/__stand-in/mode -d '{"mode":"rate-limit","times":2}'`.
import { parseArgs } from 'node:util';
import { STAND_IN_MODES, startOpenAiStandIn, type StandInMode } from './openai-stand-in.server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.AI_STAND_IN_PORT ?? '11435' },
    host: { type: 'string', default: '127.0.0.1' },
    mode: { type: 'string', default: process.env.AI_STAND_IN_MODE ?? 'ok' },
    'api-key': { type: 'string' },
    models: { type: 'string' },
    'retry-after': { type: 'string', default: '1' },
  },
});

if (!STAND_IN_MODES.includes(values.mode as StandInMode)) {
  console.error(`--mode must be one of ${STAND_IN_MODES.join(', ')}`);
  process.exit(2);
}
const standIn = await startOpenAiStandIn({
  port: Number(values.port),
  host: values.host,
  mode: values.mode as StandInMode,
  apiKey: values['api-key'],
  models: values.models
    ?.split(',')
    .map((m) => m.trim())
    .filter(Boolean),
  retryAfterSeconds: Number(values['retry-after']),
});
console.log(`OpenAI-compatible stand-in on ${standIn.baseUrl} (mode ${standIn.mode})`);
console.log(`  AI_BASE_URL=${standIn.baseUrl} AI_MODEL=stand-in`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
