import { GraduationCap, HeartHandshake, Lightbulb, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';

const stats = [
  ['50K+', 'Active students'],
  ['10K+', 'Documents'],
  ['100+', 'Universities'],
  ['1M+', 'AI actions'],
];

const values = [
  {
    icon: Lightbulb,
    title: 'Understanding over answers',
    text: 'Our tools explain the method, step by step, so what you learn stays with you.',
  },
  {
    icon: HeartHandshake,
    title: 'Students helping students',
    text: 'Notes, guides and past exams shared by students who took the course before you.',
  },
  {
    icon: ShieldCheck,
    title: 'Academic integrity',
    text: 'Our Code of Honor, plagiarism checks and moderation keep the library trustworthy.',
  },
  {
    icon: GraduationCap,
    title: 'Fair for everyone',
    text: 'A free writer, free previews, points from uploads and scholarships every year.',
  },
];

export function AboutPage() {
  return (
    <>
      <PageMeta
        title="About Studyloop"
        description="Studyloop helps students study smarter with AI study tools and notes shared by students at 100+ universities."
      />
      <PageHero
        eyebrow="About us"
        title="We help students study smarter, not longer"
        description="Studyloop brings AI study tools and a library of notes shared by students together in one place, so every student has the help a great tutor and a great study group would give."
      />
      <Container className="py-14">
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map(([value, label]) => (
            <div
              key={label}
              className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-card"
            >
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-16 text-2xl font-bold text-ink">What we believe</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-6 text-brand-600" />
              <h3 className="mt-3 font-semibold text-ink">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-16 flex flex-wrap gap-3">
          <ButtonLink to="/careers">Join the team</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
