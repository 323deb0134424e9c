import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';
import type { SelectHTMLAttributes } from 'react';
import { inputClasses } from '../../ui/TextField';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  /** The empty first choice ("Select a ..."). */
  placeholder: string;
  options: readonly { id: string; name: string }[] | undefined;
  error?: string | null;
  hint?: string;
}

/** A labelled native select (keyboard and screen readers get the platform's own behaviour). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, placeholder, options, error, hint, className, id, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const noteId = `${selectId}-note`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        className={clsx(inputClasses, 'mt-1.5', error ? 'border-red-400' : 'border-slate-300')}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {(error || hint) && (
        <p id={noteId} className={clsx('mt-1.5 text-sm', error ? 'text-red-600' : 'text-muted')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
});
