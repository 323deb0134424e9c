import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteScopedOpen } from '../../ui/useRouteScopedOpen';
import { RequireAuth, RecoveryBanner, UserMenu, useAuthStore } from '../auth';
import { NotificationsButton } from '../notifications';
import { PointsBadge } from '../wallet';
import { Logo } from '../../ui/Logo';
import { OfflineBanner } from '../../platform/OfflineBanner';
import { UpdateNotice } from '../../platform/UpdateNotice';
import { DashboardSidebar } from './DashboardSidebar';
import {
  collapsedForViewport,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_MIN_VIEWPORT,
  SIDEBAR_EXPANDED_PX,
  useDashboardStore,
} from './dashboard.store';

/** The dashboard frame: no site header or footer; a full-screen loader while auth loads, then the guard. */
export function DashboardLayout() {
  return (
    <RequireAuth fullScreen>
      <DashboardFrame />
    </RequireAuth>
  );
}

function DashboardFrame() {
  const collapsed = useDashboardStore((state) => state.collapsed);
  const setCollapsed = useDashboardStore((state) => state.setCollapsed);
  const toggleCollapsed = useDashboardStore((state) => state.toggleCollapsed);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const [menuOpen, setMenuOpen] = useRouteScopedOpen();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${SIDEBAR_EXPANDED_MIN_VIEWPORT}px)`);
    const apply = () => setCollapsed(collapsedForViewport(window.innerWidth));
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [setCollapsed]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (menuOpen && !dialog.open) dialog.showModal();
    if (!menuOpen && dialog.open) dialog.close();
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;

  return (
    <div className="min-h-dvh bg-slate-50">
      <aside
        data-testid="dashboard-sidebar"
        style={{ width }}
        className="fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 bg-white transition-[width] motion-reduce:transition-none lg:block"
      >
        <DashboardSidebar collapsed={collapsed} onToggle={toggleCollapsed} />
      </aside>
      <div className="lg:pl-[var(--sidebar-width)]" style={{ ['--sidebar-width' as string]: `${width}px` }}>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            aria-label="Open menu"
            onClick={() => setMenuOpen(true)}
            className="-ml-2 inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <span className="lg:hidden">
            <Logo compact="crowded" />
          </span>
          <div className="ml-auto flex items-center gap-2">
            {userId && <NotificationsButton userId={userId} />}
            {userId && (
              <span className="inline-flex">
                <PointsBadge userId={userId} />
              </span>
            )}
            <UserMenu />
          </div>
        </header>
        <RecoveryBanner />
        <OfflineBanner />
        <UpdateNotice />
        <main id="main" className="px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
      {/* A click on the backdrop closes the menu; the keyboard's way is Escape, which the dialog handles itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label="Dashboard menu"
        onClose={() => setMenuOpen(false)}
        onClick={(event) => {
          if (event.target === dialogRef.current) setMenuOpen(false);
        }}
        className="m-0 h-dvh max-h-dvh w-[min(17rem,100vw-2.5rem)] max-w-none bg-white p-0 backdrop:bg-slate-950/40"
      >
        <button
          type="button"
          aria-label="Close menu"
          onClick={() => setMenuOpen(false)}
          className="absolute top-3 right-3 z-10 inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <DashboardSidebar collapsed={false} />
      </dialog>
      <ScrollRestoration />
    </div>
  );
}
