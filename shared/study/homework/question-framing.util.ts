/**
 * What students put around a question that is not part of it: the exam or worksheet label before it ("2.", "Q3 (b)",
 * "(a)", "Question 4:"), the marks after it ("[3]", "(4 marks)"), and whole sentences of framing before or after it
 * ("I'm stuck on this one.", "For my year 10 homework, due on 12 May:", "I have a test tomorrow"). Read before any
 * solver: their numbers are not data ("2. x^2 = 49" had been read as 2.x² = 49, "… [2 marks]" as a fourth
 * resistor, "this one" as the number 1), and a question behind a framing sentence was not recognised at all.
 * Every pattern here is anchored and linear: they run on whatever a student pastes.
 */

/** A label before a question: a question word and number, a list number, a part letter or roman numeral. */
const LEADING_LABEL = new RegExp(
  [
    String.raw`(?:q|question|ex|exercise|problem|task)(?: ?\.)? ?\d{1,3}[a-z]?(?: ?\(?(?:[a-h]|i{1,3}|iv|vi{0,3})\))? ?[).:-]?\s`,
    String.raw`\d{1,3}[a-h]? ?[).]\s`,
    String.raw`\(?(?:[a-h]|i{1,3}|iv|vi{0,3})\)\s`,
  ]
    .map((label) => `^(?:${label})`)
    .join('|'),
  'i',
);

/** The marks after a question: "[3]", "[2 marks]", "(4 marks)", "(2 pts)", "… 3 marks". */
const TRAILING_MARKS =
  /(?: ?\[ ?\d{1,2} ?(?:marks?|pts?|points?)? ?\]| ?\( ?\d{1,2} ?(?:marks?|pts?|points?) ?\)|[.,;]? \d{1,2} ?marks?)[ .]*$/i;
const MAX_ROUNDS = 4;

/** How far from the end marks and emoji are looked for. */
const TAIL = 32;

/** Words only framing uses: who asks, for what, how it is going, how to set it out. */
const FRAMING_WORDS =
  /\b(?:set|assigned|working|workings|calculator|non-calculator|help|stuck|homework|hw|assignment|worksheet|coursework|revision|revising|teacher|tutor|textbook|test|exam|quiz|mock|question|problem|tomorrow|tonight|due|struggling|confused|understand|idea|please|pls|plz|anyone|someone|somebody|guys|thanks|thank)\b/i;

/** Numbers a framing sentence may hold: a year group or class, a page, question or room number, a date, a clock time. */
const CONTEXT_NUMBERS =
  /\b(?:year|yr|grade|form|class|set|page|pg|question|q|ex|exercise|unit|chapter|ch|lesson|week|period|room|group)\.?\s*\d{1,3}[a-z]?\b|\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b/gi;

/** "One" that counts nothing: "this one", "anyone". */
const PRONOUN_ONE = /\b(?:this|that|the|which|next|last|every|any|some|no)\s+one\b/gi;

/** What makes a sentence data: a digit, a maths sign, a number word. */
const DATA =
  /[\d=+×÷*^√∛∫∑<>≤≥%$£€¥₹/]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|half|quarter|third|twice|double|triple)\b/i;

/** What makes a sentence ask something: "what is her mean test score?" frames nothing, whatever its words. */
const ASKING =
  /\b(?:what|whats|how|find|calculate|compute|work out|determine|which|when|where|who|solve|simplify|evaluate|expand|factori[sz]e|differentiate|integrate|prove|show that|estimate|convert|express|write|give|state|mean|median|mode|average|range|total|sum|difference|product|probability|chance|area|volume|perimeter|speed|cost|price|value)\b/i;

/** A sentence that only frames: a framing word, nothing asked, and no data once context numbers are set aside. */
function isFraming(sentence: string): boolean {
  if (!FRAMING_WORDS.test(sentence) || ASKING.test(sentence)) return false;
  return !DATA.test(sentence.replace(CONTEXT_NUMBERS, ' ').replace(PRONOUN_ONE, ' '));
}

