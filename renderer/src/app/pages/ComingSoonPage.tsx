import { Hammer } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import type { RouteHandle } from '../route-handle';
import { shellTexts } from '../shell.texts';

/** An honest placeholder for routes whose pages are not built yet; it names the route it stands in for. */
export function ComingSoonPage() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title ?? pathname;
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <title>{`${title} – Studyloop`}</title>
      <div className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <Hammer aria-hidden="true" className="size-8" />
      </div>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase">
        {shellTexts.comingSoonEyebrow}
      </p>
      <h1 className="mt-2 max-w-xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {shellTexts.comingSoonTitle(title)}
      </h1>
      <p className="mt-4 max-w-lg text-lg text-pretty text-muted">{shellTexts.comingSoonText}</p>
      <p className="mt-6 inline-flex max-w-full items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm text-slate-600">
        <span>{shellTexts.comingSoonPathLabel}:</span>
        <code className="truncate font-mono text-ink">{pathname}</code>
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">{shellTexts.backHome}</ButtonLink>
        <ButtonLink to="/documents" variant="outline">
          {shellTexts.browseNotes}
        </ButtonLink>
      </div>
    </Container>
  );
}
