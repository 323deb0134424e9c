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

/**
 * A passage reworded the way students do it: about one word in three replaced (by a word of `replacements`),
 * dropped, or swapped with the next word (one roll in nine each).
 */
export function rewordLikeAStudent(
  text: string,
  random: () => number,
  replacements: readonly string[],
): string {
  const words = text.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const roll = random();
    if (roll < 1 / 9) out.push(replacements[Math.floor(random() * replacements.length)] ?? 'thing');
    else if (roll < 2 / 9) continue;
    else if (roll < 3 / 9 && i + 1 < words.length) {
      out.push(words[i + 1] ?? '', words[i] ?? '');
      i += 1;
    } else out.push(words[i] ?? '');
  }
  return out.join(' ');
}
