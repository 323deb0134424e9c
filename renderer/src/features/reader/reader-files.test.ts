// Which file the reader renders and which one 'Download' gives (issue 12): the converted PDF of a DOCX/PPTX,
// else a PDF original; the download is the original as uploaded.
import { describe, expect, it } from 'vitest';
import { downloadFile, fullFile, type DocumentFiles } from './reader.api';

const base: DocumentFiles = {
  slug: 'cell-notes',
  original_file_path: 'seller/cell-notes.docx',
  original_file_name: 'Cell notes.docx',
  original_file_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  converted_file_path: 'seller/cell-notes.pdf',
  converted_file_name: 'cell-notes.pdf',
};

describe('reader files', () => {
  it('renders the converted PDF of a DOCX and downloads the DOCX as uploaded', () => {
    expect(fullFile(base)).toEqual({
      bucket: 'document-converted',
      path: 'seller/cell-notes.pdf',
      name: 'cell-notes.pdf',
    });
    expect(downloadFile(base)).toEqual({
      bucket: 'document-originals',
      path: 'seller/cell-notes.docx',
      name: 'Cell notes.docx',
    });
  });

  it('renders a PDF original itself', () => {
    const pdf = {
      ...base,
      original_file_path: 'seller/a.pdf',
      original_file_name: 'a.pdf',
      original_file_type: 'application/pdf',
      converted_file_path: null,
      converted_file_name: null,
    };
    expect(fullFile(pdf)).toEqual({ bucket: 'document-originals', path: 'seller/a.pdf', name: 'a.pdf' });
  });

  it('has nothing to render for a DOCX not yet converted', () => {
    const pending = { ...base, converted_file_path: null, converted_file_name: null };
    expect(fullFile(pending)).toBeNull();
    expect(downloadFile(pending)?.bucket).toBe('document-originals');
  });
});
