import { ArrowRight, Layers, Sparkles, Target } from 'lucide-react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Container } from '../../../ui/Container';
import { StarRating } from '../../../ui/StarRating';
import { homeTexts } from '../home.texts';

const texts = homeTexts.hero;
const avatarTints = ['bg-amber-200 text-amber-900', 'bg-sky-200 text-sky-900', 'bg-rose-200 text-rose-900'];

export function HeroSection() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgb(79_70_229/0.12)_1px,transparent_0)] [mask-image:linear-gradient(to_bottom,black,transparent_75%)] bg-[size:24px_24px]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-32 right-[-10%] -z-10 size-[36rem] rounded-full bg-violet-300/30 blur-3xl"
      />
      <Container className="grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white py-1 pr-3 pl-1 text-sm font-semibold text-brand-700 shadow-card ring-1 ring-brand-100">
            <span className="flex -space-x-1" aria-hidden="true">
              {['SK', 'JL', 'MA'].map((initials, index) => (
                <span
                  key={initials}
                  className={`flex size-7 items-center justify-center rounded-full text-[0.625rem] font-bold tracking-tighter ring-2 ring-white ${avatarTints[index]}`}
                >
                  {initials}
                </span>
              ))}
            </span>
            {texts.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.5rem] leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-6xl lg:text-[4rem]"
          >
            {texts.titleLead}{' '}
            <span className="bg-gradient-to-r from-brand-600 to-violet-500 bg-clip-text text-transparent">
              {texts.titleHighlight}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted sm:text-xl">
            {texts.description}
          </p>
          <div className="mt-8 flex flex-col gap-3 min-[420px]:flex-row">
            <ButtonLink to="/ai-homework-helper" size="lg">
              <Sparkles aria-hidden="true" className="size-5" />
              {texts.primaryCta}
            </ButtonLink>
            <ButtonLink to="/documents" size="lg" variant="outline">
              {texts.secondaryCta}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
          </div>
          <div className="mt-8 flex items-center gap-3">
            <StarRating rating={5} />
            <p className="text-sm text-muted">
              <span className="font-bold text-ink">{texts.ratingValue}</span> {texts.ratingCaption}
            </p>
          </div>
        </div>
        <HeroVisual />
      </Container>
    </section>
  );
}

function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none lg:max-w-none">
      <div className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-lift sm:p-6">
        <div className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" />
          </span>
          <span className="text-sm font-semibold text-ink">{texts.demoLabel}</span>
          <span className="ml-auto flex gap-1">
            <span className="size-2 rounded-full bg-slate-200" />
            <span className="size-2 rounded-full bg-slate-200" />
            <span className="size-2 rounded-full bg-slate-200" />
          </span>
        </div>
        <div className="mt-5 ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 font-medium text-white">
          {texts.demoQuestion}
        </div>
        <div className="mt-4 max-w-[92%] rounded-2xl rounded-bl-md bg-slate-50 p-4 ring-1 ring-slate-200/70">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {texts.demoAnswerLabel}
          </p>
          <ol className="mt-3 space-y-2.5">
            {texts.demoSteps.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-[0.9375rem] text-slate-700">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700">
                  {index + 1}
                </span>
                <span className={index === texts.demoSteps.length - 1 ? 'font-semibold text-ink' : ''}>
                  {step}
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-3 hidden items-center gap-3 rounded-2xl border border-slate-200/80 bg-white px-4 py-3 shadow-lift sm:flex lg:-left-8">
        <span className="flex size-9 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
          <Layers className="size-5" />
        </span>
        <span>
          <span className="block text-xs text-muted">{texts.demoCardsLabel}</span>
          <span className="block font-bold text-ink">{texts.demoCardsValue}</span>
        </span>
      </div>
      <div className="absolute -top-5 -right-2 hidden items-center gap-3 rounded-2xl border border-slate-200/80 bg-white px-4 py-3 shadow-lift sm:flex lg:-right-6">
        <span className="flex size-9 items-center justify-center rounded-xl bg-emerald-100 text-emerald-700">
          <Target className="size-5" />
        </span>
        <span>
          <span className="block text-xs text-muted">{texts.demoScoreLabel}</span>
          <span className="block font-bold text-ink">{texts.demoScoreValue}</span>
        </span>
      </div>
    </div>
  );
}
