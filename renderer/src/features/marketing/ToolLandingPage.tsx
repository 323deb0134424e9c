import { Check } from 'lucide-react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../../app/route-handle';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import { PageMeta } from '../../ui/PageMeta';
import { SectionHeading } from '../../ui/SectionHeading';
import { isHandoffTool, ToolHandoffForm } from '../writing';
import { toolLandings } from './tool-landings.config';
import type { ToolLandingKey } from './tool-landings.keys';
import { ToolShowcase } from './ToolShowcase';

export function ToolLandingPage() {
  const matches = useMatches();
  const key = ((matches.at(-1)?.handle ?? {}) as RouteHandle).tool as ToolLandingKey;
  const tool = toolLandings[key];
  const Icon = tool.icon;
  return (
    <>
      <PageMeta title={tool.name} description={tool.metaDescription} />
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-600 uppercase">
              {tool.eyebrow}
              {tool.badge && <Badge tone="warning">{tool.badge}</Badge>}
            </p>
            <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
              {tool.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted">{tool.description}</p>
            {isHandoffTool(key) ? (
              // The writing tools' landings take the visitor's text straight into the tool (issue 13).
              <ToolHandoffForm tool={key} cta={tool.cta} />
            ) : (
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink to={tool.ctaTo} size="lg">
                  {tool.cta}
                </ButtonLink>
                <ButtonLink to="/documents" size="lg" variant="outline">
                  Browse Notes
                </ButtonLink>
              </div>
            )}
          </div>
          <div aria-hidden="true" className="rounded-3xl border border-slate-200/80 bg-white p-6 shadow-lift">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <Icon className="size-6" />
            </span>
            <p className="mt-4 text-lg font-bold text-ink">{tool.name}</p>
            <ol className="mt-4 space-y-3">
              {tool.steps.map((step, index) => (
                <li key={step} className="flex items-start gap-3 text-slate-700">
                  <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
      <section aria-labelledby="tool-features" className="below-fold py-16 sm:py-20">
        <Container>
          <SectionHeading id="tool-features" eyebrow={tool.name} title="What you get" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tool.features.map(({ icon: FeatureIcon, title, text }) => (
              <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
                <FeatureIcon aria-hidden="true" className="size-6 text-brand-600" />
                <h3 className="mt-4 font-semibold text-ink">{title}</h3>
                <p className="mt-1.5 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {['Free to start', 'Works on web and desktop', 'Your data stays yours'].map((item) => (
              <li key={item} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4 text-emerald-500" />
                {item}
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {/* The features show below the hero on a desktop screen. */}
      <FirstScreenEnd />
      {tool.showcase && <ToolShowcase kind={tool.showcase} />}
    </>
  );
}
