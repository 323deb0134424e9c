import { clsx } from 'clsx';

interface PreferenceSwitchProps {
  id: string;
  name: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One notification category: its name, what it covers, and an accessible on/off switch. */
export function PreferenceSwitch({ id, name, description, checked, onChange }: PreferenceSwitchProps) {
  const labelId = `preference-${id}-label`;
  const descriptionId = `preference-${id}-description`;
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div>
        <p id={labelId} className="font-medium text-ink">
          {name}
        </p>
        <p id={descriptionId} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        data-preference={id}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none',
          checked ? 'bg-brand-600' : 'bg-slate-300',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition',
            checked ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
