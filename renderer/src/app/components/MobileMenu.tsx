import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useRouteScopedOpen } from '../../ui/useRouteScopedOpen';
import { useAuthStore } from '../../features/auth/auth.store';
import { Badge } from '../../ui/Badge';
import { ButtonLink } from '../../ui/ButtonLink';
import { Logo } from '../../ui/Logo';
import { mobileNavGroups, shellTexts } from '../shell.texts';

/**
 * The mobile menu (spec 1 section 2): Study, Write, Explore and Company, plus Register and Log in. A native modal
 * dialog keeps focus inside; page scroll is locked while it is open; it closes on route change.
 */
export function MobileMenu({ returnUrl }: { returnUrl: string }) {
  const [open, setOpen] = useRouteScopedOpen();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const signedIn = useAuthStore((state) => state.status === 'signedIn');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        aria-label={shellTexts.openMenu}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="mobile-menu-button"
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* A click on the backdrop closes the menu; the keyboard's way is Escape, which the dialog handles itself. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label={shellTexts.mobileMenu}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialogRef.current) setOpen(false);
        }}
        data-testid="mobile-menu"
        className="m-0 h-dvh max-h-dvh w-[min(22rem,100vw-2.5rem)] max-w-none bg-white p-0 shadow-lift backdrop:bg-slate-950/40"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 px-4">
            <Logo />
            <button
              type="button"
              aria-label={shellTexts.closeMenu}
              onClick={() => setOpen(false)}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <nav aria-label={shellTexts.mobileMenu} className="flex-1 overflow-y-auto px-2 py-3">
            {mobileNavGroups.map((group) => (
              <section key={group.label} className="mb-3">
                <h2 className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {group.label}
                </h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        to={link.to}
                        className="flex items-center gap-2 rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink hover:bg-brand-50"
                      >
                        {link.label}
                        {link.isNew && <Badge tone="warning">{shellTexts.newBadge}</Badge>}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          {!signedIn && (
            <div className="grid shrink-0 grid-cols-2 gap-2 border-t border-slate-100 p-4">
              <ButtonLink to={`/register?returnUrl=${returnUrl}`}>{shellTexts.register}</ButtonLink>
              <ButtonLink to={`/login?returnUrl=${returnUrl}`} variant="outline">
                {shellTexts.logIn}
              </ButtonLink>
            </div>
          )}
        </div>
      </dialog>
    </>
  );
}
