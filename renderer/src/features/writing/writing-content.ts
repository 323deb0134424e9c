// Paper content is stored as the editor's HTML. Papers written elsewhere (the desktop's offline drafts, the
// service) may hold plain text: it opens as paragraphs.
const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function looksLikeHtml(content: string): boolean {
  return /^\s*<(p|h[1-6]|ul|ol|blockquote|pre|div|section)[\s>]/i.test(content);
}

/** What the editor opens: stored HTML as is, plain text as one paragraph per blank-line-separated block. */
export function toEditorHtml(content: string): string {
  if (content.trim().length === 0 || looksLikeHtml(content)) return content;
  return content
    .split(/\n\s*\n/)
    .map((block) => `<p>${escapeHtml(block.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The text of stored content, for previews and checks. */
export function plainTextOf(content: string): string {
  if (!looksLikeHtml(content)) return content;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  return Array.from(doc.body.children, (el) => el.textContent ?? '').join('\n\n');
}
