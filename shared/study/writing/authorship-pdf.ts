// The authorship report as a PDF (issue 13), with pdf-lib: what a student hands to a teacher when a detector flags
// their own work — the summary, how the text was added (typed, pasted, tools), words over time, the writing
// sessions, every version, and what the report does not prove. Loaded only when the student downloads it.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  AUTHORSHIP_CAVEATS,
  formatDuration,
  formatShare,
  type AuthorshipReport,
  type AuthorshipVersion,
} from './authorship.engine';
import { encodable } from './paper-export';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.38, 0.42, 0.48);
const COLORS = { typed: rgb(0.15, 0.39, 0.92), pasted: rgb(0.96, 0.62, 0.04), tool: rgb(0.55, 0.36, 0.96) };

/** "2026-11-24 09:05 UTC": one clock for every reader of the report. */
export const utcTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const n = (value: number) => value.toLocaleString('en-US');

export interface AuthorshipPdfInput {
  paperTitle: string;
  /** Who the paper belongs to, as the account names them. */
  author: string | null;
  generatedAt: string;
  report: AuthorshipReport;
  versions: readonly AuthorshipVersion[];
}

export async function authorshipToPdf(input: AuthorshipPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Authorship report: ${input.paperTitle}`);
  pdf.setCreator('Studyloop');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;

  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const wrap = (text: string, font: PDFFont, size: number, maxWidth: number): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of encodable(font, text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  };
  const write = (
    text: string,
    options: { font?: PDFFont; size?: number; color?: typeof INK; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    for (const line of wrap(text, font, size, width)) {
      ensure(size * 1.5);
      y -= size * 1.5;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: options.color ?? INK });
    }
    y -= options.gap ?? 4;
  };
  const heading = (text: string) => {
    ensure(40);
    y -= 10;
    write(text, { font: bold, size: 13 });
  };
  const row = (cells: string[], widths: number[], font = regular) => {
    ensure(15);
    y -= 14;
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      page.drawText(encodable(font, cell), { x, y, size: 9, font, color: INK });
      x += widths[i]!;
    });
  };

  const { report } = input;
  write('Authorship report', { font: bold, size: 20, gap: 2 });
  write(input.paperTitle, { font: bold, size: 13, gap: 2 });
  write(
    `${input.author ? `Written by ${input.author} · ` : ''}Generated ${utcTime(input.generatedAt)} by Studyloop`,
    { color: MUTED, size: 9.5, gap: 10 },
  );

  heading('Summary');
  const recorded = report.recordedVersions;
  write(
    `${n(report.words)} words in ${n(report.versions)} saved versions` +
      (report.firstSavedAt && report.lastSavedAt
        ? `, from ${utcTime(report.firstSavedAt)} to ${utcTime(report.lastSavedAt)}.`
        : '.'),
  );
  write(
    `${n(report.sessions.length)} writing sessions; ${formatDuration(report.totals.activeSeconds)} of active editing recorded.`,
  );
  if (recorded < report.versions)
    write(
      `${n(report.versions - recorded)} of the ${n(report.versions)} versions ${report.versions - recorded === 1 ? 'has' : 'have'} no edit record (not recorded).`,
      {
        color: MUTED,
      },
    );

  heading('How the text was added');
  if (report.shares) {
    const t = report.totals;
    write(
      `Typed: ${n(t.typed)} characters (${formatShare(report.shares.typed)}). Pasted: ${n(t.pasted)} characters ` +
        `(${formatShare(report.shares.pasted)}) in ${n(t.pastes)} ${t.pastes === 1 ? 'paste' : 'pastes'}, the largest ${n(t.largestPaste)} characters. ` +
        `Inserted by tools (accepted AI suggestions, generated drafts, restored versions): ${n(t.tool)} characters ` +
        `(${formatShare(report.shares.tool)}). Deleted: ${n(t.deleted)} characters.`,
    );
    ensure(24);
    y -= 18;
    let x = PAGE.margin;
    for (const kind of ['typed', 'pasted', 'tool'] as const) {
      const w = width * report.shares[kind];
      if (w > 0) page.drawRectangle({ x, y, width: w, height: 12, color: COLORS[kind] });
      x += w;
    }
    y -= 6;
    write('Blue: typed · Orange: pasted · Violet: tools', { size: 8.5, color: MUTED });
  } else write('No edits were recorded for this paper.', { color: MUTED });

  if (report.wordsOverTime.length > 1) {
    heading('Words over time');
    const chartHeight = 110;
    ensure(chartHeight + 30);
    const top = y - 8;
    const bottom = top - chartHeight;
    const points = report.wordsOverTime;
    const max = Math.max(1, ...points.map((p) => p.words));
    const t0 = Date.parse(points[0]!.savedAt);
    const span = Math.max(1, Date.parse(points.at(-1)!.savedAt) - t0);
    page.drawLine({
      start: { x: PAGE.margin, y: bottom },
      end: { x: PAGE.margin + width, y: bottom },
      color: MUTED,
    });
    page.drawLine({ start: { x: PAGE.margin, y: bottom }, end: { x: PAGE.margin, y: top }, color: MUTED });
    page.drawText(n(max), { x: PAGE.margin + 4, y: top - 8, size: 8, font: regular, color: MUTED });
    let previous: { x: number; y: number } | null = null;
    for (const p of points) {
      const at = {
        x: PAGE.margin + (width * (Date.parse(p.savedAt) - t0)) / span,
        y: bottom + (chartHeight * p.words) / max,
      };
      if (previous) page.drawLine({ start: previous, end: at, thickness: 1.5, color: COLORS.typed });
      page.drawCircle({ x: at.x, y: at.y, size: 1.8, color: COLORS.typed });
      previous = at;
    }
    y = bottom - 4;
    write(`${utcTime(points[0]!.savedAt)} — ${utcTime(points.at(-1)!.savedAt)}`, { size: 8.5, color: MUTED });
  }

  heading('Writing sessions');
  const sessionWidths = [150, 70, 80, 60, 60, 60];
  row(['Started', 'Versions', 'Active time', 'Words', 'Typed', 'Pasted'], sessionWidths, bold);
  for (const s of report.sessions)
    row(
      [
        utcTime(s.start),
        n(s.versions),
        formatDuration(s.activeSeconds),
        `${n(s.wordsBefore)} to ${n(s.wordsAfter)}`,
        n(s.typed),
        n(s.pasted),
      ],
      sessionWidths,
    );

  heading('Versions');
  const versionWidths = [50, 130, 60, 65, 65, 65, 50];
  row(['Version', 'Saved', 'Words', 'Typed', 'Pasted', 'Tools', 'Pastes'], versionWidths, bold);
  for (const v of [...input.versions].sort((a, b) => a.version - b.version)) {
    const a = v.activity;
    row(
      [
        String(v.version),
        utcTime(v.savedAt),
        n(v.words),
        a ? n(a.typed) : 'not recorded',
        a ? n(a.pasted) : '',
        a ? n(a.tool) : '',
        a ? n(a.pastes) : '',
      ],
      versionWidths,
    );
  }

  heading('What this report shows');
  for (const caveat of AUTHORSHIP_CAVEATS) write(caveat, { size: 9.5 });

  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const label = `Authorship report · ${i + 1} / ${pages.length}`;
    p.drawText(label, {
      x: (PAGE.width - regular.widthOfTextAtSize(label, 8)) / 2,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return pdf.save();
}
