import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Skeleton } from '../../ui/Skeleton';
import { Avatar } from '../auth';
import { relativeTime } from '../notifications';
import { commentsQuery, type BlogComment } from './blog.api';
import { BlogCommentForm } from './BlogCommentForm';
import { blogTexts as texts } from './blog.texts';

function CommentBody({ comment }: { comment: BlogComment }) {
  const name = comment.user.full_name || texts.anonymous;
  return (
    <div className="flex gap-3">
      <Avatar name={name} url={comment.user.avatar_url} className="size-9 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold text-ink">{name}</span>
          <span className="text-slate-500">{relativeTime(comment.created_at)}</span>
          {comment.status === 'pending' && <Badge tone="warning">{texts.awaitingModeration}</Badge>}
        </p>
        <p className="mt-1 text-[0.9375rem] whitespace-pre-line text-slate-800">{comment.content}</p>
      </div>
    </div>
  );
}

/** Approved comments, newest first, each with its approved replies, oldest first; signed-in users write. */
export function BlogComments({
  postId,
  userId,
  returnUrl,
}: {
  postId: string;
  userId: string | null;
  returnUrl: string;
}) {
  const comments = useQuery(commentsQuery(postId, userId));
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const count = comments.data?.reduce((sum, c) => sum + 1 + c.replies.length, 0) ?? 0;

  return (
    <section aria-labelledby="blog-comments" className="mt-12">
      <h2 id="blog-comments" className="text-xl font-bold text-ink">
        {texts.comments} {comments.data ? <span className="text-muted">({count})</span> : null}
      </h2>
      <div className="mt-4">
        {userId ? (
          <BlogCommentForm postId={postId} userId={userId} />
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-muted">
            <Link
              to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}
              className="font-semibold text-brand-700"
            >
              {texts.logIn}
            </Link>{' '}
            — {texts.signInToComment}
          </p>
        )}
      </div>
      {comments.error ? (
        <p role="alert" className="mt-6 text-red-600">
          {comments.error.message}
        </p>
      ) : comments.isPending ? (
        <Skeleton className="mt-6 h-24 w-full" />
      ) : comments.data.length === 0 ? (
        <p className="mt-6 text-muted">{texts.noComments}</p>
      ) : (
        <ul className="mt-6 space-y-6" data-testid="blog-comment-list">
          {comments.data.map((comment) => (
            <li key={comment.id} data-testid="blog-comment">
              <CommentBody comment={comment} />
              <div className="mt-2 ml-12 space-y-4">
                {userId && comment.status === 'approved' && replyTo !== comment.id && (
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand-700"
                    onClick={() => setReplyTo(comment.id)}
                  >
                    {texts.reply}
                  </button>
                )}
                {userId && replyTo === comment.id && (
                  <BlogCommentForm
                    postId={postId}
                    userId={userId}
                    parentId={comment.id}
                    onDone={() => setReplyTo(null)}
                  />
                )}
                {comment.replies.length > 0 && (
                  <ul className="space-y-4 border-l-2 border-slate-100 pl-4">
                    {comment.replies.map((reply) => (
                      <li key={reply.id} data-testid="blog-reply">
                        <CommentBody comment={reply} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
