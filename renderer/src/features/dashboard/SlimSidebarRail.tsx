import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { slimEntries } from './dashboard.nav';

/** The rail SlimSidebar shows to signed-in users (its own chunk, with the dashboard's navigation and icons). */
export function SlimSidebarRail() {
  return (
    <nav
      aria-label="Quick access"
      data-testid="slim-sidebar"
      className="fixed top-24 left-3 z-30 hidden flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-card min-[1440px]:flex"
    >
      {slimEntries.map(({ label, to, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          title={label}
          aria-label={label}
          className={({ isActive }) =>
            clsx(
              'flex size-10 items-center justify-center rounded-xl text-slate-500 hover:bg-brand-50 hover:text-brand-700',
              isActive && 'bg-brand-50 text-brand-700',
            )
          }
        >
          <Icon aria-hidden="true" className="size-5" />
        </NavLink>
      ))}
    </nav>
  );
}
