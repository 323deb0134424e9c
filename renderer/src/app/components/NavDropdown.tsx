import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { HoverMenu } from '../../ui/HoverMenu';
import type { NavGroup } from '../shell.texts';
import { shellTexts } from '../shell.texts';

/** One of the Study / Write / Explore dropdowns: hover or click to open. */
export function NavDropdown({ group }: { group: NavGroup }) {
  return (
    <HoverMenu
      testId={`nav-${group.label.toLowerCase()}`}
      panelClassName="w-80"
      triggerClassName="group inline-flex h-10 items-center gap-1 rounded-lg px-3 text-[0.9375rem] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-ink data-[state=open]:bg-slate-100 data-[state=open]:text-ink"
      trigger={
        <>
          {group.label}
          <ChevronDown
            aria-hidden="true"
            className="size-4 text-slate-400 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </>
      }
    >
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {group.label}
      </p>
      <ul>
        {group.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="flex flex-col rounded-xl px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                {link.label}
                {link.isNew && <Badge tone="warning">{shellTexts.newBadge}</Badge>}
              </span>
              {link.description && <span className="text-sm text-muted">{link.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </HoverMenu>
  );
}
