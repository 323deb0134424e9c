import { ChevronRight } from 'lucide-react';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { HomeSubject } from '../home-subjects.cache';
import { homeTexts } from '../home.texts';
import { subjectTileColor, subjectVisualFor } from '../subject-icon.mapper';
import { subjectCardFrame, subjectIconTile } from './subject-card.styles';

export function SubjectCard({ subject }: { subject: HomeSubject }) {
  const { icon: Icon } = subjectVisualFor(subject.name);
  const color = subjectTileColor(subject.name, subject.color);
  return (
    <Link
      to={`/subjects/${encodeURIComponent(subject.slug)}`}
      data-testid="subject-card"
      className={clsx(
        subjectCardFrame,
        'group relative border-slate-200/80 bg-white shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0',
      )}
    >
      <span
        className={subjectIconTile}
        style={{ color, backgroundColor: `color-mix(in srgb, ${color} 12%, white)` }}
      >
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span data-testid="subject-name" className="line-clamp-2 leading-snug font-semibold text-ink">
          {subject.name}
        </span>
        <span data-testid="subject-document-count" className="mt-0.5 block text-sm text-muted">
          {homeTexts.subjects.documents(subject.document_count)}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="hidden size-5 shrink-0 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-500 motion-reduce:transition-none sm:block"
      />
    </Link>
  );
}
