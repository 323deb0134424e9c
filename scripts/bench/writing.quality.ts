// `npm run quality:writing` (issue 13): the plagiarism checker and the AI detector measured on real prose the
// project did not write (see writing-quality/corpus.ts). Prints one `name: value` line per figure; the issue's
// targets are printed beside them. Nothing is generated: rewording mutates real passages.
import { documents, print } from './writing-quality/corpus.ts';

print('corpus.documents', documents.length);
print(
  'corpus.words',
  documents.reduce((n, d) => n + d.text.split(/\s+/).length, 0),
);
await import('./writing-quality/plagiarism.quality.ts');
await import('./writing-quality/detector.quality.ts');
