// `npm run bench:desktop`: how long the offline cache takes to open and to list 1,000 library documents
// (targets: under 50 ms each). Runs against a real file, with the library stored as the app stores it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CacheRepository } from '../cache.repository';
import type { DocumentMetadata } from '../../shared/ipc/desktop-contract';

const TARGET_MS = 50;
const RUNS = 15;
const USER = '00000000-0000-4000-8000-000000000001';
const dir = mkdtempSync(join(tmpdir(), 'studyloop-bench-'));
const file = join(dir, 'offline-cache.sqlite');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  // A realistic cache: 1,000 documents for this user, another user's library, page text for some documents.
  const seed = CacheRepository.open(file);
  const documents: DocumentMetadata[] = Array.from({ length: 1000 }, (_, i) => ({
    id: randomUUID(),
    slug: `document-${i}`,
    title: `Lecture notes ${i}: ${['Cell biology', 'Thermodynamics', 'Macroeconomics', 'Organic chemistry'][i % 4]}`,
    description: 'Summaries, worked examples and past exam questions. '.repeat(4),
    documentType: 'Class Notes',
    subject: ['Biology', 'Physics', 'Economics', 'Chemistry'][i % 4]!,
    author: null,
    pageCount: 12,
    averageRating: 4.2,
    downloadCount: i * 3,
    accessType: 'points',
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
  }));
  seed.storeLibrary(USER, documents, true);
  seed.storeLibrary(
    '00000000-0000-4000-8000-000000000002',
    documents.slice(0, 500).map((d) => ({ ...d, id: randomUUID() })),
    true,
  );
  for (const document of documents.slice(0, 50)) {
    seed.storeDocumentContent(
      USER,
      document.id,
      Array.from({ length: 12 }, (_, p) => ({ pageNumber: p + 1, content: 'Page text. '.repeat(300) })),
      null,
    );
  }
  seed.close();

  const openTimes: number[] = [];
  const listTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const repo = CacheRepository.open(file);
    openTimes.push(performance.now() - started);
    started = performance.now();
    const { documents: listed, total } = repo.listLibrary(USER, { limit: 1000, offset: 0 });
    listTimes.push(performance.now() - started);
    if (listed.length !== 1000 || total !== 1000) throw new Error(`listed ${listed.length} of ${total}`);
    repo.close();
  }

  const openMs = median(openTimes);
  const listMs = median(listTimes);
  console.log(`cache_open_ms: ${openMs.toFixed(2)}`);
  console.log(`list_1000_documents_ms: ${listMs.toFixed(2)}`);
  console.log(`(median of ${RUNS} runs; target < ${TARGET_MS} ms each)`);
  if (openMs >= TARGET_MS || listMs >= TARGET_MS) {
    console.error('Benchmark target missed');
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
