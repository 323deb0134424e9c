import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { shellTexts } from '../shell.texts';
import { useCountdown } from '../useCountdown';

const REDIRECT_SECONDS = 10;

export function NotFoundPage() {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);
  const remaining = useCountdown(REDIRECT_SECONDS, goHome);
  return (
    <Container className="flex flex-col items-center py-20 text-center sm:py-28">
      <title>{`${shellTexts.notFoundTitle} – Studyloop`}</title>
      <p className="bg-gradient-to-br from-brand-600 to-violet-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {shellTexts.notFoundTitle}
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted">{shellTexts.notFoundText}</p>
      <p
        className="mt-6 text-sm font-medium text-slate-600"
        aria-live="polite"
        data-testid="not-found-countdown"
      >
        {shellTexts.notFoundCountdown(remaining)}
      </p>
      <div className="mt-3 h-1.5 w-56 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] duration-1000 ease-linear motion-reduce:transition-none"
          style={{ width: `${(remaining / REDIRECT_SECONDS) * 100}%` }}
        />
      </div>
      <ButtonLink to="/" replace className="mt-10">
        {shellTexts.goHomeNow}
      </ButtonLink>
    </Container>
  );
}
