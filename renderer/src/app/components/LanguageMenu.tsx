import { Check, ChevronDown, Globe } from 'lucide-react';
import { HoverMenu } from '../../ui/HoverMenu';
import { shellTexts } from '../shell.texts';

/** The footer's language dropdown; the product is English (US) for now (spec 1 section 9: locale en). */
export function LanguageMenu() {
  return (
    <HoverMenu
      side="top"
      align="end"
      panelClassName="w-60"
      triggerLabel={`${shellTexts.languageMenu}: ${shellTexts.language}`}
      triggerClassName="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm text-slate-300 ring-1 ring-white/15 hover:bg-white/10 hover:text-white"
      trigger={
        <>
          <Globe aria-hidden="true" className="size-4" />
          {shellTexts.language}
          <ChevronDown aria-hidden="true" className="size-4" />
        </>
      }
    >
      <ul>
        <li>
          <span
            aria-current="true"
            className="flex items-center justify-between rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-ink"
          >
            {shellTexts.language}
            <Check aria-hidden="true" className="size-4 text-brand-600" />
          </span>
        </li>
        <li className="px-3 py-2 text-xs text-muted">{shellTexts.moreLanguages}</li>
      </ul>
    </HoverMenu>
  );
}
