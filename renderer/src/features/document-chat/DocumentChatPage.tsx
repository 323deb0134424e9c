import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpenCheck, Layers } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { loadSupabase } from '../../lib/supabase.loader';
import { useAuthStore } from '../auth';
import { ChatAskForm, type AnswerProgress } from './ChatAskForm';
import { ChatMessageContent } from './ChatMessageContent';
import { chatKeys, chatQuery, downloadPdf, fetchChatPages, pdfLocation } from './document-chat.api';
import type { ChatMessage, ChatSession, Citation } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';
import { DocumentViewer } from './DocumentViewer';

/** The question being answered and the answer's text so far. */
interface Pending {
  question: string;
  answer: string;
}

function Conversation({
  messages,
  pending,
  onCite,
}: {
  messages: ChatMessage[];
  pending: Pending | null;
  onCite: (c: Citation) => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  // Braces: scrollIntoView returns a promise in newer browsers, and an effect may return only its cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending?.answer.length]);
  if (messages.length === 0 && !pending)
    return <p className="py-8 text-center text-muted">{texts.noMessages}</p>;
  // Not a live region: the answer grows a few words at a time; the status line below announces it once.
  return (
    <ol className="space-y-4" data-testid="chat-messages">
      {messages.map((m) => (
        <li key={m.id} className={m.role === 'user' ? 'ml-8' : 'mr-4'}>
          <p className="mb-1 text-xs font-semibold text-muted">
            {m.role === 'user' ? texts.you : texts.assistant}
            {m.role === 'assistant' &&
              ` · ${m.points_spent > 0 ? texts.charged(m.points_spent) : texts.notCharged}`}
          </p>
          <div
            className={`rounded-2xl px-4 py-3 ${m.role === 'user' ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white'}`}
          >
            {m.role === 'user' ? (
              <p className="whitespace-pre-line">{m.content}</p>
            ) : (
              <ChatMessageContent content={m.content} citations={m.citations} onCite={onCite} />
            )}
          </div>
        </li>
      ))}
      {pending && (
        <>
          <li className="ml-8">
            <p className="mb-1 text-xs font-semibold text-muted">{texts.you}</p>
            <div className="rounded-2xl bg-brand-600 px-4 py-3 text-white">
              <p className="whitespace-pre-line">{pending.question}</p>
            </div>
          </li>
          <li className="mr-4" aria-busy="true" data-testid="streaming-answer">
            <p className="mb-1 flex items-center gap-2 text-xs font-semibold text-muted">
              {texts.assistant} · <Spinner /> {texts.writing}
            </p>
            <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3">
              <p className="text-[0.9375rem] whitespace-pre-line text-slate-800">
                {pending.answer.replace(/^> /gm, '') || texts.thinking}
              </p>
            </div>
          </li>
        </>
      )}
      <div ref={end} />
    </ol>
  );
}

function ChatView({
  session,
  messages,
  userId,
}: {
  session: ChatSession;
  messages: ChatMessage[];
  userId: string;
}) {
  const [focus, setFocus] = useState<Citation | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const progress = useMemo<AnswerProgress>(
    () => ({
      onStart: (question) => {
        setPending({ question, answer: '' });
        setAnnouncement(texts.writing);
      },
      onChunk: (text) => setPending((p) => (p ? { ...p, answer: p.answer + text } : p)),
      onDone: (answer) => {
        setPending(null);
        setAnnouncement(answer === null ? '' : `${texts.answerReady} ${answer.replace(/^> /gm, '')}`);
      },
    }),
    [],
  );
  const location = pdfLocation(session);
  const documentParam = session.document_id ? `?document=${session.document_id}` : '';
  const asked = messages.filter((m) => m.role === 'user').length;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="order-2 max-h-[80vh] overflow-y-auto rounded-2xl bg-slate-100 p-3 lg:order-1">
        <DocumentViewer
          focus={focus}
          pdf={location ? { key: chatKeys.pdf(location.path), load: () => downloadPdf(location) } : null}
          pages={{
            key: chatKeys.pages(session.id),
            load: async () => fetchChatPages(await loadSupabase(), session),
          }}
        />
      </div>
      <div className="order-1 flex flex-col gap-4 lg:order-2">
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            to={`/dashboard/ai-flashcard-maker/deck/create${documentParam}`}
            variant="outline"
            size="sm"
          >
            <Layers aria-hidden="true" className="size-4" /> {texts.makeFlashcards}
          </ButtonLink>
          <ButtonLink to={`/dashboard/test-prep/create${documentParam}`} variant="outline" size="sm">
            <BookOpenCheck aria-hidden="true" className="size-4" /> {texts.testMe}
          </ButtonLink>
        </div>
        <div className="max-h-[60vh] min-h-48 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50 p-4">
          <Conversation messages={messages} pending={pending} onCite={(c) => setFocus({ ...c })} />
        </div>
        {/* Polite, and said once per answer: "Writing the answer…", then the whole answer when it is stored. */}
        <p role="status" className="sr-only" data-testid="chat-announcement">
          {announcement}
        </p>
        <ChatAskForm sessionId={session.id} userId={userId} asked={asked} progress={progress} />
      </div>
    </div>
  );
}

/** /dashboard/document-chat/{id}: the document (pdf.js) beside the conversation. */
export function DocumentChatPage() {
  const { id = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const query = useQuery(chatQuery(id));
  return (
    <div className="mx-auto max-w-7xl">
      <Link
        to="/dashboard/document-chat"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {texts.listTitle}
      </Link>
      <QueryState query={query} loading={<Skeleton className="mt-4 h-96 rounded-2xl" />}>
        {({ session, messages }) => (
          <div className="mt-3">
            <PageMeta title={session.title} />
            <h1 className="mb-4 truncate text-xl font-bold text-ink sm:text-2xl">{session.title}</h1>
            {session.status === 'processing' ? (
              <p role="status" className="flex items-center gap-2 rounded-xl bg-slate-50 p-6 text-muted">
                <Spinner /> {texts.processing}
              </p>
            ) : session.status === 'failed' ? (
              <p role="alert" className="rounded-xl bg-red-50 p-6 text-red-700">
                {texts.failed} {session.error}
              </p>
            ) : (
              <ChatView session={session} messages={messages} userId={userId} />
            )}
          </div>
        )}
      </QueryState>
    </div>
  );
}
