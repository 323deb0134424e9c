// The files bench:processing uploads, made fresh each run (issue 32): a 20-page PDF (pdf-lib), a 20-page DOCX (docx,
// a page break between pages) and a 20-slide PPTX (the parts PowerPoint writes, zipped with fflate), each page
// holding a page of study prose from the corpus generator, different every run so no upload is a duplicate of
// another run's.
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { STUDY_CORPUS } from '../../../shared/study/bench/corpus/corpus.collection.ts';
import { SyntheticTextGenerator } from '../../../shared/study/bench/synthetic-text.util.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';

export interface StudyDocumentFile {
  name: string;
  kind: 'PDF' | 'DOCX' | 'PPTX';
  type: string;
  bytes: Uint8Array;
  pages: number;
}

/** Pages of prose: a heading and paragraphs of about `wordsPerPage` words. */
function studyPages(seed: number, pages: number, wordsPerPage: number) {
  const generator = new SyntheticTextGenerator(STUDY_CORPUS, seededRandom(seed));
  return Array.from({ length: pages }, (_, index) => ({
    heading: `Part ${index + 1}: ${generator.sentence().split(/\s+/).slice(0, 5).join(' ')}`,
    paragraphs: Array.from({ length: 3 }, () => generator.document(Math.round(wordsPerPage / 3))),
  }));
}

/** Words cut into lines of at most `width` characters (a PDF page has no line breaking of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

async function pdf(seed: number, pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const bold = await document.embedFont(StandardFonts.TimesRomanBold);
  for (const page of studyPages(seed, pages, 420)) {
    const sheet = document.addPage([595, 842]);
    let y = 790;
    sheet.drawText(page.heading.replace(/[^\x20-\x7e]/g, ''), { x: 56, y, size: 15, font: bold });
    y -= 30;
    for (const paragraph of page.paragraphs) {
      for (const line of wrap(paragraph.replace(/[^\x20-\x7e]/g, ''), 92)) {
        if (y < 56) break;
        sheet.drawText(line, { x: 56, y, size: 11, font });
        y -= 15;
      }
      y -= 8;
    }
  }
  return document.save();
}

async function docx(seed: number, pages: number): Promise<Uint8Array> {
  const children = studyPages(seed, pages, 420).flatMap((page, index) => [
    new Paragraph({ text: page.heading, heading: HeadingLevel.HEADING_1, pageBreakBefore: index > 0 }),
    ...page.paragraphs.map((text) => new Paragraph({ text })),
  ]);
  const file = new Document({ sections: [{ children }] });
  return new Uint8Array(await Packer.toBuffer(file));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PML = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const DML = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function textBox(id: number, name: string, y: number, height: number, paragraphs: string[], size: number) {
  const body = paragraphs
    .map((text) => `<a:p><a:r><a:rPr lang="en-US" sz="${size}"/><a:t>${escapeXml(text)}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="${height}"/></a:xfrm>` +
    `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${body}</p:txBody></p:sp>`
  );
}

function pptx(seed: number, slides: number): Uint8Array {
  const pages = studyPages(seed, slides, 150);
  const files: Record<string, Uint8Array> = {};
  const put = (path: string, xml: string) =>
    (files[path] = strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${xml}`));
  put(
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>` +
      `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>` +
      `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>` +
      pages
        .map(
          (_, i) =>
            `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
        )
        .join('') +
      `</Types>`,
  );
  put(
    '_rels/.rels',
    `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
  );
  put(
    'ppt/presentation.xml',
    `<p:presentation xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}">` +
      `<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>` +
      pages.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 2}"/>`).join('') +
      `</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  put(
    'ppt/_rels/presentation.xml.rels',
    `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="slideMasters/slideMaster1.xml"/>` +
      pages
        .map(
          (_, i) => `<Relationship Id="rId${i + 2}" Type="${REL}/slide" Target="slides/slide${i + 1}.xml"/>`,
        )
        .join('') +
      `</Relationships>`,
  );
  const emptyTree = `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>`;
  put(
    'ppt/slideMasters/slideMaster1.xml',
    `<p:sldMaster xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}">${emptyTree}` +
      `<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>` +
      `<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
  );
  put(
    'ppt/slideMasters/_rels/slideMaster1.xml.rels',
    `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`,
  );
  put(
    'ppt/slideLayouts/slideLayout1.xml',
    `<p:sldLayout xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}">${emptyTree}</p:sldLayout>`,
  );
  put(
    'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
    `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideMaster" Target="../slideMasters/slideMaster1.xml"/></Relationships>`,
  );
  pages.forEach((page, i) => {
    put(
      `ppt/slides/slide${i + 1}.xml`,
      `<p:sld xmlns:a="${DML}" xmlns:r="${REL}" xmlns:p="${PML}"><p:cSld><p:spTree>` +
        `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
        textBox(2, 'Title', 365760, 914400, [page.heading], 2800) +
        textBox(3, 'Body', 1463040, 4800600, page.paragraphs, 1600) +
        `</p:spTree></p:cSld></p:sld>`,
    );
    put(
      `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/slideLayout" Target="../slideLayouts/slideLayout1.xml"/></Relationships>`,
    );
  });
  return zipSync(files, { level: 6 });
}

/** A 20-page PDF, a 20-page DOCX and a 20-slide PPTX of fresh prose (`seed` varies them). */
export async function studyDocumentFiles(seed: number, pages = 20): Promise<StudyDocumentFile[]> {
  return [
    { name: 'notes.pdf', kind: 'PDF', type: 'application/pdf', bytes: await pdf(seed, pages), pages },
    {
      name: 'essay.docx',
      kind: 'DOCX',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: await docx(seed + 1, pages),
      pages,
    },
    {
      name: 'lecture.pptx',
      kind: 'PPTX',
      type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      bytes: pptx(seed + 2, pages),
      pages,
    },
  ];
}
