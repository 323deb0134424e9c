// The back-office pages that are a resource description on the generic page (one export per route).
import { NavLink, useSearchParams } from 'react-router';
import {
  coursesResource,
  scholarshipsResource,
  subjectsResource,
  textbooksResource,
  universitiesResource,
} from '../admin-catalogue.resources';
import {
  contentReportsResource,
  emailsResource,
  legalNoticesResource,
  ordersResource,
  pointsOrdersResource,
  pointsTransactionsResource,
} from '../admin-ledger.resources';
import { AdminMailPreviews } from '../components/AdminMailPreviews';
import { AdminResourcePage } from '../components/AdminResourcePage';

export const AdminUniversitiesPage = () => <AdminResourcePage config={universitiesResource} />;
export const AdminSubjectsPage = () => <AdminResourcePage config={subjectsResource} />;
export const AdminCoursesPage = () => <AdminResourcePage config={coursesResource} />;
export const AdminTextbooksPage = () => <AdminResourcePage config={textbooksResource} />;
export const AdminScholarshipsPage = () => <AdminResourcePage config={scholarshipsResource} />;
export const AdminOrdersPage = () => <AdminResourcePage config={ordersResource} />;
export const AdminPointsTransactionsPage = () => <AdminResourcePage config={pointsTransactionsResource} />;
export const AdminPointsOrdersPage = () => <AdminResourcePage config={pointsOrdersResource} />;
export const AdminEmailsPage = () => (
  <>
    <AdminResourcePage config={emailsResource} />
    <AdminMailPreviews />
  </>
);

/** /admin/reports: content reports, and ?kind=legal for the legal forms' notices. */
export function AdminReportsPage() {
  const [params] = useSearchParams();
  const legal = params.get('kind') === 'legal';
  const tab = (active: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <>
      <nav aria-label="Report kinds" className="mx-auto mb-4 flex max-w-7xl gap-2">
        <NavLink
          to="/admin/reports"
          end
          className={() => tab(!legal)}
          aria-current={legal ? undefined : 'page'}
        >
          Content reports
        </NavLink>
        <NavLink
          to="/admin/reports?kind=legal"
          className={() => tab(legal)}
          aria-current={legal ? 'page' : undefined}
        >
          Legal notices
        </NavLink>
      </nav>
      <AdminResourcePage
        key={legal ? 'legal' : 'content'}
        config={legal ? legalNoticesResource : contentReportsResource}
      />
    </>
  );
}
