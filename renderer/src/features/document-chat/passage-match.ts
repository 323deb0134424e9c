// Finding a cited passage in a page's text as pdf.js lays it out (a list of text items, split wherever the PDF
// placed a run of text), so the viewer can highlight the items that hold it. Matching ignores case, spacing and
// punctuation (the stored passage is the page's text re-flowed); when the whole passage is not found, shorter and
// shorter starts of it are tried (down to 16 letters), so a passage that crosses a hyphenation still lights up where it begins.

/** Letters and digits only, lower case, with each kept character's index in the original string. */
function folded(text: string): { chars: string; at: number[] } {
  let chars = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!.toLowerCase();
    if (/[\p{L}\p{N}]/u.test(c)) {
      chars += c;
      at.push(i);
    }
  }
  return { chars, at };
}

/** The indexes of the items that hold the passage (in order), or [] when it is not on this page. */
export function itemsHoldingPassage(items: readonly string[], passage: string): number[] {
  const owner: number[] = [];
  let joined = '';
  for (const [index, item] of items.entries()) {
    for (const c of folded(item).chars) {
      joined += c;
      owner.push(index);
    }
  }
  const wanted = folded(passage).chars;
  if (wanted.length === 0 || joined.length === 0) return [];
  const tries = [wanted, ...[80, 40, 20].map((n) => wanted.slice(0, n))].filter(
    (t, i) => i === 0 || (t.length >= 16 && t.length < wanted.length),
  );
  for (const attempt of tries) {
    const start = joined.indexOf(attempt);
    if (start < 0) continue;
    const found = new Set(owner.slice(start, start + attempt.length));
    return [...found];
  }
  return [];
}

/**
 * The page text split around the passage, for pages shown as text: [before, passage, after], or null when the
 * passage is not in it. Spacing and punctuation between words may differ from the stored passage.
 */
export function splitAtPassage(text: string, passage: string): [string, string, string] | null {
  const page = folded(text);
  const wanted = folded(passage).chars;
  if (wanted.length === 0) return null;
  const start = page.chars.indexOf(wanted);
  if (start < 0) return null;
  const from = page.at[start]!;
  const to = page.at[start + wanted.length - 1]! + 1;
  return [text.slice(0, from), text.slice(from, to), text.slice(to)];
}
