// `npm run platform`: the API platform alone (Postgres, PostgREST, auth, gateway) in the foreground.
import { runPlatformInForeground } from './run-platform.ts';

await runPlatformInForeground({});
