import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import type { NavGroup } from '../shell.texts';
import { shellTexts } from '../shell.texts';

/** One of the Study / Write / Explore dropdowns (click or keyboard; hover-to-open comes with issue 4). */
export function HeaderNavMenu({ group }: { group: NavGroup }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="group inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[0.9375rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink data-[state=open]:bg-slate-100 data-[state=open]:text-ink">
        {group.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 w-80 rounded-2xl border border-slate-200 bg-white p-2 shadow-lift"
        >
          <DropdownMenu.Label className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group.label}
          </DropdownMenu.Label>
          {group.links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild>
              <Link
                to={link.to}
                className="flex flex-col rounded-xl px-3 py-2.5 outline-none data-[highlighted]:bg-brand-50"
              >
                <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                  {link.label}
                  {link.isNew && <Badge tone="warning">{shellTexts.newBadge}</Badge>}
                </span>
                {link.description && <span className="text-sm text-muted">{link.description}</span>}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
