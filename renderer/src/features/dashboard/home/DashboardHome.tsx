import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../ui/Card';
import { PageMeta } from '../../../ui/PageMeta';
import { displayNameOf, firstNameOf, useAuthStore } from '../../auth';
import { relativeTime } from '../../notifications';
import { formatPoints, usePointsBalance } from '../../wallet';
import { studentEntries } from '../dashboard.nav';
import { useDashboardStore } from '../dashboard.store';
import {
  dueFlashcardsQuery,
  recentChatsQuery,
  recentlyViewedQuery,
  recentPapersQuery,
  recentTransactionsQuery,
} from './dashboard-home.api';
import { dashboardHomeTexts as texts } from './dashboard-home.texts';
import { DashboardPanel } from './DashboardPanel';
import { SellerHeadline } from './SellerHeadline';

const rowClass = 'flex items-center justify-between gap-3 py-2 text-sm';

/** /dashboard: balance and transactions, reading, flashcards due, papers, chats, tools, seller figures. */
export function DashboardHome() {
  const profile = useAuthStore((state) => state.profile);
  const user = useAuthStore((state) => state.user);
  const userId = user?.id ?? '';
  const mode = useDashboardStore((state) => state.mode);
  const balance = usePointsBalance(user?.id ?? null);
  const transactions = useQuery({ ...recentTransactionsQuery(userId), enabled: !!userId });
  const viewed = useQuery({ ...recentlyViewedQuery(userId), enabled: !!userId });
  const due = useQuery({ ...dueFlashcardsQuery(userId), enabled: !!userId });
  const papers = useQuery({ ...recentPapersQuery(userId), enabled: !!userId });
  const chats = useQuery({ ...recentChatsQuery(userId), enabled: !!userId });
  const firstName = firstNameOf(displayNameOf(profile, user));

  return (
    <div className="mx-auto max-w-6xl">
      <PageMeta title="Dashboard" />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl" data-testid="dashboard-greeting">
        {texts.greeting(firstName)}
      </h1>
      <p className="mt-1 text-muted">{texts.subtitle}</p>

      {mode === 'seller' && userId && <SellerHeadline userId={userId} />}

      <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-3">
        <Card className="flex flex-col justify-between gap-4 p-5">
          <div>
            <p className="text-sm text-muted">{texts.balance}</p>
            <p className="mt-1 text-3xl font-bold text-ink tabular-nums" data-testid="dashboard-balance">
              {balance === undefined ? '…' : formatPoints(balance)}
            </p>
          </div>
          <Link
            to="/dashboard/wallet"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700"
          >
            {texts.openWallet} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Card>
        <div className="lg:col-span-2">
          <DashboardPanel
            title={texts.transactions}
            query={transactions}
            isEmpty={(rows) => rows.length === 0}
            empty={texts.noTransactions}
            testId="dashboard-transactions"
          >
            {(rows) => (
              <ul className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <li key={row.id} className={rowClass}>
                    <span className="min-w-0 truncate text-ink">{row.description}</span>
                    <span className="flex shrink-0 items-center gap-3">
                      <span className="text-xs text-slate-500">{relativeTime(row.created_at)}</span>
                      <span
                        className={
                          row.amount < 0 ? 'font-semibold text-red-600' : 'font-semibold text-emerald-700'
                        }
                      >
                        {row.amount > 0 ? '+' : ''}
                        {row.amount.toLocaleString('en-US')}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DashboardPanel>
        </div>
      </div>

      <div className="mt-5 grid grid-cols-1 gap-5 md:grid-cols-2">
        <DashboardPanel
          title={texts.continueReading}
          query={viewed}
          isEmpty={(rows) => rows.length === 0}
          empty={texts.noViews}
          action={{ label: texts.browse, to: '/documents' }}
          testId="dashboard-reading"
        >
          {(rows) => (
            <ul className="divide-y divide-slate-100">
              {rows.map((doc) => (
                <li key={doc.id} className={rowClass}>
                  <Link
                    to={`/dashboard/documents/${doc.slug}`}
                    className="min-w-0 truncate font-medium text-ink hover:text-brand-700"
                  >
                    {doc.title}
                  </Link>
                  <span className="shrink-0 text-xs text-slate-500">{relativeTime(doc.viewed_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
        <DashboardPanel
          title={texts.flashcardsDue}
          query={due}
          isEmpty={(data) => data.total === 0}
          empty={texts.noneDue}
          action={{ label: studentEntries[5]!.label, to: '/dashboard/ai-flashcard-maker' }}
          testId="dashboard-due"
        >
          {(data) => (
            <>
              <p className="text-2xl font-bold text-ink">{texts.dueCount(data.total)}</p>
              <ul className="mt-2 divide-y divide-slate-100">
                {data.decks.map((deck) => (
                  <li key={deck.id} className={rowClass}>
                    <Link
                      to={`/dashboard/ai-flashcard-maker/deck/${deck.slug}`}
                      className="min-w-0 truncate font-medium text-ink hover:text-brand-700"
                    >
                      {deck.name}
                    </Link>
                    <span className="shrink-0 text-xs text-slate-500">{texts.dueCount(deck.due)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </DashboardPanel>
        <DashboardPanel
          title={texts.papers}
          query={papers}
          isEmpty={(rows) => rows.length === 0}
          empty={texts.noPapers}
          action={{ label: texts.newPaper, to: '/dashboard/ai-writer/paper' }}
          testId="dashboard-papers"
        >
          {(rows) => (
            <ul className="divide-y divide-slate-100">
              {rows.map((paper) => (
                <li key={paper.id} className={rowClass}>
                  <Link
                    to={`/dashboard/ai-writer/paper/${paper.id}`}
                    className="min-w-0 truncate font-medium text-ink hover:text-brand-700"
                  >
                    {paper.title || texts.untitled}
                  </Link>
                  <span className="shrink-0 text-xs text-slate-500">{relativeTime(paper.updated_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
        <DashboardPanel
          title={texts.chats}
          query={chats}
          isEmpty={(rows) => rows.length === 0}
          empty={texts.noChats}
          action={{ label: texts.newChat, to: '/dashboard/document-chat' }}
          testId="dashboard-chats"
        >
          {(rows) => (
            <ul className="divide-y divide-slate-100">
              {rows.map((chat) => (
                <li key={chat.id} className={rowClass}>
                  <Link
                    to={`/dashboard/document-chat/${chat.id}`}
                    className="min-w-0 truncate font-medium text-ink hover:text-brand-700"
                  >
                    {chat.title || texts.untitled}
                  </Link>
                  <span className="shrink-0 text-xs text-slate-500">
                    {texts.messages(chat.message_count)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DashboardPanel>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-ink">{texts.tools}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {studentEntries.slice(1).map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200 hover:shadow-lift"
            >
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-semibold text-ink">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
