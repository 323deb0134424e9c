import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, MessageSquare, Upload } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast.store';
import { formatDateTime } from '../../lib/format-date';
import { useAuthStore } from '../auth';
import { chatableDocumentsQuery, chatKeys, chatsQuery, startChatOnDocument } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';

const listSkeleton = (
  <div className="space-y-2" aria-busy="true">
    {Array.from({ length: 3 }, (_, i) => (
      <Skeleton key={i} className="h-16 rounded-xl" />
    ))}
  </div>
);

/** /dashboard/document-chat: the user's chats with their document, last message and date; start a new one. */
export function DocumentChatListPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const chats = useQuery({ ...chatsQuery(userId), enabled: userId !== '' });
  const documents = useQuery({ ...chatableDocumentsQuery(userId), enabled: userId !== '' });
  const start = useMutation({
    mutationFn: (doc: { id: string; title: string }) => startChatOnDocument(userId, doc),
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void navigate(`/dashboard/document-chat/${id}`);
    },
    onError: (error) => toast.error(texts.askFailed, { description: error.message }),
  });
  return (
    <div className="mx-auto max-w-5xl">
      <PageMeta title={texts.listTitle} description={texts.listDescription} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{texts.listTitle}</h1>
          <p className="mt-1 text-muted">{texts.listIntro}</p>
        </div>
        <ButtonLink to="/dashboard/document-chat/upload">
          <Upload aria-hidden="true" className="size-4" /> {texts.upload}
        </ButtonLink>
      </div>

      <section aria-labelledby="chats" className="mt-8">
        <h2 id="chats" className="text-lg font-bold text-ink">
          {texts.chatsHeading}
        </h2>
        <div className="mt-3">
          <QueryState
            query={chats}
            loading={listSkeleton}
            failure={
              <p role="alert" className="text-red-600">
                {texts.chatsFailed}
              </p>
            }
            isEmpty={(list) => list.length === 0}
            empty={
              <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-muted">{texts.chatsEmpty}</p>
            }
          >
            {(list) => (
              <ul
                className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
                data-testid="chat-list"
              >
                {list.map((chat) => (
                  <li key={chat.id}>
                    <Link
                      to={`/dashboard/document-chat/${chat.id}`}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50"
                    >
                      <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-ink">
                          {chat.document?.title ?? chat.title}
                        </span>
                        <span className="block truncate text-sm text-muted">
                          {chat.lastMessage ?? texts.noMessages}
                        </span>
                      </span>
                      <span className="shrink-0 text-sm text-muted">
                        {formatDateTime(chat.last_message_at ?? chat.created_at)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </section>

      <section aria-labelledby="start" className="mt-8">
        <h2 id="start" className="text-lg font-bold text-ink">
          {texts.startHeading}
        </h2>
        <div className="mt-3">
          <QueryState
            query={documents}
            loading={listSkeleton}
            isEmpty={(list) => list.length === 0}
            empty={
              <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-muted">{texts.startEmpty}</p>
            }
          >
            {(list) => (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {list.map((doc) => (
                  <li key={doc.id}>
                    <Card className="flex items-center gap-3 p-4">
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
                      <span className="min-w-0 flex-1 truncate font-medium text-ink">{doc.title}</span>
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={start.isPending}
                        onClick={() => start.mutate(doc)}
                        aria-label={`${texts.start}: ${doc.title}`}
                      >
                        {texts.start}
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
      </section>
    </div>
  );
}
