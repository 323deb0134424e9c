import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_GUARD } from './csv-formula-guard.ts';

const HOSTILE = [
  '=1+1',
  '=1+1\nsecond line',
  '=HYPERLINK("http://evil.example","x")\r\n',
  '\n=cmd|" /C calc"!A0',
  '  =SUM(A1:A2)',
  '\t=1',
  '+1+1',
  '-1+1\nx',
  '@SUM(1)',
  '\uff1d1+1',
];

describe('CSV formula guard', () => {
  it('writes every cell that starts like a formula as text, whatever follows', () => {
    for (const value of HOSTILE) {
      const csv = Papa.unparse({ fields: ['cell'], data: [[value]] }, CSV_EXPORT_GUARD);
      const [, cell] = Papa.parse<string[]>(csv).data;
      expect(cell![0]!.startsWith("'"), JSON.stringify(value)).toBe(true);
    }
  });

  it('leaves ordinary text alone', () => {
    const csv = Papa.unparse(
      { fields: ['cell'], data: [['Organic chemistry = fun'], ['a@b.example']] },
      CSV_EXPORT_GUARD,
    );
    expect(Papa.parse<string[]>(csv).data.slice(1)).toEqual([['Organic chemistry = fun'], ['a@b.example']]);
  });
});
