import type { Citation } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';

/** An answer with its "[p. 4]" citations as buttons that scroll the document to the cited passage. */
export function ChatMessageContent({
  content,
  citations,
  onCite,
}: {
  content: string;
  citations: readonly Citation[];
  onCite: (citation: Citation) => void;
}) {
  const parts = content.split(/(\[p\. \d+\])/);
  return (
    <div className="text-[0.9375rem] whitespace-pre-line text-slate-800">
      {parts.map((part, index) => {
        const page = /^\[p\. (\d+)\]$/.exec(part)?.[1];
        if (page === undefined) return <span key={index}>{part.replace(/^> /gm, '')}</span>;
        const number = Number(page);
        // The passage this mention cites: the quote just before it on that page, else the first on that page.
        const before = parts.slice(0, index).join('');
        const citation = citations.find((c) => c.page === number && before.endsWith(`"${c.text}" `)) ??
          citations.find((c) => c.page === number) ?? { page: number, text: '' };
        return (
          <button
            key={index}
            type="button"
            onClick={() => onCite(citation)}
            aria-label={texts.citation(number)}
            className="mx-0.5 rounded-md bg-brand-50 px-1.5 py-0.5 text-sm font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {part}
          </button>
        );
      })}
    </div>
  );
}