/** Where the first sentence ends: after ".", "?", "!" or ":" before a space, or at a line break; -1 if it does not. */
function firstSentenceEnd(text: string): number {
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\n') return i;
    if ('.?!:'.includes(text[i]!) && /\s/.test(text[i + 1] ?? '')) return i + 1;
  }
  return -1;
}

/** Where the last sentence starts: after a ".", "?" or "!" before a space, or a line break; -1 if nothing is before it. */
function lastSentenceStart(text: string): number {
  let end = text.length;
  while (end > 0 && '.?!'.includes(text[end - 1]!)) end--;
  for (let i = end - 1; i > 0; i--) {
    if (text[i - 1] === '\n') return i;
    if (/\s/.test(text[i]!) && '.?!'.includes(text[i - 1]!)) return i + 1;
  }
  return -1;
}

/** A remark in brackets at the end: "(calculator allowed)", "(non-calculator)". */
const TRAILING_BRACKETS = /\(([^()]{1,40})\)$/;

/** Emoji after a question. */
const TRAILING_EMOJI = /(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}| )+$/u;

/** Where a remark about the asker starts when nothing ends the question before it ("… = 49 I have a test tomorrow"). */
function unmarkedRemarkStart(text: string): number {
  const at = text.search(/ (?:i|i'm|im|my|we|our|this is|it's) /i);
  return at > 0 && !text.includes('\n', at) ? at + 1 : -1;
}

/**
 * `text` without what `pattern` (anchored at the end) matches in its last characters: an end pattern that is tried
 * at every position of a long text would cost the square of its length.
 */
function withoutTail(text: string, pattern: RegExp): string {
  const cut = Math.max(0, text.length - TAIL);
  return (text.slice(0, cut) + text.slice(cut).replace(pattern, '')).trim();
}

export function withoutFraming(text: string): string {
  let out = text.replace(/[^\S\n]+/g, ' ').trim();
  // A few rounds: a label and a framing sentence or two at each end are what students write, and each round reads
  // the whole text (a paste of thousands of framing sentences must not cost a round each).
  for (let round = 0, previous = ''; previous !== out && round < MAX_ROUNDS; round++) {
    previous = out;
    out = out.replace(LEADING_LABEL, '').trim();
    out = withoutTail(out, TRAILING_MARKS);
    const firstEnd = firstSentenceEnd(out);
    if (firstEnd > 0 && isFraming(out.slice(0, firstEnd))) out = out.slice(firstEnd).trim();
    const lastStart = lastSentenceStart(out);
    if (lastStart > 0 && isFraming(out.slice(lastStart))) out = out.slice(0, lastStart).trim();
    const remarkStart = unmarkedRemarkStart(out);
    if (remarkStart > 0 && isFraming(out.slice(remarkStart))) out = out.slice(0, remarkStart).trim();
    const bracketed = TRAILING_BRACKETS.exec(out);
    if (bracketed && isFraming(bracketed[1]!)) out = out.slice(0, bracketed.index).trim();
    out = withoutTail(out, TRAILING_EMOJI);
  }
  return out.length > 0 ? out : text.trim();
}

/**
 * A question asked before its data ("What is the sale price? A shirt costs $40 and is 25% off.") put after it, where
 * the solvers look for what is asked: read in the order typed, the data sentence was taken for the question and a
 * different quantity came back. Only a first sentence that ends in "?" before sentences that give numbers and ask
 * nothing is moved.
 */
export function withQuestionLast(text: string): string {
  const end = text.indexOf('? ');
  if (end <= 0) return text;
  const rest = text.slice(end + 2).trim();
  if (rest.length === 0 || rest.includes('?') || !/\d/.test(rest)) return text;
  return `${/[.!]$/.test(rest) ? rest : `${rest}.`} ${text.slice(0, end + 1)}`;
}
