import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { adminKeys, type AdminListSource } from '../admin.api';
import { editorStatus, moderateComment } from '../admin-blog.api';
import { formatDateTime, joined, text } from '../admin-format';
import { useAdminListParams } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import { AdminBlogPostEditor } from '../components/AdminBlogPostEditor';
import type { AdminColumn } from '../components/AdminDataTable';
import { AdminDialog } from '../components/AdminDialog';
import { AdminListView } from '../components/AdminListView';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { AdminPersonCell } from '../components/AdminPersonCell';
import { AdminResourcePage, type AdminResourceConfig } from '../components/AdminResourcePage';
import { AdminStatusBadge } from '../components/AdminStatusBadge';

const texts = adminTexts.blog;
type Section = keyof typeof texts.sections;

const postsSource: AdminListSource = {
  key: 'blog-posts',
  table: 'blog_posts',
  select:
    'id, title, slug, status, published_at, updated_at, is_featured, comment_count, category:blog_categories(name)',
  searchColumns: ['title', 'excerpt'],
  filters: [
    {
      param: 'status',
      label: texts.fields.status,
      options: [
        { value: 'draft', label: 'Draft' },
        { value: 'published', label: 'Published or scheduled' },
        { value: 'archived', label: 'Archived' },
      ],
    },
  ],
};

const commentsSource: AdminListSource = {
  key: 'blog-comments',
  table: 'blog_comments',
  select:
    'id, content, status, created_at, parent_id, post:blog_posts(title, slug), author:users(full_name, email)',
  searchColumns: ['content'],
  filters: [
    {
      param: 'status',
      label: texts.fields.status,
      options: [
        { value: 'pending', label: 'Pending' },
        { value: 'approved', label: 'Approved' },
        { value: 'rejected', label: 'Rejected' },
        { value: 'spam', label: 'Spam' },
      ],
    },
  ],
};

const taxonomy = (
  table: 'blog_categories' | 'blog_tags',
  title: string,
  singular: string,
): AdminResourceConfig => ({
  title,
  intro: '',
  singular,
  source: {
    key: table,
    table,
    select: table === 'blog_tags' ? 'id, name, slug, created_at' : 'id, name, slug, description, created_at',
    searchColumns: ['name'],
  },
  defaultSort: { column: 'name', ascending: true },
  columns: [
    { id: 'name', header: 'Name', sortable: true },
    { id: 'slug', header: 'Slug', sortable: true },
  ],
  fields: [
    { name: 'name', label: 'Name', kind: 'text', required: true, max: 100 },
    { name: 'slug', label: 'Slug (left empty, made from the name)', kind: 'text', max: 100 },
    ...(table === 'blog_categories'
      ? [{ name: 'description', label: 'Description', kind: 'textarea' as const, max: 2000 }]
      : []),
  ],
  deletable: true,
});
const categoriesResource = taxonomy('blog_categories', 'Categories', 'category');
const tagsResource = taxonomy('blog_tags', 'Tags', 'tag');

