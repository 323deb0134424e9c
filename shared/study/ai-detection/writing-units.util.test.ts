import { describe, expect, it } from 'vitest';
import {
  foldTypography,
  proseWordCount,
  readsAsCode,
  readsAsProse,
  writingUnits,
} from './writing-units.util.ts';

describe('writingUnits', () => {
  it('splits sentences, list items and headings, keeping offsets into the original text', () => {
    const text =
      '## Why it matters\n\nPlants need light. They also need water!\n- roots take it up\n- leaves lose it\n1. First point here.';
    const units = writingUnits(text);
    expect(units.map((u) => u.text)).toEqual([
      '## Why it matters',
      'Plants need light.',
      'They also need water!',
      '- roots take it up',
      '- leaves lose it',
      '1. First point here.',
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
    expect(units[0]?.listOrHeading).toBe(true);
    expect(units[1]?.listOrHeading).toBe(false);
    expect(units[3]?.words).toEqual(['roots', 'take', 'it', 'up']);
  });

  it('reads words and punctuation with typography folded: curly quotes, dashes and ellipses count once each way', () => {
    const [unit] = writingUnits('It\u2019s \u201cfine\u201d \u2014 really\u2026 isn\u2019t it (mostly)?');
    expect(unit?.words).toEqual(["it's", 'fine', 'really', "isn't", 'it', 'mostly']);
    expect(unit?.tokens).toEqual([
      "it's",
      '"',
      'fine',
      '"',
      '-',
      'really',
      '...',
      "isn't",
      'it',
      '(',
      'mostly',
      ')',
      '?',
    ]);
    expect(foldTypography('a -- b \u2013 c')).toBe('a  -  b  -  c');
  });

  it('leaves out equations, code and table rows, keeping prose with numbers, citations and placeholders', () => {
    const prose = (text: string) => readsAsProse(text, writingUnits(`${text} prose`)[0]?.words ?? ['x']);
    expect(prose('About 45% of the class chose biology and/or chemistry in 2021 [3].')).toBe(true);
    expect(prose('Best wishes, [Your Name]')).toBe(true);
    expect(prose('EU1(U) = qL - 2 qC - 2 (1 - qL - qC) = 3 qL - 2')).toBe(false);
    expect(prose('300Kbps 7680 51200 512000')).toBe(false);
    expect(prose('const total = items.reduce((a, b) => a + b.price, 0);')).toBe(false);
    expect(prose('Dcs = max {NF/Us, F/dmin}')).toBe(false);

    const text =
      'The server sends one copy to each peer.\nDcs = max {NF/Us, F/dmin}\nSo the time grows with N.';
    const units = writingUnits(text);
    expect(units.map((u) => u.text)).toEqual([
      'The server sends one copy to each peer.',
      'So the time grows with N.',
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
    expect(proseWordCount(units)).toBe(14);
  });

  it('leaves out lines of source code in any language, so a program is not read as one long sentence', () => {
    const answer = [
      'My program asks for two names and compares the birthdays.',
      '#include <stdio.h>',
      'int main(int argc, char *argv[]) {',
      '    printf("hello");',
      '    if (pid < 0)',
      '        perror("fork failed");',
      '    else',
      '        return count;',
      '    char str[MAX_SIZE];',
      '}',
      '#create the board and fill it',
      '// the read end of the pipe',
      'firstName = input("First name: ")',
      'for line in BDfile:',
      "    temp = line.strip().split(',')",
      'income <- dagitty("dag{ Education -> Income }")',
      'import numpy as np',
      'import random,os,time',
      'from random import randint',
      'It prints the older person first.',
    ].join('\n');
    const units = writingUnits(answer);
    expect(units.map((u) => u.text)).toEqual([
      'My program asks for two names and compares the birthdays.',
      'It prints the older person first.',
    ]);
    for (const u of units) expect(answer.slice(u.start, u.end)).toBe(u.text);
    expect(readsAsCode('    return total_price * rate;')).toBe(true);
    expect(readsAsCode('if (x > 3) {')).toBe(true);
  });

  it('follows code blocks up and down through comments and one-sign lines, never into a paragraph beside them', () => {
    const paragraph =
      'The loop below reads each line of the file (see read_line()) and keeps a running total, which is why the answer grows with the size of the input rather than with the number of columns.';
    const answer = [
      '# read the file',
      '# and keep a total',
      'total = 0',
      'for line in lines:',
      '    total += int(line)',
      'return total',
      paragraph,
    ].join('\n');
    expect(writingUnits(answer).map((u) => u.text)).toEqual([
      'The loop below reads each line of the file (see read_line()) and keeps a running total, which is why the answer grows with the size of the input rather than with the number of columns.',
    ]);
  });

  it('keeps prose that merely looks technical: languages, links, citations, plurals and list items', () => {
    for (const line of [
      'I learned C++ and Java in my first year, then Python.',
      'The data come from https://example.org/data and were cleaned by hand.',
      'Smith (2020) found that the participant(s) improved; the effect was small.',
      '- the cost of transport;',
      'The function f(x) grows faster than g(x) for large x.',
      'Apple sold more iPhone units in 2023 than in 2022.',
      'If the price rises, demand for the good falls.',
      'To find out whether a module came with your version of Perl, install and use the Module::CoreList module: it lists the modules of every release, and x += 1 reads the same as ++x.',
    ])
      expect(readsAsCode(line)).toBe(false);
  });
});
