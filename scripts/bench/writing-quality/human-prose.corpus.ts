// Human prose for the AI detector's quality figures (issue 13): real writing the project did not write, from
// packages on the machine (`bash scripts/bench/writing-quality/get-corpus.sh` fetches the Debian ones), each source
// used when it is there and reported when it is not:
// - 'sklearn-user-guide': the scikit-learn User Guide and tutorial (Debian package python-sklearn-doc, its
//   reStructuredText sources), expository writing on statistical methods with references, near to
//   academic prose; 'sklearn-examples': the narrated analyses of its examples gallery (same package);
// - 'r-vignettes': academic papers on statistical methods, the LaTeX/R Markdown vignettes of 17 R packages
//   (Debian r-cran-*, several first published in the Journal of Statistical Software), read where R installed
//   them or where get-corpus.sh unpacked them (.tmp/corpus-debs);
// - 'python-docs': the Python 3 tutorial, HOWTOs, FAQ, language and library reference (Debian python3-doc);
// - 'npm-readmes': the README prose of the installed npm packages (the shared corpus of corpus.ts);
// - 'npm-docs': the other documentation of the installed npm packages (node_modules/**/*.md).
// Only prose paragraphs are kept (no headings, code, tables, lists, directives), markup reduced to its words.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { documents as readmeDocuments } from './corpus.ts';

export interface HumanDocument {
  source: string;
  id: string;
  /** Prose paragraphs, in reading order. */
  paragraphs: string[];
}

const nodeModules = join(import.meta.dirname, '..', '..', '..', 'node_modules');
const SKLEARN = '/usr/share/doc/python-sklearn-doc/html/_sources';
const pythonDocsRoot = (): string | null => {
  const doc = '/usr/share/doc';
  if (!existsSync(doc)) return null;
  const dirs = readdirSync(doc)
    .filter((d) => /^python3\.\d+$/.test(d) && existsSync(join(doc, d, 'html', '_sources')))
    .sort();
  return dirs.length === 0 ? null : join(doc, dirs[dirs.length - 1]!, 'html', '_sources');
};

function walk(dir: string, accept: (path: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) walk(path, accept, out);
    else if (accept(path)) out.push(path);
  }
  return out;
}

/** A paragraph is prose when it is long, mostly letters and ends as a sentence does. */
function isProse(block: string): boolean {
  const words = block.split(' ');
  const letters = block.replace(/[^\p{L}]/gu, '').length;
  return words.length >= 25 && letters / block.length > 0.7 && /[.!?]["')]?$/.test(block);
}

/** Prose paragraphs of a reStructuredText file: directives, indented blocks, headings and lists dropped. */
export function rstProse(source: string): string[] {
  return source
    .split(/\n\s*\n/)
    .filter((block) => /^\S/.test(block))
    .filter((block) => !/^(\.\.|[-*+] |#\.|\d+[.)] |\||:\w[^:]*:\s|[=\-~^"'`#*+]{3,}\s*$)/m.test(block))
    .map((block) =>
      block
        .replace(/:math:`[^`]*`/g, 'x')
        .replace(/:\w+(?::\w+)?:`~?([^`<]*?)\s*(?:<[^>]*>)?`/g, (_, t: string) =>
          t.includes('.') && !t.includes(' ') ? (t.split('.').pop() ?? t) : t,
        )
        .replace(/``([^`]*)``/g, (_, t: string) => (/^[\w.]{1,24}$/.test(t) ? t : 'it'))
        .replace(/`([^`<]+?)\s*<[^>]*>`_{1,2}/g, '$1')
        .replace(/`([^`]+)`_{0,2}/g, '$1')
        .replace(/\[[\w-]+\]_/g, '')
        .replace(/\|[\w-]+\|/g, '')
        .replace(/\*\*?([^*]+)\*\*?/g, '$1')
        .replace(/::$/, ':')
        .replace(/\s+([.,;:])/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(isProse);
}

/** Prose paragraphs of a Markdown file: no headings, code, tables, lists, HTML or badges. */
export function markdownProse(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, '\n\n')
    .replace(/<[^>]+>/g, ' ')
    .split(/\n\s*\n/)
    .filter((block) => /^\S/.test(block))
    .map((block) => block.trim())
    .filter((block) => !/^(#|\||[-*+] |\d+\. |>|!\[|\[!)/.test(block))
    .map((block) =>
      block
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]*)`/g, (_, t: string) => (/^[\w.]{1,24}$/.test(t) ? t : 'it'))
        .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(isProse);
}

/** Prose paragraphs of a LaTeX (Sweave .Rnw) paper: preamble, code chunks, maths, floats, lists dropped. */
export function latexProse(source: string): string[] {
  const body = source.includes('\\begin{document}')
    ? source.slice(source.indexOf('\\begin{document}'))
    : source;
  const cleaned = body
    .replace(/(^|[^\\])%.*$/gm, '$1')
    .replace(/^<<[^>]*>>=[\s\S]*?^@.*$/gm, '\n\n')
    .replace(
      /\\begin\{(equation|align|eqnarray|gather|multline|figure|table|tabular|verbatim|Code|CodeChunk|CodeInput|CodeOutput|Schunk|Sinput|Soutput|lstlisting|thebibliography|displaymath|array|itemize|enumerate|description|center|tikzpicture|knitrout|kframe|alltt)(\*?)\}[\s\S]*?\\end\{\1\2\}/g,
      '\n\n',
    )
    .replace(/\\\[[\s\S]*?\\\]|\$\$[\s\S]*?\$\$/g, '\n\n')
    .replace(/\$[^$]*\$/g, 'x')
    .replace(/\\Sexpr\{[^}]*\}/g, '1')
    .replace(/\\cite[pt]?\*?(\[[^\]]*\])*\{[^}]*\}/g, (m) => (m.startsWith('\\citet') ? 'Smith (2004)' : ''))
    .replace(/\\(eq)?ref\{[^}]*\}/g, '1')
    .replace(/\\label\{[^}]*\}/g, '')
    .replace(
      /\\(sub)*section\*?\{[^}]*\}|\\(chapter|paragraph|title|author|date|maketitle|item)\b/g,
      '\n\n\\heading ',
    )
    .replace(/\\[a-zA-Z]+\*?\{([^{}]*)\}/g, '$1')
    .replace(/\\[a-zA-Z]+\*?\{([^{}]*)\}/g, '$1')
    .replace(/\\[a-zA-Z]+\*?(\[[^\]]*\])?/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/``|''/g, '"')
    .replace(/~/g, ' ')
    .replace(/---?/g, '-');
  return cleaned
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .replace(/\s+/g, ' ')
        .replace(/\s+([.,;:])/g, '$1')
        .trim(),
    )
    .filter((block) => !block.startsWith('\\heading') && !/[\\@]/.test(block))
    .filter(isProse);
}

