// The real documents `npm run quality:study` measures the study items on (issue 29): Debian package documentation
// and R vignettes (journal papers) of different subjects, fetched by get-corpus.sh beside this file. Each source is
// converted to plain text (HTML, LaTeX/Sweave, R Markdown, reStructuredText, commented data files) and laid out as
// the pages of an uploaded PDF: the title as a running header on every page and a page label at the bottom, so the
// parser's removal of such lines is measured too. A quarter of the documents are held out: they were never looked
// at while tuning the engines, and the rubric is printed for them separately.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RealDocument {
  id: string;
  subject: string;
  title: string;
  licence: string;
  heldOut: boolean;
  pages: Array<{ text: string; page: number }>;
  /** Lines that are not study material: running header, page labels and the source's headings. */
  structuralLines: string[];
}

const DEBS = '.tmp/study-corpus-debs';

interface Source {
  id: string;
  subject: string;
  title: string;
  licence: string;
  path: string;
  format: 'html' | 'latex' | 'rmd' | 'rst' | 'text' | 'units';
}

const SOURCES: Source[] = [
  {
    id: 'debian-history',
    subject: 'History',
    title: 'A Brief History of Debian',
    licence: 'GPL-2+',
    path: `${DEBS}/debian-history/usr/share/doc/debian-history/docs/detailed.en.html`,
    format: 'html',
  },
  {
    id: 'debian-manifesto',
    subject: 'Philosophy of free software',
    title: 'The Debian Manifesto',
    licence: 'GPL-2+',
    path: `${DEBS}/debian-history/usr/share/doc/debian-history/docs/manifesto.en.html`,
    format: 'html',
  },
  {
    id: 'backgammon',
    subject: 'Games (backgammon rules and strategy)',
    title: 'All About GNU Backgammon',
    licence: 'GFDL',
    path: `${DEBS}/gnubg-data/usr/share/doc/gnubg/allabout.html`,
    format: 'html',
  },
  {
    id: 'gnu-maintain',
    subject: 'Project management',
    title: 'Information for Maintainers of GNU Software',
    licence: 'GFDL',
    path: `${DEBS}/gnu-standards/usr/share/doc/gnu-standards/maintain.html`,
    format: 'html',
  },
  {
    id: 'linux-tutorial',
    subject: 'Operating systems',
    title: 'Debian Reference: GNU/Linux tutorials',
    licence: 'GPL-2+',
    path: `${DEBS}/debian-reference-en/usr/share/debian-reference/ch01.en.html`,
    format: 'html',
  },
  {
    id: 'metrology',
    subject: 'Physics (units of measurement)',
    title: 'GNU units: definitions and history of units',
    licence: 'GPL-3+',
    path: `${DEBS}/units/usr/share/units/definitions.units`,
    format: 'units',
  },
  {
    id: 'moran-phylogeny',
    subject: 'Evolutionary biology',
    title: "Moran's Autocorrelation Coefficient in Comparative Methods",
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-ape/usr/lib/R/site-library/ape/doc/MoranI.Rnw`,
    format: 'latex',
  },
  {
    id: 'diversity',
    subject: 'Ecology',
    title: 'Diversity analysis in vegan',
    licence: 'GPL-2',
    path: `${DEBS}/r-cran-vegan/usr/lib/R/site-library/vegan/doc/diversity-vegan.Rnw`,
    format: 'latex',
  },
  {
    id: 'competing-risks',
    subject: 'Medicine (biostatistics)',
    title: 'Multi-state models and competing risks',
    licence: 'LGPL-2+',
    path: `${DEBS}/r-cran-survival/usr/lib/R/site-library/survival/doc/compete.Rnw`,
    format: 'latex',
  },
  {
    id: 'econometrics',
    subject: 'Economics (econometrics)',
    title: 'Applied Econometrics with R',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-aer/usr/lib/R/site-library/AER/doc/AER.Rnw`,
    format: 'latex',
  },
  {
    id: 'psychometrics',
    subject: 'Psychology (psychometrics)',
    title: 'An introduction to the psych package',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-psych/usr/lib/R/site-library/psych/doc/intro.Rnw`,
    format: 'latex',
  },
  {
    id: 'spatial-data',
    subject: 'Geography (spatial data)',
    title: 'Classes and methods for spatial data',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-sp/usr/lib/R/site-library/sp/doc/intro_sp.Rnw`,
    format: 'latex',
  },
  {
    id: 'sids',
    subject: 'Epidemiology',
    title: 'Introduction to the North Carolina SIDS data set',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-spdep/usr/lib/R/site-library/spdep/doc/sids.Rmd`,
    format: 'rmd',
  },
  {
    id: 'text-mining',
    subject: 'Linguistics (text mining)',
    title: 'Introduction to the tm Package',
    licence: 'GPL-3',
    path: `${DEBS}/r-cran-tm/usr/lib/R/site-library/tm/doc/tm.Rnw`,
    format: 'latex',
  },
  {
    id: 'distributions',
    subject: 'Statistics',
    title: 'fitdistrplus: Fitting a Parametric Distribution',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-fitdistrplus/usr/lib/R/site-library/fitdistrplus/doc/paper2JSS.Rnw`,
    format: 'latex',
  },
  {
    id: 'phylogenetic-trees',
    subject: 'Phylogenetics',
    title: 'Estimating phylogenetic trees with phangorn',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-phangorn/usr/lib/R/site-library/phangorn/doc/Trees.Rmd`,
    format: 'rmd',
  },
  {
    id: 'communities',
    subject: 'Network science',
    title: 'Community structure in networks',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-igraph/usr/lib/R/site-library/igraph/tkigraph_help/communities.html`,
    format: 'html',
  },
  {
    id: 'decision-trees',
    subject: 'Machine learning',
    title: 'Decision Trees',
    licence: 'BSD-3-Clause',
    path: '/usr/share/doc/python-sklearn-doc/html/_sources/modules/tree.rst.txt',
    format: 'rst',
  },
  {
    id: 'floating-point',
    subject: 'Computer arithmetic',
    title: 'Floating Point Arithmetic: Issues and Limitations',
    licence: 'PSF-2.0',
    path: '/usr/share/doc/python3.11-doc/html/_sources/tutorial/floatingpoint.rst.txt',
    format: 'rst',
  },
  {
    id: 'gpl',
    subject: 'Law (software licences)',
    title: 'GNU General Public License',
    licence: 'verbatim copying permitted',
    path: '/usr/share/common-licenses/GPL-3',
    format: 'text',
  },
  {
    id: 'debian-definitions',
    subject: 'Computing basics',
    title: 'The Debian GNU/Linux FAQ: Definitions and overview',
    licence: 'GPL-2+',
    path: '/usr/share/doc/debian/FAQ/basic-defs.en.html',
    format: 'html',
  },
  {
    id: 'vegan-partitioning',
    subject: 'Ecology (variation partitioning)',
    title: 'Partitioning of variation',
    licence: 'GPL-2',
    path: `${DEBS}/r-cran-vegan/usr/lib/R/site-library/vegan/doc/partitioning.Rnw`,
    format: 'latex',
  },
  {
    id: 'python-classes',
    subject: 'Programming',
    title: 'Classes',
    licence: 'PSF-2.0',
    path: '/usr/share/doc/python3.11-doc/html/_sources/tutorial/classes.rst.txt',
    format: 'rst',
  },
  {
    id: 'phylo-random',
    subject: 'Combinatorics of trees',
    title: 'Enumeration and Simulation of Random Tree Topologies',
    licence: 'GPL-2+',
    path: `${DEBS}/r-cran-ape/usr/lib/R/site-library/ape/doc/RandomTopologies.Rnw`,
    format: 'latex',
  },
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
};

