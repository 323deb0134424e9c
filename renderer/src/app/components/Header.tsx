import { Search, X } from 'lucide-react';
import { useRouteScopedOpen } from '../../ui/useRouteScopedOpen';
import { HeaderSearch } from '../../features/search/HeaderSearch';
import { Container } from '../../ui/Container';
import { Logo } from '../../ui/Logo';
import { headerNavGroups, shellTexts } from '../shell.texts';
import { useReturnUrl } from '../useReturnUrl';
import { AccountArea } from './AccountArea';
import { CartButton } from './CartButton';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';

export function Header() {
  const returnUrl = useReturnUrl();
  const [searchOpen, setSearchOpen] = useRouteScopedOpen();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <Container className="flex h-16 items-center gap-1 sm:gap-3">
        <MobileMenu returnUrl={returnUrl} />
        <Logo compact className="mr-1 shrink-0 lg:mr-4" />
        <nav aria-label={shellTexts.mainNavigation} className="hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {headerNavGroups.map((group) => (
              <li key={group.label}>
                <NavDropdown group={group} />
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="mx-auto hidden w-full max-w-sm min-w-0 flex-1 md:block" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
          <button
            type="button"
            aria-label={searchOpen ? shellTexts.closeSearch : shellTexts.openSearch}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((value) => !value)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          >
            {searchOpen ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Search aria-hidden="true" className="size-5" />
            )}
          </button>
          <CartButton />
          <AccountArea returnUrl={returnUrl} />
        </div>
      </Container>
      {searchOpen && (
        <div className="border-t border-slate-100 bg-white px-4 py-3 md:hidden">
          {/* Focus follows the visitor's own tap on the search button, so moving it there is expected. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <HeaderSearch autoFocus />
        </div>
      )}
    </header>
  );
}
