import { Container } from '../../../ui/Container';
import { homeTexts, universityNames } from '../home.texts';

export function StatsSection() {
  return (
    <section aria-labelledby="stats-title" className="below-fold pb-16 sm:pb-20">
      <h2 id="stats-title" className="sr-only">
        {homeTexts.stats.heading}
      </h2>
      <Container>
        <dl className="grid grid-cols-2 overflow-hidden rounded-3xl border border-slate-200/80 bg-white shadow-card lg:grid-cols-4">
          {homeTexts.stats.items.map((item, index) => (
            <div
              key={item.label}
              className={[
                'flex flex-col-reverse items-center gap-1 px-4 py-7 text-center sm:py-9',
                index % 2 === 1 ? 'border-l border-slate-200/80' : '',
                index >= 2 ? 'border-t border-slate-200/80 lg:border-t-0' : '',
                index === 2 ? 'lg:border-l' : '',
              ].join(' ')}
            >
              <dt className="text-sm font-medium text-muted sm:text-base">{item.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-brand-600 sm:text-4xl">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-14">
          <p className="text-center text-sm font-semibold text-slate-500">{homeTexts.universities.title}</p>
          <ul className="mx-auto mt-6 flex max-w-5xl flex-wrap items-center justify-center gap-x-8 gap-y-4 sm:gap-x-10">
            {universityNames.map((name) => (
              <li
                key={name}
                className="font-serif text-base font-semibold tracking-tight whitespace-nowrap text-slate-500 sm:text-lg"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
