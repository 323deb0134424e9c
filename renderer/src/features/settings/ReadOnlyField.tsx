/** A label and its value in a settings card's read-only mode. */
export function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-[0.9375rem] text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
