import { Plus } from 'lucide-react';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageMeta } from '../../ui/PageMeta';

/** The head of a learning tool's home: its name, what it does, and the button that starts something new. */
export function ToolHeader({
  title,
  lead,
  action,
  to,
}: {
  title: string;
  lead: string;
  action: string;
  to: string;
}) {
  return (
    <>
      <PageMeta title={title} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          <p className="mt-1 text-muted">{lead}</p>
        </div>
        <ButtonLink to={to}>
          <Plus aria-hidden="true" className="size-4" /> {action}
        </ButtonLink>
      </div>
    </>
  );
}
