import { MapPin } from 'lucide-react';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';

const openings = [
  { title: 'Senior Front-end Engineer', team: 'Engineering', place: 'Remote (Europe)' },
  { title: 'Machine Learning Engineer, Study Engines', team: 'Engineering', place: 'Remote' },
  { title: 'Content Moderator (part-time)', team: 'Trust & Safety', place: 'Remote' },
  { title: 'Campus Ambassador', team: 'Community', place: 'Your university' },
];

const perks = [
  'Remote-first with yearly team weeks',
  'Learning budget of $1,500 a year',
  'Flexible hours around lectures for student roles',
  'Equipment of your choice',
];

export function CareersPage() {
  return (
    <>
      <PageMeta
        title="Careers"
        description="Join Studyloop and build the study tools students love. Remote-first roles in engineering, community and trust & safety."
      />
      <PageHero
        eyebrow="Careers"
        title="Build the study tools you wish you had"
        description="We are a small, remote-first team of engineers, educators and former tutors. Join us."
      />
      <Container className="grid gap-12 py-14 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="openings">
          <h2 id="openings" className="text-2xl font-bold text-ink">
            Open positions
          </h2>
          <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {openings.map((job) => (
              <li key={job.title} className="flex flex-wrap items-center justify-between gap-3 p-5">
                <div>
                  <p className="font-semibold text-ink">{job.title}</p>
                  <p className="text-sm text-muted">{job.team}</p>
                </div>
                <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                  <MapPin aria-hidden="true" className="size-4" /> {job.place}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">
            To apply, send your CV and a few lines about why Studyloop to{' '}
            <a href="mailto:jobs@studyloop.app" className="font-semibold text-brand-700">
              jobs@studyloop.app
            </a>
            .
          </p>
        </section>
        <aside className="rounded-2xl bg-slate-50 p-6">
          <h2 className="font-semibold text-ink">Why Studyloop</h2>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-muted">
            {perks.map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </aside>
      </Container>
    </>
  );
}
