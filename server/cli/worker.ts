// `npm run worker`: the background job worker alone, against DATABASE_URL (a platform's database or a hosted
// Supabase project's), for running beside the API or scaling the work out.
import { runWorkerInForeground } from '../jobs/run-worker.ts';

await runWorkerInForeground(process.env);
