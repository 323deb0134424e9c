// The real-prose corpus of `npm run quality:writing`: the README documentation of the installed packages
// (node_modules/**/README.md), cut into prose paragraphs (headings, code, tables, lists and links dropped).
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..', 'node_modules');
export const print = (name: string, value: number | string, target = '') =>
  console.log(
    `${name}: ${typeof value === 'number' ? Number(value.toFixed(4)) : value}${target ? `   (target ${target})` : ''}`,
  );

/** Prose paragraphs of a README: no headings, code, tables, lists, HTML or badges; links reduced to their text. */
function proseOf(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '\n\n').replace(/<[^>]+>/g, ' ');
  return withoutCode
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => !/^(#|\||[-*+] |\d+\. |>|!\[|\[!|\s{4})/.test(block))
    .map((block) =>
      block
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`[^`]*`/g, 'it')
        .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => {
      const words = block.split(' ');
      const letters = block.replace(/[^\p{L}]/gu, '').length;
      return words.length >= 25 && letters / block.length > 0.7 && /[.!?]$/.test(block);
    });
}

function readmes(): string[] {
  const files: string[] = [];
  for (const name of readdirSync(root)) {
    const dirs = name.startsWith('@') ? readdirSync(join(root, name)).map((n) => join(name, n)) : [name];
    for (const dir of dirs) {
      const file = join(root, dir, 'README.md');
      if (existsSync(file)) files.push(file);
    }
  }
  return files.sort();
}

// One document per package with at least 250 words of prose; identical texts (forks, mirrors) kept once.
const seen = new Set<string>();
export const documents: Array<{ id: string; text: string }> = [];
for (const file of readmes()) {
  const paragraphs = proseOf(readFileSync(file, 'utf8'));
  const text = paragraphs.join('\n\n');
  if (text.split(/\s+/).length < 250 || seen.has(text)) continue;
  seen.add(text);
  documents.push({ id: file.slice(root.length + 1, -'/README.md'.length), text });
}
