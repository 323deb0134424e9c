import { CircleCheck, Timer } from 'lucide-react';
import { clsx } from 'clsx';
import { homeTexts } from '../home.texts';
import { ShowcaseSection } from './ShowcaseSection';

const texts = homeTexts.testPrep;
const letters = ['A', 'B', 'C', 'D'];

export function TestPrepShowcase() {
  return (
    <ShowcaseSection
      id="test-prep-title"
      eyebrow={texts.eyebrow}
      title={texts.title}
      description={texts.description}
      points={texts.points}
      cta={{ label: texts.cta, to: '/test-prep' }}
      visual={<TestPrepMock />}
      reverse
    />
  );
}

function TestPrepMock() {
  return (
    <div aria-hidden="true" className="relative select-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-emerald-50 via-sky-50 to-brand-50 sm:-inset-6" />
      <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-lift sm:p-7">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span className="truncate font-semibold text-ink">{texts.mockCourse}</span>
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-600">
            <Timer className="size-3.5" />
            12:40
          </span>
        </div>
        <div className="mt-4">
          <div className="flex justify-between text-xs font-medium text-muted">
            <span>{texts.mockProgress}</span>
            <span>70%</span>
          </div>
          <div className="mt-1.5 h-2 rounded-full bg-slate-100">
            <div className="h-full w-[70%] rounded-full bg-gradient-to-r from-brand-500 to-violet-500" />
          </div>
        </div>
        <p className="mt-6 text-lg font-semibold text-ink">{texts.mockQuestion}</p>
        <ul className="mt-4 space-y-2.5">
          {texts.mockOptions.map((option, index) => {
            const correct = index === texts.mockCorrectIndex;
            return (
              <li
                key={option}
                className={clsx(
                  'flex items-center gap-3 rounded-xl border px-4 py-3 text-[0.9375rem]',
                  correct
                    ? 'border-emerald-300 bg-emerald-50 font-semibold text-emerald-900'
                    : 'border-slate-200',
                )}
              >
                <span
                  className={clsx(
                    'flex size-7 shrink-0 items-center justify-center rounded-lg text-xs font-bold',
                    correct ? 'bg-emerald-700 text-white' : 'bg-slate-100 text-slate-600',
                  )}
                >
                  {letters[index]}
                </span>
                {option}
                {correct && <CircleCheck className="ml-auto size-5 text-emerald-600" />}
              </li>
            );
          })}
        </ul>
        <p className="mt-4 rounded-xl bg-emerald-600/10 px-4 py-3 text-sm font-medium text-emerald-800">
          {texts.mockCorrect}
        </p>
      </div>
    </div>
  );
}
