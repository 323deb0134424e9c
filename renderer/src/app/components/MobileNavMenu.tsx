import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/button.styles';
import { mobileNavGroups, shellTexts } from '../shell.texts';

/** A compact menu for small screens until the full mobile menu of issue 4 replaces it. */
export function MobileNavMenu({ returnUrl }: { returnUrl: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={shellTexts.openMenu}
        className="-ml-2 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={10}
          collisionPadding={12}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-[min(22rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-lift"
        >
          {mobileNavGroups.map((group, index) => (
            <DropdownMenu.Group key={group.label}>
              {index > 0 && <DropdownMenu.Separator className="mx-2 my-2 h-px bg-slate-100" />}
              <DropdownMenu.Label className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {group.label}
              </DropdownMenu.Label>
              {group.links.map((link) => (
                <DropdownMenu.Item key={link.to} asChild>
                  <Link
                    to={link.to}
                    className="flex items-center gap-2 rounded-lg px-3 py-2 text-[0.9375rem] font-medium text-ink outline-none data-[highlighted]:bg-brand-50"
                  >
                    {link.label}
                    {link.isNew && <Badge tone="warning">{shellTexts.newBadge}</Badge>}
                  </Link>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
          <DropdownMenu.Separator className="mx-2 my-2 h-px bg-slate-100" />
          <div className="grid grid-cols-2 gap-2 p-1">
            <DropdownMenu.Item asChild>
              <Link
                to={`/register?returnUrl=${returnUrl}`}
                className={buttonClasses(
                  'primary',
                  'md',
                  'outline-none data-[highlighted]:ring-2 data-[highlighted]:ring-brand-300',
                )}
              >
                {shellTexts.register}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild>
              <Link
                to={`/login?returnUrl=${returnUrl}`}
                className={buttonClasses(
                  'outline',
                  'md',
                  'outline-none data-[highlighted]:ring-2 data-[highlighted]:ring-brand-300',
                )}
              >
                {shellTexts.logIn}
              </Link>
            </DropdownMenu.Item>
          </div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
