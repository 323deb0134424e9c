import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { loadSupabase } from '../../lib/supabase.loader';
import { RestoredDraftNotice, useTextDraft } from '../drafts';
import { addComment, blogKeys } from './blog.api';
import { blogTexts as texts } from './blog.texts';

interface BlogCommentFormProps {
  postId: string;
  userId: string;
  parentId?: string | null;
  onDone?: () => void;
}

/** A new comment or reply; it is created pending and says so. */
export function BlogCommentForm({ postId, userId, parentId = null, onDone }: BlogCommentFormProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const journal = useTextDraft(`blog-comment:${postId}:${parentId ?? 'post'}`, content, setContent);
  const add = useMutation({
    mutationFn: async (text: string) =>
      addComment(await loadSupabase(), { postId, userId, parentId, content: text }),
    onSuccess: async () => {
      await journal.saved();
      setContent('');
      toast.success(texts.commentSubmitted, {
        description: texts.commentSubmittedText,
        position: 'top-center',
      });
      await queryClient.invalidateQueries({ queryKey: blogKeys.comments(postId, userId) });
      onDone?.();
    },
    onError: (failure) =>
      toast.error(texts.commentFailed, { description: failure.message, position: 'top-center' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setError(texts.commentRequired);
    if (text.length > 5000) return setError(texts.commentTooLong);
    setError(null);
    add.mutate(text);
  };
  const label = parentId ? texts.replyLabel : texts.commentLabel;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <RestoredDraftNotice journal={journal} />
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={parentId ? 2 : 3}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.9375rem] focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={add.isPending}>
          {add.isPending ? texts.posting : parentId ? texts.postReply : texts.postComment}
        </Button>
        {onDone && (
          <Button size="sm" variant="ghost" onClick={onDone}>
            {texts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
