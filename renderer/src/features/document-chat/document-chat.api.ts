// Document chat data: the user's chats (RLS: their own), a chat's messages and pages, documents to start a chat
// on, uploads into the user's own folder, and asking through the document-chat function (which prices and charges).
import { queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database, Json } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

type Client = SupabaseClient<Database>;

const SESSION_COLUMNS =
  'id, title, status, error, document_id, file_path, file_name, file_kind, page_count, message_count, points_spent, last_message_at, created_at, document:documents(id, slug, title, original_file_path, original_file_type, converted_file_path, page_count)';
const MESSAGE_COLUMNS = 'id, role, content, cited_pages, citations, points_spent, created_at';

const sessions = (client: Client) => client.from('document_chat_sessions').select(SESSION_COLUMNS);
const messages = (client: Client) => client.from('document_chat_messages').select(MESSAGE_COLUMNS);
export type ChatSession = QueryData<ReturnType<typeof sessions>>[number];
type MessageRow = QueryData<ReturnType<typeof messages>>[number];
export interface Citation {
  page: number;
  text: string;
}
export type ChatMessage = Omit<MessageRow, 'citations'> & { citations: Citation[] };

function citationsOf(value: Json): Citation[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((c) =>
    typeof c === 'object' &&
    c !== null &&
    !Array.isArray(c) &&
    typeof c.page === 'number' &&
    typeof c.text === 'string'
      ? [{ page: c.page, text: c.text }]
      : [],
  );
}
const toMessage = (row: MessageRow): ChatMessage => ({ ...row, citations: citationsOf(row.citations) });

function fail(error: { message: string }): never {
  throw new Error(error.message);
}

export interface ChatListItem extends ChatSession {
  lastMessage: string | null;
}

export async function fetchChats(client: Client): Promise<ChatListItem[]> {
  const { data, error } = await sessions(client)
    .neq('status', 'archived')
    .order('updated_at', { ascending: false })
    .limit(50);
  if (error) fail(error);
  const list = data ?? [];
  if (list.length === 0) return [];
  const last = await client
    .from('document_chat_messages')
    .select('session_id, content, created_at')
    .in(
      'session_id',
      list.map((s) => s.id),
    )
    .order('created_at', { ascending: false })
    .limit(500);
  if (last.error) fail(last.error);
  const latest = new Map<string, string>();
  for (const m of last.data ?? []) if (!latest.has(m.session_id)) latest.set(m.session_id, m.content);
  return list.map((s) => ({ ...s, lastMessage: latest.get(s.id) ?? null }));
}

/** Documents the user may chat with: bought or uploaded by them. */
export async function fetchChatableDocuments(client: Client, userId: string) {
  const [owned, uploaded] = await Promise.all([
    client.from('user_documents').select('document:documents(id, title, page_count)').eq('user_id', userId),
    client.from('documents').select('id, title, page_count').eq('user_id', userId).neq('status', 'deleted'),
  ]);
  if (owned.error) fail(owned.error);
  if (uploaded.error) fail(uploaded.error);
  const all = [
    ...(owned.data ?? []).flatMap((r) => (r.document ? [r.document] : [])),
    ...(uploaded.data ?? []),
  ];
  return [...new Map(all.map((d) => [d.id, d])).values()];
}

export async function fetchChat(client: Client, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { data: session, error } = await sessions(client).eq('id', id).maybeSingle();
  if (error) fail(error);
  if (!session) return null;
  const found = await messages(client).eq('session_id', id).order('created_at');
  if (found.error) fail(found.error);
  return { session, messages: (found.data ?? []).map(toMessage) };
}

/** The text of each page (for a document shown as text when it is not a PDF). */
export async function fetchChatPages(
  client: Client,
  session: ChatSession,
): Promise<Array<{ page: number; text: string }>> {
  const request = session.document_id
    ? client.from('document_pages').select('page_number, content').eq('document_id', session.document_id)
    : client.from('document_chat_pages').select('page_number, content').eq('session_id', session.id);
  const { data, error } = await request.order('page_number');
  if (error) fail(error);
  return (data ?? []).map((p) => ({ page: p.page_number, text: p.content }));
}

/** Where the chat's PDF is stored, when it has one. */
export function pdfLocation(session: ChatSession): { bucket: string; path: string } | null {
  const doc = session.document;
  if (doc?.converted_file_path) return { bucket: 'document-converted', path: doc.converted_file_path };
  if (doc?.original_file_path && doc.original_file_type === 'application/pdf')
    return { bucket: 'document-originals', path: doc.original_file_path };
  if (!session.document_id && session.file_path && session.file_kind === 'pdf')
    return { bucket: 'document-originals', path: session.file_path };
  return null;
}

export async function downloadPdf(location: { bucket: string; path: string }): Promise<Uint8Array> {
  const client = await loadSupabase();
  const { data, error } = await client.storage.from(location.bucket).download(location.path);
  if (error) fail(error);
  return new Uint8Array(await data.arrayBuffer());
}

export async function startChatOnDocument(
  userId: string,
  document: { id: string; title: string },
): Promise<string> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('document_chat_sessions')
    .insert({ user_id: userId, document_id: document.id, title: document.title.slice(0, 300) })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

/** Uploads a file into the user's own folder and opens a chat on it; the worker reads it. */
export async function startChatOnUpload(userId: string, file: File): Promise<string> {
  const client = await loadSupabase();
  const extension = file.name.toLowerCase().endsWith('.docx') ? 'docx' : 'pdf';
  const path = `${userId}/chat/${crypto.randomUUID()}.${extension}`;
  const upload = await client.storage
    .from('document-originals')
    .upload(path, file, { contentType: file.type || undefined });
  if (upload.error) fail(upload.error);
  const { data, error } = await client
    .from('document_chat_sessions')
    .insert({
      user_id: userId,
      file_path: path,
      file_name: file.name.slice(0, 300),
      title: file.name.slice(0, 300),
    })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

export const chatKeys = {
  all: ['document-chat'] as const,
  list: (userId: string) => [...chatKeys.all, 'list', userId] as const,
  documents: (userId: string) => [...chatKeys.all, 'documents', userId] as const,
  chat: (id: string) => [...chatKeys.all, 'chat', id] as const,
  pages: (id: string) => [...chatKeys.all, 'pages', id] as const,
  pdf: (path: string) => [...chatKeys.all, 'pdf', path] as const,
};

export const chatsQuery = (userId: string) =>
  queryOptions({ queryKey: chatKeys.list(userId), queryFn: async () => fetchChats(await loadSupabase()) });

export const chatableDocumentsQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKeys.documents(userId),
    queryFn: async () => fetchChatableDocuments(await loadSupabase(), userId),
  });

export const chatQuery = (id: string) =>
  queryOptions({
    queryKey: chatKeys.chat(id),
    queryFn: async () => fetchChat(await loadSupabase(), id),
    // While the worker reads an uploaded file, look again every 2 s.
    refetchInterval: (query) => (query.state.data?.session.status === 'processing' ? 2000 : false),
  });