function decode(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (m, n: string) => ENTITIES[n.toLowerCase()] ?? m);
}

/** Headings collected by the converters: the rubric counts any item that quotes one. */
type Converted = { text: string; headings: string[] };

function fromHtml(html: string): Converted {
  const headings: string[] = [];
  let text = html
    .replace(/<(script|style|pre|head|nav)[\s\S]*?<\/\1>/gi, '\n')
    .replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi, (_, h: string) => {
      const heading = decode(h.replace(/<[^>]+>/g, ''))
        .replace(/\s+/g, ' ')
        .trim();
      if (heading !== '') headings.push(heading);
      return `\n\n${heading}\n\n`;
    })
    .replace(/<(?:p|div|li|dt|dd|tr|table|ul|ol|blockquote|br|hr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  text = decode(text);
  // Lines inside a paragraph are joined as a PDF's extracted text would wrap them.
  text = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return { text, headings };
}

function fromLatex(source: string): Converted {
  const headings: string[] = [];
  let text = source
    .replace(/^%.*$/gm, '')
    .replace(/(?<!\\)%.*$/gm, '')
    .replace(/<<[^>]*>>=[\s\S]*?^@/gm, '\n\n')
    .replace(
      /\\begin\{(figure|table|verbatim|Schunk|Sinput|Soutput|equation\*?|align\*?|eqnarray\*?|tabular|thebibliography|CodeChunk|Code)\}[\s\S]*?\\end\{\1\}/g,
      '\n\n',
    )
    .replace(/\\(?:sub)*section\*?\{([^}]*)\}/g, (_, h: string) => {
      headings.push(h.trim());
      return `\n\n${h.trim()}\n\n`;
    })
    .replace(
      /\\(?:title|author|date|address|Plainauthor|Plaintitle|Shorttitle|Keywords|Plainkeywords|Address|label|ref|cite[pt]?|citep|citet|eqref|bibliography|bibliographystyle|VignetteIndexEntry|VignetteDepends|VignetteKeyword|VignetteEngine|usepackage|documentclass|SweaveOpts|setkeys|newcommand|renewcommand|input|include)\*?(?:\[[^\]]*\])?\{(?:[^{}]|\{[^}]*\})*\}/g,
      '',
    )
    .replace(
      /\\(?:emph|textbf|textit|texttt|code|pkg|proglang|fct|func|samp|file|url|textsc|mbox|text|strong|dfn|var|R)\{([^}]*)\}/g,
      '$1',
    )
    .replace(
      /\\begin\{(?:itemize|enumerate|description|abstract|document|center|quote)\}|\\end\{[a-z*]+\}/g,
      '\n\n',
    )
    .replace(/\\item(?:\[([^\]]*)\])?/g, '\n\n$1 ')
    .replace(/\$\$[\s\S]*?\$\$|\\\[[\s\S]*?\\\]/g, ' ')
    .replace(/\\\\/g, '\n')
    .replace(/``|''/g, '"')
    .replace(/~/g, ' ')
    .replace(/\\[a-zA-Z]+\*?(?:\[[^\]]*\])?/g, '')
    .replace(/[{}]/g, '');
  text = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return { text, headings };
}

