// The blog's texts (spec 2 sections 2.7 and 8); the messages are the spec's, word for word.

export const BLOG_CACHE_MS = 300_000;
export const BLOG_PAGE_SIZE = 10;
export const FEATURED_COUNT = 3;
export const RECENT_COUNT = 10;
export const RELATED_COUNT = 3;
export const POPULAR_TAGS = 10;

export const blogTexts = {
  title: 'Blog',
  heroEyebrow: 'Studyloop Blog',
  heroTitle: 'Study smarter, not longer',
  heroDescription:
    'Research-backed study techniques, exam advice and academic tips from teachers and learning scientists.',
  pageDescription: 'Research-backed study techniques, exam advice and academic tips for students.',
  loadFailed: 'Failed to load blog data',
  fetchPostsFailed: 'Failed to fetch posts',
  fetchPostFailed: 'Failed to fetch post',
  featured: 'Featured posts',
  latest: 'Latest posts',
  recent: 'Recent posts',
  rssFeed: 'RSS feed',
  categories: 'Categories',
  popularTags: 'Popular tags',
  allPosts: 'All posts',
  search: 'Search the blog',
  searchPlaceholder: 'Search posts…',
  noPosts: 'No posts found.',
  noResults: (query: string) => `No posts found for "${query}".`,
  taggedWith: (tag: string) => `Posts tagged “${tag}”`,
  clearFilter: 'Clear filter',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  readMore: 'Read more',
  minRead: (minutes: number) => `${minutes} min read`,
  views: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`,
  postsCount: (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`,
  by: 'By',
  aboutAuthor: 'About the author',
  related: 'Related posts',
  tags: 'Tags',
  backToBlog: 'Back to the blog',
  like: 'Like this post',
  unlike: 'Unlike this post',
  likes: (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  signInToLike: 'Log in to like posts',
  comments: 'Comments',
  commentsCount: (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`,
  noComments: 'No comments yet. Start the conversation.',
  addComment: 'Add a comment',
  commentLabel: 'Your comment',
  replyLabel: 'Your reply',
  postComment: 'Post Comment',
  postReply: 'Post Reply',
  posting: 'Posting…',
  reply: 'Reply',
  cancel: 'Cancel',
  commentRequired: 'Write something first.',
  commentTooLong: 'Comments can be up to 5000 characters.',
  awaitingModeration: 'Awaiting moderation',
  commentSubmitted: 'Comment submitted',
  commentSubmittedText: 'Your comment is awaiting moderation and will appear once approved.',
  commentFailed: 'Failed to post comment',
  likeFailed: 'Failed to update like',
  signInToComment: 'Log in to join the conversation',
  logIn: 'Log in',
  anonymous: 'Student',
} as const;

/** Filled in for a post without a category, in rotation through a list (spec 2 section 3). */
export const PLACEHOLDER_CATEGORIES = ['Research', 'Study Techniques', 'Academic Tips'] as const;

/** Used for a post without an author (spec 2 section 3). */
export const PLACEHOLDER_AUTHOR = {
  id: 'placeholder-author',
  name: 'Studyloop Editorial Team',
  bio: 'Professor of educational psychology and the Studyloop editorial team, writing about evidence-based learning, exam preparation and academic skills.',
} as const;
