import Markdown from 'react-markdown';

/** A legal page text published from the back office: Markdown, no raw HTML. Loaded only when one exists. */
export function LegalVersionText({ body }: { body: string }) {
  return (
    <div className="mt-6 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:list-decimal [&_p]:mt-3 [&_ul]:list-disc">
      <Markdown skipHtml>{body}</Markdown>
    </div>
  );
}
