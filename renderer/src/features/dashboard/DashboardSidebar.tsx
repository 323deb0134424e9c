import { clsx } from 'clsx';
import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useSignOut } from '../auth';
import { bottomEntries, entriesFor } from './dashboard.nav';
import type { SidebarEntry } from './dashboard.nav';
import { useDashboardStore } from './dashboard.store';

function Entry({ entry, collapsed }: { entry: SidebarEntry; collapsed: boolean }) {
  const Icon = entry.icon;
  return (
    <NavLink
      to={entry.to}
      end={entry.end}
      title={collapsed ? entry.label : undefined}
      aria-label={collapsed ? entry.label : undefined}
      className={({ isActive }) =>
        clsx(
          'flex h-10 items-center gap-3 rounded-xl text-sm font-medium transition-colors',
          collapsed ? 'justify-center' : 'px-3',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-ink',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {!collapsed && <span className="truncate">{entry.label}</span>}
    </NavLink>
  );
}

/** The student or seller sidebar (spec 2 section 2.1) with the mode switch and the bottom entries. */
export function DashboardSidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle?: () => void }) {
  const mode = useDashboardStore((state) => state.mode);
  const setMode = useDashboardStore((state) => state.setMode);
  const signOut = useSignOut();
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className={clsx('flex h-10 items-center', collapsed ? 'justify-center' : 'justify-between px-1')}>
        {!collapsed && <Logo />}
        {onToggle && (
          <button
            type="button"
            onClick={onToggle}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink"
          >
            {collapsed ? (
              <ChevronsRight aria-hidden="true" className="size-5" />
            ) : (
              <ChevronsLeft aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      {!collapsed && (
        <div
          role="radiogroup"
          aria-label="Dashboard mode"
          className="grid grid-cols-2 rounded-xl bg-slate-100 p-1 text-sm font-semibold"
        >
          {(['student', 'seller'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={mode === value}
              onClick={() => setMode(value)}
              className={clsx(
                'h-8 rounded-lg capitalize',
                mode === value ? 'bg-white text-ink shadow-sm' : 'text-slate-500 hover:text-ink',
              )}
            >
              {value}
            </button>
          ))}
        </div>
      )}
      <nav aria-label={mode === 'seller' ? 'Seller' : 'Student'} className="flex-1 overflow-y-auto">
        <ul className="space-y-1" data-testid="dashboard-sidebar-entries">
          {entriesFor(mode).map((entry) => (
            <li key={entry.to}>
              <Entry entry={entry} collapsed={collapsed} />
            </li>
          ))}
        </ul>
      </nav>
      <ul className="space-y-1 border-t border-slate-100 pt-3">
        {bottomEntries.map((entry) => (
          <li key={entry.to}>
            <Entry entry={entry} collapsed={collapsed} />
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => void signOut()}
            title={collapsed ? 'Sign Out' : undefined}
            aria-label={collapsed ? 'Sign Out' : undefined}
            className={clsx(
              'flex h-10 w-full items-center gap-3 rounded-xl text-sm font-medium text-red-600 hover:bg-red-50',
              collapsed ? 'justify-center' : 'px-3',
            )}
          >
            <LogOut aria-hidden="true" className="size-5" />
            {!collapsed && 'Sign Out'}
          </button>
        </li>
      </ul>
    </div>
  );
}
