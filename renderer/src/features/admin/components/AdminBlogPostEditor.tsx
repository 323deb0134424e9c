import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { adminOptionsQuery } from '../admin.api';
import { blogPostQuery, editorStatus, saveBlogPost, type BlogPostStatus } from '../admin-blog.api';
import { adminTexts } from '../admin.texts';

const Markdown = lazy(() => import('react-markdown'));
const texts = adminTexts.blog;

const postSchema = z
  .object({
    title: z.string().trim().min(1, texts.titleRequired).max(300, texts.titleRequired),
    slug: z.string().trim().max(200),
    excerpt: z.string().trim().max(1000),
    content: z.string().max(200_000),
    category_id: z.string(),
    featured_image: z
      .string()
      .trim()
      .refine((value) => value === '' || /^https?:\/\/\S+$/.test(value), texts.imageUrl),
    is_featured: z.boolean(),
    status: z.enum(['draft', 'published', 'scheduled', 'archived']),
    publish_at: z.string(),
    tag_ids: z.array(z.string()),
  })
  .refine(
    (post) => post.status !== 'scheduled' || (post.publish_at && new Date(post.publish_at) > new Date()),
    {
      path: ['publish_at'],
      message: texts.scheduleInFuture,
    },
  );
type PostForm = z.infer<typeof postSchema>;

/** A local datetime-local value for an ISO instant. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function AdminBlogPostEditor({
  postId,
  onDone,
}: {
  postId: string | null;
  onDone: () => Promise<unknown>;
}) {
  const post = useQuery({ ...blogPostQuery(postId ?? ''), enabled: postId !== null });
  if (postId && post.isPending) return <div className="h-96 animate-pulse rounded-xl bg-slate-100" />;
  if (post.error)
    return (
      <p role="alert" className="text-red-600">
        {post.error.message}
      </p>
    );
  const row = post.data ?? null;
  const defaults: PostForm = {
    title: row?.title ?? '',
    slug: row?.slug ?? '',
    excerpt: row?.excerpt ?? '',
    content: row?.content ?? '',
    category_id: row?.category_id ?? '',
    featured_image: row?.featured_image ?? '',
    is_featured: row?.is_featured ?? false,
    status: row ? editorStatus(row.status, row.published_at) : 'draft',
    publish_at: localInput(row?.published_at ?? null),
    tag_ids: row?.tags.map((tag) => tag.tag_id) ?? [],
  };
  return <PostEditorForm postId={postId} defaults={defaults} onDone={onDone} />;
}

function PostEditorForm({
  postId,
  defaults,
  onDone,
}: {
  postId: string | null;
  defaults: PostForm;
  onDone: () => Promise<unknown>;
}) {
  const categories = useQuery(adminOptionsQuery('blog_categories'));
  const tags = useQuery(adminOptionsQuery('blog_tags'));
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PostForm>({ resolver: zodResolver(postSchema), defaultValues: defaults });
  const errors = form.formState.errors;
  const status = useWatch({ control: form.control, name: 'status' });
  const content = useWatch({ control: form.control, name: 'content' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveBlogPost(postId, {
        ...values,
        slug: values.slug || null,
        excerpt: values.excerpt || null,
        category_id: values.category_id || null,
        featured_image: values.featured_image || null,
        status: values.status as BlogPostStatus,
        publish_at: values.publish_at ? new Date(values.publish_at).toISOString() : null,
      });
      await onDone();
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField label={texts.fields.title} error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={texts.fields.slug} {...form.register('slug')} />
        <div>
          <label htmlFor="blog-category" className="text-sm font-medium text-slate-700">
            {texts.fields.category}
          </label>
          <select
            id="blog-category"
            className="mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
            {...form.register('category_id')}
          >
            <option value="">{adminTexts.none}</option>
            {categories.data?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField label={texts.fields.excerpt} {...form.register('excerpt')} />
      <Tabs.Root defaultValue="write">
        <Tabs.List aria-label={texts.fields.content} className="flex gap-1">
          {(['write', 'preview'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-700"
            >
              {texts.tabs[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="write">
          <label htmlFor="blog-content" className="sr-only">
            {texts.fields.content}
          </label>
          <textarea
            id="blog-content"
            rows={12}
            placeholder={texts.contentPlaceholder}
            className="mt-2 block w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm"
            {...form.register('content')}
          />
        </Tabs.Content>
        <Tabs.Content
          value="preview"
          className="mt-2 min-h-48 rounded-xl border border-slate-200 p-4 text-sm [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
        >
          <Suspense fallback={<div className="h-24 animate-pulse rounded bg-slate-100" />}>
            <Markdown skipHtml>{content}</Markdown>
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{texts.fields.tags}</legend>
        <div className="mt-1.5 flex flex-wrap gap-3">
          {tags.data?.map((tag) => (
            <label key={tag.value} className="flex items-center gap-1.5 text-sm">
              <input type="checkbox" value={tag.value} className="size-4" {...form.register('tag_ids')} />
              {tag.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={texts.fields.image}
        error={errors.featured_image?.message}
        {...form.register('featured_image')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="blog-status" className="text-sm font-medium text-slate-700">
            {texts.fields.status}
          </label>
          <select
            id="blog-status"
            className="mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
            {...form.register('status')}
          >
            {texts.statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {(status === 'scheduled' || status === 'published') && (
          <TextField
            type="datetime-local"
            label={status === 'scheduled' ? texts.fields.scheduleAt : texts.fields.publishedAt}
            error={errors.publish_at?.message}
            {...form.register('publish_at')}
          />
        )}
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="size-4" {...form.register('is_featured')} />
        {texts.fields.featured}
      </label>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? adminTexts.saving : texts.savePost}
        </Button>
      </div>
    </form>
  );
}
