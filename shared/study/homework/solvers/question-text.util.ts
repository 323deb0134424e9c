import { readSubscripts } from '../../math/math-expression.util.ts';

// Reading a question as students write it: number words as digits, the numbers and their units, and numbers
// written back the way a worked answer shows them.

/** Number words as students write them, zero to ninety. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
};

/**
 * Equations written one a line ("x + y + z = 6⏎2x - y = 1⏎…") are a list: a line break between two lines that
 * each hold an "=" becomes "; " (joined into one line, three equations would run together with nothing between).
 */
export function equationLines(text: string): string {
  const lines = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  return lines
    .map((line, i) =>
      i > 0 && line.includes('=') && lines[i - 1]?.includes('=') ? `; ${line}` : `\n${line}`,
    )
    .join('')
    .replace(/^\n/, '');
}

/**
 * The question in one line, lower case, with number words as digits ("two dice" → "2 dice"), thousands
 * separators dropped ("1,000" → "1000"), "×10^" powers as e-notation and typographic signs as ASCII.
 */
export function plainQuestion(question: string): string {
  return (
    readSubscripts(withoutChatter(equationLines(joinDigitGroups(question))))
      .replace(/[−–—]/g, '-')
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/²/g, '^2')
      .replace(/³/g, '^3')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
      .replace(/(\d(?:\.\d+)?)\s*(?:x|×|\*)\s*10\s*\^\s*\(?(-?\d+)\)?/g, '$1e$2')
      .replace(/\b([a-z]+)-([a-z]+)\b/g, (whole, tens: string, unit: string) =>
        NUMBER_WORDS[tens] !== undefined &&
        NUMBER_WORDS[unit] !== undefined &&
        NUMBER_WORDS[tens] >= 20 &&
        NUMBER_WORDS[unit] < 10
          ? String(NUMBER_WORDS[tens] + NUMBER_WORDS[unit])
          : whole,
      )
      .replace(
        /\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/g,
        (w) => String(NUMBER_WORDS[w]),
      )
      .replace(/\b(a|one|1) dozen\b/g, '12')
      // "log base 2 of x", "log to the base 3 of (x + 1)": the subscript notation the algebra reads.
      .replace(/\blog (?:to )?(?:the )?base (\d+(?:\.\d+)?) of (\([^()]*\)|[a-z\d.]+)/g, 'log_$1($2)')
  );
}

/**
 * The question without the chatter around it: greetings, "can you help me", "I need to", "how do I", "please",
 * "thanks", and the names of what is solved ("solve the quadratic equation …" → "solve …"; "find the zeros of
 * f(x) = …" → "solve … = 0").
 */
