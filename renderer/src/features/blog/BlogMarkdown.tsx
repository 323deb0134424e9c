import Markdown from 'react-markdown';

/**
 * A post body: Markdown only. react-markdown does not render raw HTML (no rehype-raw), so HTML in a post
 * shows as text; its default URL transform drops javascript: and other unsafe links.
 */
export function BlogMarkdown({ content }: { content: string }) {
  return (
    <div className="blog-prose space-y-4 text-[1.0625rem] leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_li]:ml-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
      <Markdown skipHtml>{content}</Markdown>
    </div>
  );
}
