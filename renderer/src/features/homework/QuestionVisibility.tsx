import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from '../../ui/toast.store';
import { homeworkKeys, setQuestionPublic } from './homework.api';
import type { HomeworkItem } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';

/** The public / private switch of a first question, with the public page's link when it is public. */
export function QuestionVisibility({ item }: { item: HomeworkItem }) {
  const id = useId();
  const queryClient = useQueryClient();
  const publishable = item.answer_source !== 'references';
  const change = useMutation({
    mutationFn: (next: boolean) => setQuestionPublic(item.id, next),
    onSuccess: async (_data, next) => {
      toast.success(next ? texts.visibility.madePublic : texts.visibility.madePrivate);
      await queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
    },
    onError: (error) => toast.error(texts.visibility.failed, { description: error.message }),
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3">
      <div className="flex items-center gap-3">
        <button
          id={id}
          type="button"
          role="switch"
          aria-checked={item.is_public}
          aria-describedby={`${id}-hint`}
          disabled={!publishable || change.isPending}
          onClick={() => change.mutate(!item.is_public)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50 ${
            item.is_public ? 'bg-emerald-600' : 'bg-slate-300'
          }`}
        >
          <span className="sr-only">{texts.visibility.label}</span>
          <span
            aria-hidden="true"
            className={`inline-block size-5 rounded-full bg-white shadow transition ${item.is_public ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {!publishable
            ? texts.visibility.cannotPublish
            : item.is_public
              ? texts.visibility.public
              : texts.visibility.private}
        </p>
      </div>
      {item.is_public && (
        <Link
          to={`/ai-homework-helper/${item.slug}`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          {texts.visibility.viewPublic} <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