export function withoutChatter(text: string): string {
  let out = text.trim();
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out
      .replace(/^(?:hey|hi|hello|yo|ok|okay|so|um|hmm)\b[,!.]?\s*/i, '')
      .replace(
        /^(?:can|could|would|will) (?:you|u|someone|somebody|anyone|anybody) (?:please |pls |plz )?(?:help me(?: with)?(?: to)? |show me how to |tell me how to |explain how to )?/i,
        '',
      )
      .replace(/^(?:please|pls|plz)[,:]?\s+/i, '')
      // The verb in French, Spanish, Italian, German or Dutch: "Calcule 3/4 + 5/6".
      .replace(/^(?:calcule[zr]?|calcula(?:r|te)?|calcola|berechne|bereken)\s+(?=[-\d(√])/i, 'calculate ')
      .replace(
        /^(?:help me(?: with)?(?: to)? |i need (?:help )?(?:to |with )?|i have to |i want to |i(?:'m| am|m) trying to |i (?:don't|dont|do not) know how to |how (?:do|would|can|should) (?:i|you|we|one) (?:do |work out )?|how to (?:do |work out )?)/i,
        '',
      )
      .replace(
        /[\s,.!]+(?:please help|pls help|plz help|help me|help|please|pls|plz|thanks|thank you|thx|ty|s['’]il vous pla[iî]t|por favor|bitte|per favore)[.!?]*$/i,
        '',
      )
      .trim();
  }
  return out
    .replace(
      /^(solve|find|work out)\s+(?:the\s+)?(?:following\s+|given\s+)?(?:quadratic\s+|linear\s+|cubic\s+|polynomial\s+|rational\s+|radical\s+|exponential\s+|logarithmic\s+)?(equations?|inequality)\b\s*:?\s*/i,
      (_, verb: string, kind: string) => (/s$/i.test(kind) ? `${verb} the system ` : `${verb} `),
    )
    .replace(
      /^solve (?:simultaneously|these simultaneous equations|the simultaneous equations)\s*:?\s*/i,
      'solve ',
    )
    .replace(
      /^(?:find|what are|calculate|determine|solve for)\s+(?:the\s+)?(?:roots|zeros|zeroes|solutions|x-intercepts)\s+(?:of|to|for)\s+(?:the\s+(?:function|polynomial|quadratic|equation)\s+)?[a-z]\s*(?:\(\s*x\s*\))?\s*=\s*([^=]+?)\s*[?.]?$/i,
      'solve $1 = 0',
    );
}

/** Doubt after a claimed answer: "but I'm not sure it's right", "not sure tho". */
const HEDGE = String.raw`(?:\s*,?\s*(?:(?:but|and|so)\s+)?(?:(?:i'?m|im|i am)\s+)?not (?:sure|certain|confident)(?: (?:if|that|whether|about))?(?: (?:it'?s|its|that'?s|thats|this is|it is|it|this|that|i'?m|im))?(?: (?:right|correct|wrong|it))?(?: (?:tho|though))?)?`;

/** Who a student quotes on the answer: "my teacher says", "the book has", "I got". */
const CLAIMANT = String.raw`(?:(?:my|our|the) (?:teacher|tutor|friend|mum|mom|dad|calculator|textbook|book|answer key|answer sheet|answers?|mark scheme|back of the book)|i|we)`;

/**
 * The question without a remark after it that is not part of it (read before anything else, so that the remark's
 * number is not taken for data): an answer someone claims ("?? my teacher says its not 18", "i got 12 but the book
 * says 15", "is it -9?"), a request to check it ("is that right") and an afterthought on the answer's form ("actually exact is fine"). Only a remark after
 * the maths's end (a "?", "!", "." or ",") and made of these words alone is dropped, so a remark that gives data
 * ("my teacher says use g = 10") stays and its number must be used.
 */
export function withoutRemarks(text: string): string {
  const claim = String.raw`(?:(?:but|and|so|because|cos|coz)\s+)?(?:${CLAIMANT} (?:says?|said|got|gets?|keeps? getting|has|gives?|gave|shows?|thinks?|thought)|(?:or )?is (?:it|the answer|that|this))(?: (?:that|it|the answer|its|it's|it is|is|was|are|should be|'s))*(?: (?:not|isn't|isnt))?\s*=?\s*-?\d+(?:\.\d+)?(?: (?:right|correct|wrong))?${HEDGE}`;
  // Mostly after the question's end; "I got 7" may also follow it without a mark ("… the total resistance I got 7").
  const claimed = new RegExp(
    String.raw`(?:[?!.,;]+\s*|\s+(?=i (?:got|get|keep getting) -?\d))${claim}(?:\s*[,;]?\s*${claim})*\s*[?!.]*\s*$`,
    'i',
  );
  const form =
    /(?:\s*[,;.?!]+\s*(?:(?:but|or|and|actually|tho|though|oh)\s+)*|\s+(?:(?:but|or|and|actually|tho|though|oh)\s+)+)(?:an? )?(?:exact|decimals?|either|any|both)(?: (?:answer|form|value|one|answers))? (?:is|are|would be|'s|s)?\s*(?:fine|ok|okay|good|enough|alright)[.!?]*\s*$/i;
  // What the student does not follow, said after the maths: "… i dont get negative fractional powers" (no number).
  const confusion =
    /(?:[\s,;.?!]+|^)(?:i|we) (?:don't|dont|do not|can't|cant|cannot) (?:get|understand|remember|see)\b[^\d=]*$/i;
  const checking =
    /(?:[\s,;.?!]+(?:is (?:that|this|it|my answer) (?:right|correct|wrong)|am i (?:right|correct|wrong))|[,;.?!]+\s*(?:right|correct))[?!.]*\s*$/i;
  let out = text.trim();
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(form, '').replace(checking, '').replace(claimed, '').trimEnd();
    const withoutConfusion = out.replace(confusion, '').trimEnd();
    // Only after some maths: "i dont get how to do 3/4 + 1/2" is the question itself.
    if (/\d/.test(withoutConfusion)) out = withoutConfusion;
  }
  return out.length > 0 ? out : text.trim();
}

/**
 * An equation without the words that ask for its unknown: "find x if …", "what is the value of x when …",
 * "for what value of x is …", "… what is x?".
 */
export function withoutAskingForUnknown(text: string): string {
  return text
    .replace(
      /^(?:find|what is|what's|whats|determine|calculate|work out|solve for|get)(?: the values? of)? [a-z](?:,? and [a-z])?(?:\s+(?:if|when|given(?: that)?|such that|where|in|from)|\s*:)\s*(?:the equation\s*)?:?\s*/i,
      '',
    )
    .replace(
      /^(?:for )?(?:what|which) values? of [a-z] (?:satisfies|satisfy|makes?|solves?|is|are|does)\s*(?:the equation\s*)?:?\s*/i,
      '',
    )
    .replace(/\s*[,.;]?\s*(?:what is|what's|find|determine) (?:the value of )?[a-z]\s*[?.]?$/i, '');
}

/**
 * The last clause that asks ("… what is its speed", "what was the original price"), or undefined when no clause
 * asks; a decimal point is not a full stop.
 */
export function askingClause(q: string): string | undefined {
  // A word of its own: "show your working" does not ask "how".
  return /\b(?:how|what|find|calculate|determine|work out|compute)(?:[^.,;]|\.(?=\d))*$/.exec(
    q.replace(/[?.!\s]+$/, ''),
  )?.[0];
}

/**
 * The last sentence of the question, which asks: unlike askingClause a comma inside it does not end it ("how long
 * do they take together, in hours?"); a decimal point is not a full stop.
 */
export function lastSentence(q: string): string {
  return (
    q
      .split(/(?<!\d)[.?!](?!\d)/)
      .filter((part) => part.trim() !== '')
      .pop() ?? ''
  );
}

/** Ordinal words: a step's place ("the third step") or a fraction's denominator ("two thirds"). */
export const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

export const NUMBER = String.raw`[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?`;

/**
 * Digits grouped by spaces as printed: "£180 000" (thousands after a money sign) and "0.000 35" (the decimals in
 * threes) are one number each. Other runs of digits stay apart: "3 000" alone may be a list.
 */
export function joinDigitGroups(text: string): string {
  return text
    .replace(
      /([$£€]\s?\d{1,3})((?: \d{3})+)(?!\d|\.\d)/g,
      (_, head: string, groups: string) => head + groups.replace(/ /g, ''),
    )
    .replace(/(\d\.\d{3}) (\d{1,3})(?!\d|\.\d)/g, '$1$2');
}

/** Every number of a text, in order. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(new RegExp(`(?<![a-z\\d.])${NUMBER}`, 'gi'))].map((m) => Number(m[0]));
}

/**
 * Whether `text` holds a number none of the readings (`said`, parts of `text`) took; a unit's power (cm^2, m^3)
 * is not a number.
 */
export function numbersLeftOver(text: string, said: readonly string[]): boolean {
  const powers = (t: string) => t.replace(/\^\s*[23]\b/g, ' ');
  let rest = powers(text);
  for (const s of said) rest = rest.replace(powers(s), ' ');
  return numbersIn(rest).length > 0;
}

/** A number as a worked answer shows it: whole numbers whole, others to 6 significant figures. */
export function fmt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Math.abs(value - Math.round(value)) < 1e-9 * Math.max(1, Math.abs(value)) && Math.abs(value) < 1e15)
    return String(Math.round(value));
  const abs = Math.abs(value);
  if (abs !== 0 && (abs >= 1e15 || abs < 1e-4)) {
    const [mantissa, exponent] = value.toExponential(4).split('e');
    return `${Number(mantissa)} × 10^${Number(exponent)}`;
  }
  return String(Number(value.toPrecision(6)));
}

/** Money to the cent. */
export function money(value: number): string {
  return value.toFixed(2);
}

export function round(value: number, digits = 10): number {
  return Number(value.toPrecision(digits));
}

const PLACES: Readonly<Record<string, number>> = { tenth: 1, hundredth: 2, thousandth: 3 };

/**
 * How precisely the question asks for its answer ("… to 4 decimal places", "round to the nearest tenth",
 * "(3 s.f.)"): the question without those words and the rounding they ask for, or null when none is asked.
 */
export function askedPrecision(
  question: string,
): { question: string; round: (value: number) => number; label: string } | null {
  const m =
    /[\s,.;]*\(?(?:(?:and |then )?(?:round(?:ed)?|(?:give|giving) (?:(?:your |the )?answers?|(?:the |its )?values?|[a-z]|it|them)|answer|correct|accurate|express(?: it)?)(?: (?:your |the )?answers?)? )?(?:(?:to|correct to) |(?<=\(\s*))(?:the nearest (tenth|hundredth|thousandth|whole number|integer|unit)|(\d+) (decimal places?|dp|d\.p\.?|significant figures?|sig\.? ?figs?|s\.?f\.?))\)?(?=[.!?\s]*$|[.,;]?\s+(?:what|find|how|solve|calculate)\b)/i.exec(
      question,
    );
  if (!m) return null;
  const rest = `${question.slice(0, m.index)} ${question.slice(m.index + m[0].length)}`
    .trim()
    .replace(/^round(?: off)?\s+(?=[-\d.(√∛])/i, '');
  const nearest = m[1]?.toLowerCase();
  const count = Number(m[2]);
  if (nearest !== undefined) {
    const places = PLACES[nearest] ?? 0;
    return { question: rest, round: (v) => roundTo(v, places), label: `to the nearest ${nearest}` };
  }
  if (!Number.isInteger(count) || count > 12) return null;
  if (/^s|^sig/i.test(m[3] ?? ''))
    return count < 1
      ? null
      : {
          question: rest,
          round: (v) => Number(v.toPrecision(count)),
          label: `to ${count} significant figure${count === 1 ? '' : 's'}`,
        };
  return {
    question: rest,
    round: (v) => roundTo(v, count),
    label: `to ${count} decimal place${count === 1 ? '' : 's'}`,
  };
}

function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor;
}

/** Words of a request in brackets: "(show working pls)", "(full method please)". */
const REQUEST_WORDS =
  /^\s*(?:(?:show|your|all|the|full|working|workings|work|steps?|by|method|pls|please|plz|explain|help|me|with|thanks|thx)\b\s*)+$/i;

/**
 * The method named after the maths ("using the quotient rule", "by factorising", "from first principles", "and check
 * for extraneous solutions"): the answer does not depend on it.
 */
const METHOD_NAMED =
  /[\s,.;]*(?:(?:by|using|with|from|via) (?:the )?(?:(?:product|quotient|chain) rule|calculus|differentiation|factori[sz]ing|factori[sz]ation|factoring|first principles)(?: method)?|and check (?:for extraneous (?:solutions|roots)|(?:your|the) (?:answers?|solutions?)))[.!?]*\s*$/i;

/** The words of a request written as its own sentence after the maths: "Show all steps, this is for my homework." */
const REQUEST_SENTENCE_WORDS = new Set(
  'show all your the working workings work steps step by method pls please plz explain help me with thanks thx thank you this is its for my homework hw due tomorrow today tonight class test exam i need it a quiz'.split(
    ' ',
  ),
);

/** The text without a last sentence that only asks for working or says what it is for (no number, no sign). */
function withoutRequestSentence(text: string): string {
  const end = /[.!?](?=\s+\S[^.!?]*[.!?]*\s*$)/.exec(text);
  if (end === null) return text;
  const last = text.slice(end.index + 1);
  const words = last.toLowerCase().match(/[a-z']+/g) ?? [];
  const onlyRequest =
    words.length > 0 && !/[\d=]/.test(last) && words.every((w) => REQUEST_SENTENCE_WORDS.has(w));
  return onlyRequest ? text.slice(0, end.index + 1) : text;
}

/** How the answer should be written, after the maths: "giving your answer as a mixed number", "in standard form". */
const ANSWER_FORM =
  /[\s,.;]*\(?(?:(?:giving|give|write|leave|express)(?: your| the)? (?:answers?|results?|it) |answer )?(?:as|in) (?:a |an |its |the )?(?:simplest |lowest )?(?:mixed number|improper fraction|fraction|decimal|ordinary number|standard form|form|terms)(?: in (?:its |the )?(?:simplest|lowest) (?:form|terms))?(?: is (?:fine|ok|okay))?\)?[.!?]*\s*$/i;

/**
 * The maths of a typed problem without the asides around it: an exam label ("Q3)", "[2 marks]"), a request in
 * brackets or at the end ("(show working pls)", "show your working"), how the answer should be written ("giving
 * your answer as a mixed number"), "whats" / "what does … equal", a verb written after the maths or misspelt
 * ("… = 9 solve", "slove"), a trailing "= ?". Numbers written as "0.35 x 0.4" multiply and mixed numbers
 * ("1 5/6") are whole plus fraction when the problem has no letters (no unknown for x or a juxtaposition to be).
 */
export function withoutAsides(text: string): string {
  let out = withoutRequestSentence(text.trim())
    .replace(/^(?:q|question|ex|exercise)\s*\.?\s*\d+[a-z]?\s*[).:]\s*/i, '')
    // An exam part after the label: "Q1 (a) Work out …".
    .replace(/^(?:(?:q|question|ex|exercise)\s*\.?\s*\d+\s*)?\(\s*[a-h]\s*\)\s+/i, '')
    .replace(/\s*[[(]\s*\d+\s*marks?\s*[\])]/gi, '')
    .replace(/\s*\(([^()]*)\)/g, (whole, inside: string) => (REQUEST_WORDS.test(inside) ? '' : whole))
    .replace(
      /[\s,.;]*show (?:your |all |the )?(?:working|workings|work|steps)(?: pls| please| plz)?[.!]*\s*$/i,
      '',
    )
    .replace(ANSWER_FORM, '')
    .replace(METHOD_NAMED, '')
    // A "please" the answer's form stood after: "Calcule 3/4 + 5/6 s'il vous plaît (answer as fraction)".
    .replace(/[\s,.!]+(?:please|pls|plz|s['’]il vous pla[iî]t|por favor|bitte|per favore)[.!?]*$/i, '')
    .replace(/\s+and (?:then )?(?:simplify|collect like terms)(?: fully)?[.!]*\s*$/i, '')
    .replace(/\b(?:slove|sovle|solv)\b/gi, 'solve')
    .trim();
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(/^(?:help|pls|please|plz)[,:]?\s+/i, '').trim();
  }
  out = readVulgarFractions(out)
    .replace(/^(?:whats|wats|wat is|wat's)\s+/i, 'what is ')
    // "Work out the value of 3^5 × 3^-2": the value of numbers alone is their arithmetic ("the value of x" is not).
    .replace(
      /^(?:work out|calculate|find|evaluate|what is|what's) the (?:exact )?value of (?=[^a-z]+$)/i,
      'evaluate ',
    )
    .replace(/^([^=]+?)[\s,.;]+simplified[.?!]*$/i, 'simplify $1')
    .replace(/^what (?:does|do|is) (.+?) (?:equal|equals|come to|make)\s*\??$/i, '$1')
    .replace(/^([^=]+?)\s*=\s*\?*\s*$/, '$1')
    .replace(/^([^=]*=[^=]*?)[\s,.;]+(solve|simplify|evaluate|expand|factori[sz]e)[.?!]*$/i, '$2 $1')
    .replace(/^([^=]+?)[\s,.;]+(simplify|evaluate|expand|factori[sz]e)[.?!]*$/i, '$2 $1');
  const verb = /^(?:what is|calculate|work out|evaluate|compute)\s+/i;
  const timesX = /(?<=[\d)])\s+x\s+(?=[\d(])/g;
  if (!/[a-z]/i.test(out.replace(verb, '').replace(timesX, ' * '))) out = out.replace(timesX, ' * ');
  if (!/[a-z]/i.test(out.replace(verb, '')))
    out = out.replace(/(^|[\s(+\-−*×÷])(\d+)\s+(\d+)\s*\/\s*(\d+)(?![\d/^.])/g, '$1($2 + $3/$4)');
  return out;
}

/** The single-character fractions of a keyboard or a phone: ½, ⅔, ⅜. */
const VULGAR_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅐': '1/7',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅑': '1/9',
  '⅒': '1/10',
};

/** "2⅔" as the mixed number "2 2/3" and "⅜" as "3/8", so that the arithmetic reads them. */
export function readVulgarFractions(text: string): string {
  return text.replace(/(\d?)([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒])/g, (_, whole: string, sign: string) =>
    whole === '' ? (VULGAR_FRACTIONS[sign] ?? sign) : `${whole} ${VULGAR_FRACTIONS[sign] ?? sign}`,
  );
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/**
 * Maths as students word and misspell it, in the forms the solvers read: "diffrentiate" / "intergrate", the method
 * named ("use the quadratic formula to solve …": the roots do not depend on it), "find the range of values of x
 * for which …", "lim (x→1) …", "∫₁⁴ … dx" (limits as sub- and superscripts), "x(x + 4)" (a variable before a
 * bracket multiplies; f, g, h, p and u name functions, probabilities and sequences and are left alone).
 */
export function studentMaths(text: string): string {
  return readSubscripts(text)
    .replace(/\bdif{1,2}e?r{1,2}e?n(?:t|c)i?ate\b/gi, 'differentiate')
    .replace(/\bint(?:er|re)g?r?ate\b/gi, 'integrate')
    .replace(/\bder?iv[ai]?t[ai]?ve\b/gi, 'derivative')
    .replace(
      /^(?:(?:use|using) (?:the )?(?:quadratic formula|formula|factori[sz]ation|factori[sz]ing|factoring|completing the square)(?: method)?(?: to)?,?\s*)(solve|find)/i,
      '$1',
    )
    .replace(
      /\s*,?\s*(?:by|using) (?:the )?(?:quadratic formula|factori[sz]ation|factori[sz]ing|factoring|completing the square)\s*(?=[.?]*$|:)/i,
      '',
    )
    .replace(
      /^(?:find |determine |work out |what is )?(?:the )?(?:range of values|set of values|values) of ([a-z]) (?:for which|such that|that satisfy|satisfying)\s*:?\s*/i,
      '',
    )
    .replace(/\blim\s*\(\s*([a-z])\s*(→|->)\s*([^()]+?)\s*\)/gi, 'lim $1→$3 ')
    .replace(
      new RegExp(`∫_(-?\\d+)\\s*\\^?\\s*([${SUPERSCRIPTS}]+|\\d+)`, 'g'),
      (_, from: string, to: string) =>
        `∫_${from}^${[...to].map((d) => (SUPERSCRIPTS.includes(d) ? SUPERSCRIPTS.indexOf(d) : d)).join('')} `,
    )
    .replace(/(?<![a-z])([abkntxyz])\s*\((?=[^()]*[-+][^()]*\))/gi, '$1*(');
}