function fromMarkdown(source: string): Converted {
  const headings: string[] = [];
  let text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '\n\n')
    .replace(/`r [^`]*`/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[@[^\]]*\]/g, '')
    .replace(/@[\w+:.-]+/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  text = text.replace(/^#{1,6}\s+(.*)$/gm, (_, h: string) => {
    headings.push(h.trim());
    return `\n\n${h.trim()}\n\n`;
  });
  text = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .replace(/\*\*?|__/g, '')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
  return { text, headings };
}

function fromRst(source: string): Converted {
  const headings: string[] = [];
  const lines = source.split('\n');
  const out: string[] = [];
  let skipIndented = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const next = lines[i + 1] ?? '';
    if (/^([=\-~^"*#+])\1{3,}\s*$/.test(line)) continue;
    if (/^([=\-~^"*#+])\1{3,}\s*$/.test(next) && line.trim() !== '') {
      headings.push(line.trim());
      out.push('', line.trim(), '');
      continue;
    }
    if (/^\.\.\s/.test(line)) {
      skipIndented = true;
      continue;
    }
    if (skipIndented && (/^\s+\S/.test(line) || line.trim() === '')) {
      if (line.trim() === '' && !/^\s/.test(next)) skipIndented = false;
      continue;
    }
    skipIndented = false;
    if (/::\s*$/.test(line)) {
      out.push(line.replace(/::\s*$/, ':'));
      skipIndented = true;
      continue;
    }
    if (/^>>>|^\.\.\./.test(line.trim())) continue;
    out.push(line);
  }
  let text = out
    .join('\n')
    .replace(/:[a-z]+:`~?([^`<]*?)(?:\s*<[^>]*>)?`/g, '$1')
    .replace(/``([^`]*)``/g, '$1')
    .replace(/`([^`<]*?)\s*<[^>]*>`_+/g, '$1')
    .replace(/`([^`]*)`_*/g, '$1')
    .replace(/\|[^|\s]+\|/g, '');
  text = text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  return { text, headings };
}

function fromUnits(source: string): Converted {
  // The definitions file's prose is in its comments; definitions themselves are data.
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of source.split('\n')) {
    const m = /^#\s?(.*)$/.exec(line);
    const prose = m?.[1]?.trim() ?? '';
    if (m !== null && prose !== '' && !/^[#=*-]{3,}/.test(prose) && /[a-z]{3,}/.test(prose))
      current.push(prose);
    else if (current.length > 0) {
      paragraphs.push(current.join(' '));
      current = [];
    }
  }
  return { text: paragraphs.filter((p) => p.split(/\s+/).length >= 12).join('\n\n'), headings: [] };
}

function convert(source: Source, raw: string): Converted {
  switch (source.format) {
    case 'html':
      return fromHtml(raw);
    case 'latex':
      return fromLatex(raw);
    case 'rmd':
      return fromMarkdown(raw);
    case 'rst':
      return fromRst(raw);
    case 'units':
      return fromUnits(raw);
    case 'text':
      return {
        text: raw
          .split(/\n\s*\n/)
          .map((p) => p.replace(/\s+/g, ' ').trim())
          .filter(Boolean)
          .join('\n\n'),
        headings: [],
      };
  }
}

/** A wrapped page of ~`words` words, paragraphs kept whole, lines wrapped at ~90 characters like a PDF's text. */
function paginate(text: string, words: number): string[] {
  const pages: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const paragraph of text.split('\n\n')) {
    const n = paragraph.split(/\s+/).length;
    if (count + n > words && current.length > 0) {
      pages.push(current.join('\n\n'));
      current = [];
      count = 0;
    }
    const wrapped: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line.length + word.length + 1 > 90 && line !== '') {
        wrapped.push(line);
        line = word;
      } else line = line === '' ? word : `${line} ${word}`;
    }
    if (line !== '') wrapped.push(line);
    current.push(wrapped.join('\n'));
    count += n;
  }
  if (current.length > 0) pages.push(current.join('\n\n'));
  return pages;
}

/** The documents whose sources are present (get-corpus.sh), each cut to at most `maxPages` pages. */
export function loadRealDocuments(root: string, maxPages = 10): RealDocument[] {
  const docs: RealDocument[] = [];
  SOURCES.forEach((source, i) => {
    const path = source.path.startsWith('/') ? source.path : join(root, source.path);
    if (!existsSync(path)) return;
    const { text, headings } = convert(source, readFileSync(path, 'utf8'));
    const bodies = paginate(text, 380).slice(0, maxPages);
    const pages = bodies.map((body, p) => ({
      page: p + 1,
      text: `${source.title}\n\n${body}\n\nPage ${p + 1} of ${bodies.length}`,
    }));
    docs.push({
      id: source.id,
      subject: source.subject,
      title: source.title,
      licence: source.licence,
      heldOut: i % 4 === 3,
      pages,
      structuralLines: [source.title, ...headings.filter((h) => h.length >= 12)],
    });
  });
  return docs;
}
