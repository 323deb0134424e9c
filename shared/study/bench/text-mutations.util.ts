/**
 * Light edits of the kind students make to disguise copied text: changed capitalisation, changed
 * punctuation, and one word in every dozen replaced.
 */
export function lightlyEdit(text: string, random: () => number, replacements: readonly string[]): string {
  const parts = text.split(/(\s+)/);
  let wordIndex = 0;
  let nextChange = 6 + Math.floor(random() * 12);
  return parts
    .map((part) => {
      if (/^\s+$/.test(part) || part.length === 0) return part;
      wordIndex += 1;
      let word = part;
      if (wordIndex === nextChange) {
        nextChange += 12;
        const core = word.replace(/[^\p{L}\p{N}'-]/gu, '');
        const replacement = replacements[Math.floor(random() * replacements.length)] ?? 'thing';
        word = core.length > 0 ? word.replace(core, replacement) : word;
      }
      const roll = random();
      if (roll < 0.08) word = word.toUpperCase();
      else if (roll < 0.16) word = word.toLowerCase();
      else if (roll < 0.2) word = word.charAt(0).toUpperCase() + word.slice(1);
      const punct = random();
      if (punct < 0.1) word = word.replace(/[,;:]$/u, '');
      else if (punct < 0.14 && /\p{L}$/u.test(word)) word = `${word},`;
      else if (punct < 0.18) word = word.replace(/\.$/u, ';');
      return word;
    })
    .join('');
}

/** The text of words `[from, from + count)` of a passage, cut on whitespace. */
export function wordWindow(text: string, from: number, count: number): string {
  return text
    .split(/\s+/)
    .slice(from, from + count)
    .join(' ');
}
