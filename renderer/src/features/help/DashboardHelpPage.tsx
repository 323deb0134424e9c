import { PageMeta } from '../../ui/PageMeta';
import { HelpCenter } from './HelpCenter';

export function DashboardHelpPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title="Help Center" />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Help Center</h1>
      <p className="mt-1 mb-6 text-muted">Search the most common questions, or contact support 24/7.</p>
      <HelpCenter />
    </div>
  );
}
