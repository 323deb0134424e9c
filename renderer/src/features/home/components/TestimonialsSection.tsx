import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Container } from '../../../ui/Container';
import { SectionHeading } from '../../../ui/SectionHeading';
import { StarRating } from '../../../ui/StarRating';
import { homeTexts, testimonials } from '../home.texts';

const texts = homeTexts.testimonials;
const avatarTints = ['bg-amber-100 text-amber-800', 'bg-sky-100 text-sky-800', 'bg-rose-100 text-rose-800'];

/** A manual carousel (no auto-rotation, so nothing moves unless the visitor asks). */
export function TestimonialsSection() {
  const [active, setActive] = useState(0);
  const total = testimonials.length;
  const go = (index: number) => setActive((index + total) % total);

  return (
    <section aria-labelledby="testimonials-title" className="below-fold overflow-hidden py-16 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow={texts.eyebrow} title={texts.title} align="center" />
        <div
          role="region"
          aria-roledescription="carousel"
          aria-labelledby="testimonials-title"
          className="relative mx-auto mt-12 max-w-3xl"
        >
          <div className="overflow-hidden rounded-3xl">
            {/* Slides are groups (the carousel pattern), so the track is a plain box, not a list. */}
            <div
              aria-live="polite"
              className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
              style={{ transform: `translateX(-${active * 100}%)` }}
            >
              {testimonials.map((testimonial, index) => (
                <div
                  key={testimonial.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={texts.slideLabel(index + 1, total)}
                  aria-hidden={index !== active}
                  inert={index !== active}
                  className="w-full shrink-0 px-1"
                >
                  <figure className="flex h-full flex-col rounded-3xl border border-slate-200/80 bg-white p-7 shadow-card sm:p-10">
                    <div className="flex items-center justify-between">
                      <StarRating rating={testimonial.rating} />
                      <Quote aria-hidden="true" className="size-9 fill-brand-100 text-brand-100" />
                    </div>
                    <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-pretty text-slate-800 sm:text-xl">
                      <p>“{testimonial.content}”</p>
                    </blockquote>
                    <figcaption className="mt-8 flex items-center gap-4">
                      <span
                        aria-hidden="true"
                        className={clsx(
                          'flex size-12 items-center justify-center rounded-full text-base font-bold',
                          avatarTints[index % avatarTints.length],
                        )}
                      >
                        {testimonial.author.avatar}
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{testimonial.author.name}</span>
                        <span className="block text-sm text-muted">{testimonial.author.university}</span>
                      </span>
                    </figcaption>
                  </figure>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-8 flex items-center justify-center gap-4">
            <CarouselArrow label={texts.previous} onClick={() => go(active - 1)} direction="previous" />
            <div className="flex items-center gap-1">
              {testimonials.map((testimonial, index) => (
                <button
                  key={testimonial.id}
                  type="button"
                  aria-label={texts.goTo(index + 1)}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => go(index)}
                  className="flex size-6 items-center justify-center rounded-full"
                >
                  <span
                    className={clsx(
                      'block h-2 rounded-full transition-all motion-reduce:transition-none',
                      index === active ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300',
                    )}
                  />
                </button>
              ))}
            </div>
            <CarouselArrow label={texts.next} onClick={() => go(active + 1)} direction="next" />
          </div>
        </div>
      </Container>
    </section>
  );
}

interface CarouselArrowProps {
  label: string;
  onClick: () => void;
  direction: 'previous' | 'next';
}

function CarouselArrow({ label, onClick, direction }: CarouselArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm transition hover:border-slate-300 hover:bg-slate-50"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
