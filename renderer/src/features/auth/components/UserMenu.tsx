import { FileText, HelpCircle, LayoutDashboard, LogOut, Settings, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { HoverMenu } from '../../../ui/HoverMenu';
import { displayNameOf, initialsOf, useAuthStore } from '../auth.store';
import { useSignOut } from '../useSignOut';
import { Avatar } from './Avatar';

const links = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'My Documents', to: '/dashboard/documents', icon: FileText },
  { label: 'Help Center', to: '/dashboard/help', icon: HelpCircle },
  { label: 'Wallet', to: '/dashboard/wallet', icon: Wallet },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
];

/** The user menu (spec 1 section 2): opens on hover; avatar or initials, name, e-mail, links and Sign Out. */
export function UserMenu() {
  const profile = useAuthStore((state) => state.profile);
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  const name = displayNameOf(profile, user);
  const avatarUrl = profile?.avatar_url ?? null;
  return (
    <HoverMenu
      testId="user-menu"
      align="end"
      panelClassName="w-64"
      // The initials shown on the button are part of its name (WCAG 2.5.3, label in name).
      triggerLabel={avatarUrl ? 'Account menu' : `Account menu, ${initialsOf(name)}`}
      triggerClassName="flex size-10 items-center justify-center rounded-full hover:ring-4 hover:ring-brand-100 data-[state=open]:ring-4 data-[state=open]:ring-brand-100"
      trigger={<Avatar name={name} url={avatarUrl} className="size-9 text-sm" />}
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3">
        <Avatar name={name} url={avatarUrl} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink" data-testid="user-menu-name">
            {name}
          </p>
          <p className="truncate text-xs text-muted">{profile?.email ?? user?.email}</p>
        </div>
      </div>
      <ul className="py-1">
        {links.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-ink"
            >
              <Icon aria-hidden="true" className="size-4 text-slate-500" />
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void signOut()}
        className="flex w-full items-center gap-3 rounded-lg border-t border-slate-100 px-3 py-2.5 text-sm font-medium text-red-600 hover:bg-red-50"
      >
        <LogOut aria-hidden="true" className="size-4" />
        Sign Out
      </button>
    </HoverMenu>
  );
}
