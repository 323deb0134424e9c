// A recurring decimal as a fraction: "0.2 recurring", "0.4545... (45 recurring)", "0.1(6)", "0.1666...". The
// repeating block is read only where it is certain: named ("45 recurring"), bracketed, a single digit, or shown at
// least twice before the dots; "0.16 recurring" (is it 0.1666… or 0.1616…?) is declined.
import { solution, step } from './solver.types.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The digits after the point split into the part that does not repeat and the block that does, or null when the
 * block is not certain.
 */
function repeatingBlock(
  digits: string,
  named: string | undefined,
  bracketed: string | undefined,
  dots: boolean,
  worded: boolean,
): { prefix: string; block: string } | null {
  if (bracketed !== undefined) return named === undefined ? { prefix: digits, block: bracketed } : null;
  if (named !== undefined) {
    // The named block must be what the shown digits end with: "0.4545… (45 recurring)".
    if (!digits.endsWith(named)) return null;
    let prefix = digits.slice(0, digits.length - named.length);
    while (prefix.endsWith(named)) prefix = prefix.slice(0, prefix.length - named.length);
    return { prefix, block: named };
  }
  if (digits.length === 1 && (dots || worded)) return { prefix: '', block: digits };
  if (!dots) return null;
  // Shown twice or more: the shortest non-repeating start, then the shortest block.
  for (let p = 0; p < digits.length; p += 1)
    for (let k = 1; 2 * k <= digits.length - p; k += 1) {
      let repeats = true;
      for (let i = p + k; i < digits.length && repeats; i += 1) repeats = digits[i] === digits[i - k];
      if (repeats) return { prefix: digits.slice(0, p), block: digits.slice(p, p + k) };
    }
  return null;
}

const RECURRING =
  /^(?:convert |express |write |change |turn )?(?:the (?:recurring|repeating) decimal )?(\d*)\.(\d*)(?:\((\d+)\))?( ?(?:\.{2,}|…))?( (?:recurring|repeating))?(?: ?\((\d+) (?:recurring|repeating)\)| with (?:the )?(\d+) (?:recurring|repeating))? (?:to|as|into|in) (?:a )?fraction(?: in (?:its )?(?:simplest|lowest) (?:form|terms))?$/;

/** "0.4545… as a fraction" (text lower case, without "what is"), or null when it is not one or not certain. */
export function recurringDecimal(text: string): MathSolution | null {
  const m = RECURRING.exec(text);
  if (!m) return null;
  const whole = m[1] === undefined || m[1] === '' ? '0' : m[1];
  const shown = m[2] ?? '';
  // A fraction of at most 12 digits a side is shown in at most a few dozen digits; longer is not a homework number.
  if (shown.length > 40) return null;
  const dots = m[4] !== undefined;
  const worded = m[5] !== undefined;
  // Something must say that the decimal recurs.
  if (!dots && !worded && m[3] === undefined && m[6] === undefined && m[7] === undefined) return null;
  const read = repeatingBlock(shown, m[6] ?? m[7], m[3], dots, worded);
  if (read === null || read.block === '' || read.prefix.length + read.block.length > 12) return null;
  const { prefix, block } = read;
  const p = prefix.length;
  const k = block.length;
  const blockShift = 10 ** k - 1;
  const denominator = 10 ** p * blockShift;
  const numerator =
    Number(whole) * denominator + Number(prefix + block) - Number(prefix === '' ? '0' : prefix);
  const g = gcd(numerator, denominator);
  const [top, bottom] = [numerator / g, denominator / g];
  const written = `${whole}.${prefix}${block}${block}…`;
  const typed = `${whole}.${shown}${m[3] === undefined ? '' : `(${m[3]})`}`;
  const scaled = (power: number) => (power === 0 ? 'x' : `${10 ** power}x`);
  const shiftedValue = (power: number) => {
    const digits = `${prefix}${block}${block}`;
    return `${whole === '0' ? '' : whole}${digits.slice(0, power)}.${digits.slice(power)}…`.replace(
      /^\./,
      '0.',
    );
  };
  return solution(
    'arithmetic',
    `${typed} recurring`,
    [
      step(
        `Call the number x; the block ${block} repeats${p === 0 ? '' : ` after ${prefix}`} (${typed}${(m[6] ?? m[7]) ? ` with ${block} recurring` : ''}).`,
        `x = ${written}`,
      ),
      step(
        `Multiply by 10^${p + k} and by 10^${p}: the repeating parts line up.`,
        `${scaled(p + k)} = ${shiftedValue(p + k)}, ${scaled(p)} = ${shiftedValue(p)}`,
      ),
      step(
        'Subtract: the repeating parts cancel.',
        `${denominator}x = ${numerator}, so x = ${numerator}/${denominator}`,
      ),
      step('Divide top and bottom by their greatest common divisor.', `x = ${top}/${bottom}`),
    ],
    bottom === 1 ? String(top) : `${top}/${bottom}`,
    { values: [top / bottom] },
  );
}
