import { z } from 'zod';
import { SOURCE_MIME } from '../documents/document-conversion.ts';
import { RefusedFileError } from '../documents/document-limits.ts';
import { openProcessingSandbox, ProcessingTimeoutError } from '../documents/processing-sandbox.ts';
import { readObject, StoredObjectMissingError } from '../documents/stored-objects.repository.ts';
import { defineTask } from './task-definition.ts';

/** Files uploaded just for a chat: up to this size and page count (a chat reads the text of every page). */
const CHAT_FILE_LIMITS = { maxBytes: 50 * 1024 * 1024, maxPages: 1000 } as const;

/**
 * A file uploaded for document chat is read like an upload (issue 14): its type from its bytes, then the text of
 * each page (pdf.js for a PDF; DOCX, PPTX and text laid out into pages), into document_chat_pages. Nothing is
 * published. A file that is not a readable document fails the chat with the reason the user sees.
 */
export const documentChatProcess = defineTask({
  name: 'document-chat:process',
  payload: z.object({ sessionId: z.uuid() }),
  async run({ sessionId }, { db, blobs, log }) {
    const { rows } = await db.query<{
      id: string;
      user_id: string;
      file_path: string | null;
      status: string;
    }>(`select id, user_id, file_path, status from public.document_chat_sessions where id = $1`, [sessionId]);
    const session = rows[0];
    if (!session?.file_path || session.status !== 'processing') return;
    const fail = async (reason: string) => {
      await db.query(`update public.document_chat_sessions set status = 'failed', error = $2 where id = $1`, [
        sessionId,
        reason,
      ]);
    };
    // The file must be in the user's own folder (a policy checks it on insert; checked again for old rows).
    if (session.file_path.split('/')[0] !== session.user_id) return fail('The file is not yours to read.');
    if (!blobs) throw new Error('The worker has no storage to read chat files from');
    let bytes: Uint8Array;
    try {
      ({ bytes } = await readObject(
        db,
        blobs,
        'document-originals',
        session.file_path,
        CHAT_FILE_LIMITS.maxBytes,
      ));
    } catch (error) {
      if (error instanceof StoredObjectMissingError) return fail('The uploaded file was not found.');
      if (error instanceof RangeError || /larger than/i.test((error as Error).message))
        return fail('The file is larger than 50 MB.');
      throw error;
    }
    // Read in the processing child, like an upload: a hostile file costs that child, never the platform.
    let pages: string[];
    let kind: keyof typeof SOURCE_MIME;
    const sandbox = await openProcessingSandbox();
    try {
      ({ texts: pages, kind } = await sandbox.call('read-document', {
        bytes,
        title: 'Document chat',
        convertedPdf: null,
        render: false,
        maxPages: CHAT_FILE_LIMITS.maxPages,
      }));
    } catch (error) {
      if (error instanceof RefusedFileError || error instanceof ProcessingTimeoutError) {
        return fail(error.message);
      }
      throw error;
    } finally {
      await sandbox.close();
    }
    if (pages.every((text) => text.trim() === '')) return fail('The document has no readable text.');
    const client = await db.connect();
    try {
      await client.query('begin');
      await client.query(`delete from public.document_chat_pages where session_id = $1`, [sessionId]);
      await client.query(
        `insert into public.document_chat_pages (session_id, page_number, content)
         select $1, n, content from unnest($2::text[]) with ordinality as p(content, n)`,
        [sessionId, pages],
      );
      await client.query(
        `update public.document_chat_sessions
         set status = 'ready', page_count = $2, file_kind = $3, file_type = $4, file_size = $5, error = null
         where id = $1`,
        [sessionId, pages.length, kind, SOURCE_MIME[kind], bytes.byteLength],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    log.info('document chat file read', { sessionId, pages: pages.length, kind });
  },
});
