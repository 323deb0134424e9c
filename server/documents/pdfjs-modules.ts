import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

// Where pdf.js and its worker are, as file URLs: pdf-pages.ts imports them by these exact URLs, and the processing
// child preloads them by the same URLs (processing-sandbox.ts) before the TypeScript loader starts. Loaded through
// tsx, the two files (3.3 MB) cost 1.4 s of CPU (tsx rewrites their dynamic imports with a source map every time);
// loaded by Node itself, 0.15 s. Node keeps one module per URL, so the later imports find them loaded.

const require = createRequire(import.meta.url);
const fileUrl = (specifier: string) => pathToFileURL(require.resolve(specifier)).href;

export const PDFJS_MODULE_URL = fileUrl('pdfjs-dist/legacy/build/pdf.mjs');
export const PDFJS_WORKER_MODULE_URL = fileUrl('pdfjs-dist/legacy/build/pdf.worker.mjs');
