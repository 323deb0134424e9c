import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { loadSupabase } from '../../lib/supabase.loader';
import { toast } from '../../ui/toast.store';
import { blogKeys, likeQuery, toggleLike } from './blog.api';
import { blogTexts as texts } from './blog.texts';

/** Like / unlike for signed-in readers; visitors see the count and a link to log in. */
export function BlogLikeButton({
  postId,
  userId,
  returnUrl,
}: {
  postId: string;
  userId: string | null;
  returnUrl: string;
}) {
  const queryClient = useQueryClient();
  const like = useQuery(likeQuery(postId, userId));
  const toggle = useMutation({
    mutationFn: async (liked: boolean) => toggleLike(await loadSupabase(), postId, userId!, liked),
    onSuccess: async (liked, previous) => {
      if (liked === previous) toast.error(texts.likeFailed, { position: 'top-center' });
      await queryClient.invalidateQueries({ queryKey: blogKeys.like(postId, userId) });
    },
  });
  const liked = like.data?.liked ?? false;
  const count = like.data?.count ?? 0;

  if (!userId) {
    return (
      <Link
        to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        title={texts.signInToLike}
      >
        <Heart aria-hidden="true" className="size-4" />
        <span>{texts.likes(count)}</span>
        <span className="sr-only">{texts.signInToLike}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={`${liked ? texts.unlike : texts.like} (${texts.likes(count)})`}
      disabled={like.isPending || toggle.isPending}
      onClick={() => toggle.mutate(liked)}
      data-testid="like-button"
      className={clsx(
        'inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition',
        liked
          ? 'border-rose-200 bg-rose-50 text-rose-700'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50',
      )}
    >
      <Heart aria-hidden="true" className={clsx('size-4', liked && 'fill-current')} />
      <span data-testid="like-count">{texts.likes(count)}</span>
    </button>
  );
}
