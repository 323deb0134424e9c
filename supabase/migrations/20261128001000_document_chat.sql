-- Document chat (issue 14). A chat opens on a library document the user owns or uploaded (its pages come from
-- document_pages), or on a PDF/DOCX uploaded just for the chat into the user's own folder: the worker reads that
-- file like an upload (the documents:process steps that apply: type from the bytes, pages, text) into
-- document_chat_pages, and it is never published. The document-chat function answers, priced base 5 plus 2 per
-- full 5 questions already asked, each charge a document_chat transaction.

alter table public.document_chat_sessions
  add column error text check (char_length(error) <= 500),
  add column file_kind text check (file_kind in ('pdf', 'docx', 'pptx', 'text'));

-- What the server decides about a chat: its status, what was read from the file, its error.
create or replace function private.guard_chat_session_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    if tg_op = 'INSERT' then
      if new.document_id is null and new.file_path is null then
        raise exception 'A chat needs a document or an uploaded file' using errcode = '23514';
      end if;
      new.status := case when new.file_path is null then 'ready' else 'processing' end;
      new.page_count := null;
      new.error := null;
      new.file_kind := null;
      new.file_size := null;
      new.file_type := null;
    else
      if new.document_id is distinct from old.document_id or new.file_path is distinct from old.file_path then
        raise exception 'The document of a chat cannot be changed; start a new chat' using errcode = '42501';
      end if;
      -- A user may archive a chat and bring it back; the rest of the status is the server's.
      if new.status is distinct from old.status
         and not (new.status = 'archived' and old.status = 'ready')
         and not (new.status = 'ready' and old.status = 'archived') then
        new.status := old.status;
      end if;
      new.page_count := old.page_count;
      new.error := old.error;
      new.file_kind := old.file_kind;
      new.file_size := old.file_size;
      new.file_type := old.file_type;
    end if;
  end if;
  return new;
end
$$;
create trigger document_chat_sessions_guard_write before insert or update on public.document_chat_sessions
  for each row execute function private.guard_chat_session_write();

-- An uploaded file is read by the worker (server/jobs/document-chat.tasks.ts).
create or replace function private.enqueue_chat_file_processing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.file_path is not null and new.status = 'processing' then
    perform private.enqueue_job(
      'document-chat:process', pg_catalog.json_build_object('sessionId', new.id), 'document-chat:process:' || new.id
    );
  end if;
  return null;
end
$$;
create trigger document_chat_sessions_enqueue_processing after insert on public.document_chat_sessions
  for each row execute function private.enqueue_chat_file_processing();

-- Page text and answers are the server's: a browser neither adds pages nor writes messages (questions are
-- recorded with their answers by the chat function, which prices them).
drop policy "Users can add pages to their own chats" on public.document_chat_pages;
revoke insert, update, delete, truncate on public.document_chat_pages from anon, authenticated;
drop policy "Users can post questions in their own chats" on public.document_chat_messages;
revoke insert, update, delete, truncate on public.document_chat_messages from anon, authenticated;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on function private.guard_chat_session_write() from public;
revoke execute on function private.enqueue_chat_file_processing() from public;
