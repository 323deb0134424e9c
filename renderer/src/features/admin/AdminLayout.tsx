import { clsx } from 'clsx';
import { LogOut } from 'lucide-react';
import { NavLink, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '../../ui/Logo';
import { RequireAuth, displayNameOf, useAuthStore, useSignOut } from '../auth';
import { adminOverview, adminPages } from './admin.nav';
import { adminOverviewIcon as OverviewIcon, adminPageIcons } from './admin.nav-icons';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex h-9 shrink-0 items-center gap-3 rounded-lg px-3 text-sm font-medium whitespace-nowrap',
    isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
  );

/** The admin back office frame; the guard admits only active admins. */
export function AdminLayout() {
  return (
    <RequireAuth admin fullScreen>
      <AdminFrame />
    </RequireAuth>
  );
}

function AdminFrame() {
  const signOut = useSignOut();
  const name = useAuthStore((state) => displayNameOf(state.profile, state.user));
  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="bg-slate-950 p-3 lg:sticky lg:top-0 lg:h-dvh lg:overflow-y-auto">
        <div className="flex items-center justify-between px-2 py-2">
          <Logo tone="inverse" />
          <span className="rounded-md bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">Admin</span>
        </div>
        <nav aria-label="Admin" className="mt-3">
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
            <li>
              <NavLink to="/admin" end className={linkClasses}>
                <OverviewIcon aria-hidden="true" className="size-4" />
                {adminOverview.title}
              </NavLink>
            </li>
            {adminPages.map(({ path, title }) => {
              const Icon = adminPageIcons[path];
              return (
                <li key={path}>
                  <NavLink to={`/admin/${path}`} className={linkClasses}>
                    <Icon aria-hidden="true" className="size-4" />
                    {title}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
      <div>
        <header className="flex h-16 items-center justify-end gap-4 border-b border-slate-200 bg-white px-4 sm:px-6">
          <span className="text-sm text-muted">{name}</span>
          <button
            type="button"
            onClick={() => void signOut()}
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-red-600 hover:bg-red-50"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </header>
        <main id="main" className="p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
