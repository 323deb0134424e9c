// Hostile document shapes, made on the fly (no large binaries in the repository), for the hostile-files test and
// `npm run bench:abuse`: small files that cost a parser far more than their size.
import { strToU8, zipSync, zlibSync } from 'fflate';

/** A PDF assembled from its objects' bodies (1-based numbers), with a correct cross-reference table. */
function assemblePdf(objects: readonly (string | { dict: string; stream: Uint8Array })[]): Uint8Array {
  const parts: Uint8Array[] = [strToU8('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const push = (bytes: Uint8Array) => {
    parts.push(bytes);
    length += bytes.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      push(strToU8(`${index + 1} 0 obj\n${object}\nendobj\n`));
    } else {
      push(strToU8(`${index + 1} 0 obj\n<< ${object.dict} /Length ${object.stream.length} >>\nstream\n`));
      push(object.stream);
      push(strToU8('\nendstream\nendobj\n'));
    }
  });
  const xref = length;
  push(
    strToU8(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
        offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** `operator` repeated `times` times, Flate-compressed: a few KB that inflate to many MB of drawing. */
function repeatedOperators(operator: string, times: number): Uint8Array {
  const unit = strToU8(`${operator}\n`);
  const raw = new Uint8Array(unit.length * times);
  for (let i = 0; i < times; i++) raw.set(unit, i * unit.length);
  return zlibSync(raw, { level: 9 });
}

/**
 * The probe's hostile PDF: one page whose content stream repeats a path operator (`10 10 l`) `times` times.
 * 8 million repeats make a file of about 40 KB; `inForm` hides the same stream in a form the page draws.
 */
export function pathFloodPdf(times = 8_000_000, options: { inForm?: boolean } = {}): Uint8Array {
  const flood = repeatedOperators('10 10 l', times);
  const page = (contents: number, resources: string) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contents} 0 R /Resources ${resources} >>`;
  if (options.inForm) {
    return assemblePdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      page(4, '<< /XObject << /F1 5 0 R >> >>'),
      { dict: '', stream: strToU8('q /F1 Do Q') },
      { dict: '/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Filter /FlateDecode', stream: flood },
    ]);
  }
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(4, '<< >>'),
    { dict: '/Filter /FlateDecode', stream: flood },
  ]);
}

const WORDS =
  'cell membrane protein enzyme energy light carbon water glucose acid base salt ion charge field'.split(' ');

/**
 * The probe's hostile DOCX: a valid Word package whose document.xml inflates to `documentXmlBytes` (190 MB in the
 * probe, about 1.7 MB zipped: a ratio near 113, under the usual zip-bomb ratio limits).
 */
export function hugeDocumentXmlDocx(documentXmlBytes = 190 * 1024 * 1024): Uint8Array {
  const head = strToU8(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  const tail = strToU8('</w:body></w:document>');
  const xml = new Uint8Array(documentXmlBytes);
  xml.set(head, 0);
  let at = head.length;
  // Numbered paragraphs of study words: compressible like a repetitive document, so the zip stays small.
  for (let n = 0; at < documentXmlBytes - tail.length - 200; n++) {
    const paragraph = strToU8(
      `<w:p><w:r><w:t>Section ${n >> 10}: ${WORDS[n % WORDS.length]} and ${WORDS[(n >> 2) % WORDS.length]}</w:t></w:r></w:p>`,
    );
    xml.set(paragraph, at);
    at += paragraph.length;
  }
  xml.fill(0x20, at, documentXmlBytes - tail.length);
  xml.set(tail, documentXmlBytes - tail.length);
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': xml,
    },
    { level: 6 },
  );
}
