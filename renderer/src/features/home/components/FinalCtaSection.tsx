import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Container } from '../../../ui/Container';
import { useReturnUrl } from '../../../app/useReturnUrl';
import { homeTexts } from '../home.texts';

const texts = homeTexts.finalCta;

export function FinalCtaSection() {
  const returnUrl = useReturnUrl();
  return (
    <section aria-labelledby="final-cta-title" className="below-fold py-16 sm:py-24">
      <Container>
        <div className="relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-violet-600 px-6 py-14 text-center shadow-lift sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,rgb(255_255_255/0.14)_1px,transparent_0)] bg-[size:22px_22px]"
          />
          <h2
            id="final-cta-title"
            className="mx-auto max-w-2xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-5xl"
          >
            {texts.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-brand-100">{texts.description}</p>
          <div className="mt-10 flex flex-col justify-center gap-3 min-[420px]:flex-row">
            <ButtonLink to={`/register?returnUrl=${returnUrl}`} variant="inverse" size="lg">
              {texts.primary}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to="/documents" size="lg" variant="glass">
              {texts.secondary}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