/** /admin/blog-management: posts (?tab=posts), the comment queue (?tab=comments), categories and tags. */
export function AdminBlogPage() {
  const [params] = useSearchParams();
  const section = (
    Object.keys(texts.sections).includes(params.get('tab') ?? '') ? params.get('tab') : 'posts'
  ) as Section;
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <nav aria-label={texts.tabsLabel} className="mt-4 flex flex-wrap gap-2">
        {(Object.keys(texts.sections) as Section[]).map((key) => (
          <NavLink
            key={key}
            to={key === 'posts' ? '/admin/blog-management' : `/admin/blog-management?tab=${key}`}
            end
            aria-current={section === key ? 'page' : undefined}
            className={() =>
              `rounded-lg px-3 py-1.5 text-sm font-medium ${section === key ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {texts.sections[key]}
          </NavLink>
        ))}
      </nav>
      <div className="mt-4">
        {section === 'posts' && <PostsSection />}
        {section === 'comments' && <CommentsSection />}
        {section === 'categories' && <AdminResourcePage key="categories" config={categoriesResource} />}
        {section === 'tags' && <AdminResourcePage key="tags" config={tagsResource} />}
      </div>
    </div>
  );
}

function PostsSection() {
  const list = useAdminListParams({ column: 'updated_at', ascending: false });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const columns = useMemo<AdminColumn[]>(
    () => [
      {
        id: 'title',
        header: texts.fields.title,
        cell: ({ row }) => (
          <button
            type="button"
            className="text-left font-medium text-brand-700 hover:underline"
            onClick={() => setEditing({ id: row.original.id })}
          >
            {text(row.original.title)}
          </button>
        ),
      },
      {
        id: 'category',
        header: texts.fields.category,
        cell: ({ row }) => text(joined(row.original.category).name),
      },
      {
        id: 'status',
        header: texts.fields.status,
        cell: ({ row }) => (
          <AdminStatusBadge
            status={editorStatus(
              String(row.original.status),
              (row.original.published_at as string | null) ?? null,
            )}
          />
        ),
      },
      {
        id: 'published_at',
        header: texts.fields.publishedAt,
        cell: ({ row }) => formatDateTime(row.original.published_at),
      },
      { id: 'updated_at', header: 'Updated', cell: ({ row }) => formatDateTime(row.original.updated_at) },
    ],
    [],
  );
  return (
    <>
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing({ id: null })}>
          <Plus aria-hidden="true" className="size-4" />
          {texts.newPost}
        </Button>
      </div>
      <AdminListView
        label={texts.sections.posts}
        source={postsSource}
        list={list}
        columns={columns}
        sortable={['title', 'published_at', 'updated_at']}
      />
      <AdminDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.id ? texts.editPost : texts.newPost}
        wide
      >
        {editing && (
          <AdminBlogPostEditor
            postId={editing.id}
            onDone={async () => {
              toast.success(texts.postSaved);
              setEditing(null);
              await queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
            }}
          />
        )}
      </AdminDialog>
    </>
  );
}

function CommentsSection() {
  const list = useAdminListParams({ column: 'created_at', ascending: false });
  const queryClient = useQueryClient();
  const columns = useMemo<AdminColumn[]>(() => {
    const act = async (id: string, status: 'approved' | 'rejected' | 'spam') => {
      try {
        await moderateComment(id, status);
        toast.success(texts.comments.done[status]);
        await queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
      } catch (error) {
        toast.error(adminTexts.actionFailed, { description: (error as Error).message });
      }
    };
    return [
      {
        id: 'content',
        header: 'Comment',
        cell: ({ row }) => (
          <p className="max-w-md text-sm whitespace-pre-wrap">{text(row.original.content)}</p>
        ),
      },
      { id: 'post', header: 'Post', cell: ({ row }) => text(joined(row.original.post).title) },
      { id: 'author', header: 'Author', cell: ({ row }) => <AdminPersonCell person={row.original.author} /> },
      {
        id: 'status',
        header: texts.fields.status,
        cell: ({ row }) => <AdminStatusBadge status={row.original.status} />,
      },
      { id: 'created_at', header: 'Posted', cell: ({ row }) => formatDateTime(row.original.created_at) },
      {
        id: 'actions',
        header: adminTexts.table.actions,
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1.5">
            {(['approved', 'rejected', 'spam'] as const)
              .filter((status) => status !== row.original.status)
              .map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="outline"
                  onClick={() => void act(row.original.id, status)}
                >
                  {
                    texts.comments[
                      status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : 'spam'
                    ]
                  }
                </Button>
              ))}
          </div>
        ),
      },
    ];
  }, [queryClient]);
  return (
    <AdminListView
      label={texts.sections.comments}
      source={commentsSource}
      list={list}
      columns={columns}
      sortable={['created_at', 'status']}
    />
  );
}
