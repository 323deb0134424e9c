// Text of a file the learner picks on the create screen, read in the browser: PDF through pdf.js, Word (.docx)
// through mammoth, plain text as is. Both libraries load only when such a file is chosen.

export const ACCEPTED_FILES = '.pdf,.docx,.txt,.md,text/plain,application/pdf';

export async function readFileText(file: File): Promise<string | null> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.txt') || name.endsWith('.md') || file.type === 'text/plain') return file.text();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') {
    const pdfjs = await import('pdfjs-dist');
    const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    const pdf = await pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) }).promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const content = await (await pdf.getPage(n)).getTextContent();
      // Lines kept as lines (as the platform's document pipeline does), so the generators can tell a running
      // header or a page label from the text.
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
        else if (item.str && !item.str.endsWith(' ')) text += ' ';
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').trim());
    }
    // A form feed between pages: the generator reads each page as a page.
    return pages.join('\n\f\n');
  }
  if (name.endsWith('.docx')) {
    const mammoth = await import('mammoth');
    const result = await mammoth.extractRawText({ arrayBuffer: await file.arrayBuffer() });
    return result.value;
  }
  return null;
}
