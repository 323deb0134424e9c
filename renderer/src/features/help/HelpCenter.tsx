import { clsx } from 'clsx';
import { ChevronDown, Mail, MessageCircle, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { openLiveChat } from '../support';
import type { HelpCategory } from './help.content';
import { filterHelp, helpCategories, helpQuestions } from './help.content';

/** Search, category chips and expandable questions, plus the support buttons (spec 2 section 2.5). */
export function HelpCenter() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory>('All');
  const [open, setOpen] = useState<string | null>(null);
  const results = filterHelp(helpQuestions, category, search);

  return (
    <div>
      <div className="relative max-w-xl">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400"
        />
        <label htmlFor="help-search" className="sr-only">
          Search help
        </label>
        <input
          id="help-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search for answers"
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-4 pl-11 text-ink focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <div role="group" aria-label="Categories" className="mt-5 flex flex-wrap gap-2">
        {helpCategories.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={category === item}
            onClick={() => setCategory(item)}
            className={clsx(
              'h-9 rounded-full px-4 text-sm font-medium ring-1 ring-inset',
              category === item
                ? 'bg-brand-600 text-white ring-brand-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {item}
          </button>
        ))}
      </div>
      <ul
        className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        data-testid="help-questions"
      >
        {results.length === 0 && <li className="p-5 text-muted">No questions match your search.</li>}
        {results.map((item) => {
          const expanded = open === item.id;
          return (
            <li key={item.id}>
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={`help-${item.id}`}
                  onClick={() => setOpen(expanded ? null : item.id)}
                  className="flex w-full items-center justify-between gap-4 p-5 text-left font-semibold text-ink hover:bg-slate-50"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={clsx(
                      'size-5 shrink-0 text-slate-400 transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <div id={`help-${item.id}`} hidden={!expanded} className="px-5 pb-5 text-muted">
                {item.answer}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 rounded-2xl bg-slate-50 p-6">
        <h2 className="text-lg font-semibold text-ink">Still need help?</h2>
        <p className="mt-1 text-muted">
          Our support team is available 24/7, with a response typically within 24 hours.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href="mailto:support@studyloop.app"
            className="inline-flex h-11 items-center gap-2 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            <Mail aria-hidden="true" className="size-4" /> Email Support
          </a>
          <Button
            variant="outline"
            onClick={() =>
              void openLiveChat().then((opened) => {
                // Without a chat provider (LIVE_CHAT_SRC) or when it does not come up, say so and point to e-mail.
                if (!opened) {
                  toast.info('Live chat is not available right now', {
                    description: 'Please use Email Support: we reply within 24 hours.',
                  });
                }
              })
            }
          >
            <MessageCircle aria-hidden="true" className="size-4" /> Live Chat
          </Button>
        </div>
      </div>
    </div>
  );
}
