import { BookOpen, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import type { HomeworkCitation } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';

/** The library's similar questions and passages, each linking to its page. */
export function HomeworkReferences({ citations }: { citations: readonly HomeworkCitation[] }) {
  if (citations.length === 0) return null;
  return (
    <ol className="mt-4 space-y-3" aria-label={texts.thread.references}>
      {citations.map((citation, index) => (
        <li
          key={`${citation.kind}-${citation.slug}-${index}`}
          className="rounded-xl border border-slate-200 p-4"
        >
          {citation.kind === 'question' ? (
            <Link to={`/ai-homework-helper/${citation.slug}`} className="group block">
              <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                <MessageSquareText aria-hidden="true" className="size-4" /> [{index + 1}]{' '}
                {texts.thread.similarQuestion}
                {citation.subject && ` · ${citation.subject}`}
              </span>
              <span className="mt-1 block font-medium text-ink group-hover:underline">
                {citation.question}
              </span>
              {citation.final_answer && (
                <span className="mt-1 block text-sm text-muted">{citation.final_answer}</span>
              )}
            </Link>
          ) : (
            <Link to={`/documents/${citation.slug}`} className="group block">
              <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                <BookOpen aria-hidden="true" className="size-4" /> [{index + 1}]{' '}
                {texts.thread.passage(citation.title, citation.page)}
              </span>
              <blockquote className="mt-1 text-slate-700 group-hover:underline">“{citation.text}”</blockquote>
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
