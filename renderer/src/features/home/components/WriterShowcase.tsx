import { FileText, ShieldCheck, Sparkles } from 'lucide-react';
import { homeTexts } from '../home.texts';
import { ShowcaseSection } from './ShowcaseSection';

const texts = homeTexts.writer;

export function WriterShowcase() {
  return (
    <ShowcaseSection
      id="writer-title"
      eyebrow={texts.eyebrow}
      title={texts.title}
      description={texts.description}
      points={texts.points}
      cta={{ label: texts.cta, to: '/ai-writer' }}
      visual={<WriterMock />}
    />
  );
}

function WriterMock() {
  const [before, after] = texts.mockParagraph.split(texts.mockCitation);
  return (
    <div aria-hidden="true" className="relative select-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-violet-100 to-amber-50 sm:-inset-6" />
      <div className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-lift">
        <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
          <FileText className="size-4 text-brand-600" />
          <span className="truncate text-sm font-semibold text-ink">{texts.mockTitle}</span>
          <span className="ml-auto shrink-0 text-xs text-slate-500">{texts.mockWords}</span>
        </div>
        <div className="flex gap-1 border-b border-slate-100 px-4 py-2">
          {['B', 'I', 'U', 'H1', 'H2', '❝', '≡'].map((tool) => (
            <span
              key={tool}
              className="flex h-7 min-w-7 items-center justify-center rounded-md px-1.5 text-xs font-semibold text-slate-500"
            >
              {tool}
            </span>
          ))}
        </div>
        <div className="space-y-4 px-5 py-6 sm:px-8">
          <p className="text-xl font-bold text-ink">{texts.mockTitle}</p>
          <p className="leading-relaxed text-slate-700">
            {before}
            <span className="rounded bg-brand-50 px-1 font-medium text-brand-700 ring-1 ring-brand-200">
              {texts.mockCitation}
            </span>
            {after}
            <span className="ml-0.5 inline-block h-5 w-0.5 translate-y-1 animate-pulse bg-brand-600 motion-reduce:animate-none" />
          </p>
          <div className="space-y-2">
            <div className="h-2.5 w-full rounded-full bg-slate-100" />
            <div className="h-2.5 w-11/12 rounded-full bg-slate-100" />
            <div className="h-2.5 w-4/6 rounded-full bg-slate-100" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-slate-100 bg-slate-50/70 p-4">
          <div className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200/70">
            <Sparkles className="size-5 text-violet-600" />
            <span>
              <span className="block text-xs text-muted">{texts.mockAiLabel}</span>
              <span className="block font-bold text-ink">{texts.mockAiValue}</span>
            </span>
          </div>
          <div className="flex items-center gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200/70">
            <ShieldCheck className="size-5 text-emerald-600" />
            <span>
              <span className="block text-xs text-muted">{texts.mockPlagiarismLabel}</span>
              <span className="block font-bold text-ink">{texts.mockPlagiarismValue}</span>
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