/** Prose paragraphs of an R Markdown vignette: its YAML header, chunks and inline code dropped. */
export function rmarkdownProse(source: string): string[] {
  return markdownProse(
    source
      .replace(/^---[\s\S]*?\n---\s*\n/, '')
      .replace(/`r [^`]*`/g, '1')
      .replace(/\$\$[\s\S]*?\$\$/g, '\n\n')
      .replace(/\$[^$\n]*\$/g, 'x')
      .replace(/\s*\[-?@[^\]]*\]/g, '')
      .replace(/(?<![\w.])@[\w:.-]*\w/g, 'Smith (2004)'),
  );
}

// R packages whose vignettes are papers on statistical methods (several first published in the Journal of
// Statistical Software), read from their Debian packages r-cran-<name>.
export const VIGNETTE_PACKAGES = [
  'AER',
  'Formula',
  'car',
  'coin',
  'glmnet',
  'lme4',
  'lmtest',
  'multcomp',
  'party',
  'plm',
  'pscl',
  'sandwich',
  'strucchange',
  'survival',
  'vcd',
  'xts',
  'zoo',
];
/** Where the vignettes are: installed R libraries, or the packages unpacked by get-corpus.sh (no R needed). */
const R_LIBRARIES = [
  '/usr/lib/R/site-library',
  '/usr/lib/R/library',
  join(import.meta.dirname, '..', '..', '..', '.tmp', 'corpus-debs', 'usr', 'lib', 'R', 'site-library'),
  join(import.meta.dirname, '..', '..', '..', '.tmp', 'corpus-debs', 'usr', 'lib', 'R', 'library'),
];

const PYTHON_PARTS = ['tutorial', 'howto', 'faq', 'reference', 'library'];

function load(): { documents: HumanDocument[]; found: string[]; missing: string[] } {
  const documents: HumanDocument[] = [];
  const found: string[] = [];
  const missing: string[] = [];

  if (existsSync(join(SKLEARN, 'modules'))) {
    found.push('sklearn-user-guide', 'sklearn-examples');
    const accept = (p: string) => p.endsWith('.rst.txt') && !p.includes('/generated/');
    const guide = [
      ...['modules', 'tutorial', 'computing', 'datasets'].flatMap((part) =>
        existsSync(join(SKLEARN, part)) ? walk(join(SKLEARN, part), accept) : [],
      ),
      ...readdirSync(SKLEARN)
        .filter((name) => accept(name))
        .map((name) => join(SKLEARN, name)),
    ];
    for (const file of guide)
      documents.push({
        source: 'sklearn-user-guide',
        id: relative(SKLEARN, file),
        paragraphs: rstProse(readFileSync(file, 'utf8')),
      });
    // The narrated analyses of the examples gallery: prose reporting what a model fitted and what it shows.
    if (existsSync(join(SKLEARN, 'auto_examples')))
      for (const file of walk(join(SKLEARN, 'auto_examples'), accept))
        documents.push({
          source: 'sklearn-examples',
          id: relative(SKLEARN, file),
          paragraphs: rstProse(readFileSync(file, 'utf8')),
        });
  } else missing.push('sklearn-user-guide, sklearn-examples (apt-get install python-sklearn-doc)');

  const vignettes = new Map<string, string>();
  for (const name of VIGNETTE_PACKAGES)
    for (const library of R_LIBRARIES) {
      const doc = join(library, name, 'doc');
      if (vignettes.has(name) || !existsSync(doc)) continue;
      vignettes.set(name, doc);
    }
  if (vignettes.size > 0) {
    found.push(`r-vignettes (${vignettes.size} of ${VIGNETTE_PACKAGES.length} packages)`);
    for (const [name, doc] of vignettes)
      for (const file of readdirSync(doc).sort()) {
        const text = () => readFileSync(join(doc, file), 'utf8');
        const paragraphs = file.endsWith('.Rnw')
          ? latexProse(text())
          : file.endsWith('.Rmd')
            ? rmarkdownProse(text())
            : null;
        if (paragraphs) documents.push({ source: 'r-vignettes', id: `${name}/${file}`, paragraphs });
      }
  }
  if (vignettes.size < VIGNETTE_PACKAGES.length)
    missing.push(
      `r-vignettes of ${VIGNETTE_PACKAGES.filter((n) => !vignettes.has(n)).join(', ')} (bash scripts/bench/writing-quality/get-corpus.sh)`,
    );

  const python = pythonDocsRoot();
  if (python) {
    found.push('python-docs');
    for (const part of PYTHON_PARTS) {
      if (!existsSync(join(python, part))) continue;
      for (const file of walk(join(python, part), (p) => p.endsWith('.rst.txt')))
        documents.push({
          source: 'python-docs',
          id: relative(python, file),
          paragraphs: rstProse(readFileSync(file, 'utf8')),
        });
    }
  } else missing.push('python-docs (apt-get install python3-doc)');

  found.push('npm-readmes');
  for (const d of readmeDocuments)
    documents.push({ source: 'npm-readmes', id: d.id, paragraphs: d.text.split('\n\n') });

  found.push('npm-docs');
  const docs = walk(
    nodeModules,
    (p) =>
      p.endsWith('.md') &&
      !/\/(readme|changelog|history|license|licence|contributing|code_of_conduct|security)[^/]*$/i.test(p),
  );
  for (const file of docs)
    documents.push({
      source: 'npm-docs',
      id: relative(nodeModules, file),
      paragraphs: markdownProse(readFileSync(file, 'utf8')),
    });

  // Each paragraph counted once across all sources (packages vendor each other's docs).
  const seen = new Set<string>();
  for (const d of documents) {
    d.paragraphs = d.paragraphs.filter((p) => {
      if (seen.has(p)) return false;
      seen.add(p);
      return true;
    });
  }
  return { documents: documents.filter((d) => d.paragraphs.length > 0), found, missing };
}

export const humanProse = load();

/**
 * Cuts a document into consecutive windows of whole sentences, each between `min` and `max` words, the target
 * length of each drawn by `random`; what is left over at the end is dropped.
 */
export function windowsOf(doc: HumanDocument, random: () => number, min = 150, max = 400): string[] {
  const sentences = doc.paragraphs.flatMap((p, pi) =>
    (p.match(/[^.!?]+[.!?]+["')]?(\s+|$)/g) ?? [p]).map((s, si) => ({
      text: s.trim(),
      breakBefore: pi > 0 && si === 0,
    })),
  );
  const out: string[] = [];
  let current = '';
  let words = 0;
  let target = min + Math.floor(random() * (max - min + 1));
  for (const s of sentences) {
    const n = s.text.split(/\s+/).length;
    if (words + n > max) {
      if (words >= min) out.push(current);
      current = '';
      words = 0;
      target = min + Math.floor(random() * (max - min + 1));
      if (n > max) continue;
    }
    current = current === '' ? s.text : `${current}${s.breakBefore ? '\n\n' : ' '}${s.text}`;
    words += n;
    if (words >= target) {
      out.push(current);
      current = '';
      words = 0;
      target = min + Math.floor(random() * (max - min + 1));
    }
  }
  if (words >= min) out.push(current);
  return out;
}
