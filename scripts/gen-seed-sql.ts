// `npm run gen:seed-sql`: writes the demo seed (server/seed, the same statements the platform runs on its first
// start) to supabase/seed.sql, which `supabase db reset` runs after the migrations on a local or hosted project.
//
//   npm run gen:seed-sql              regenerate the committed file
//   npm run gen:seed-sql -- --check   exit 1 when the committed file is not what the seed modules produce
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { SEED_SQL_FILE, seedSqlFile } from '../server/seed/seed-sql-file.ts';

const generated = seedSqlFile();
const root = process.cwd();
if (process.argv.includes('--check')) {
  const committed = await readFile(SEED_SQL_FILE, 'utf8').catch(() => '');
  if (committed !== generated) {
    console.error(
      `${relative(root, SEED_SQL_FILE)} is not what server/seed produces. Run \`npm run gen:seed-sql\` and commit it.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${relative(root, SEED_SQL_FILE)} is up to date`);
  }
} else {
  await writeFile(SEED_SQL_FILE, generated);
  console.log(`wrote ${relative(root, SEED_SQL_FILE)} (${Buffer.byteLength(generated)} bytes)`);
}
