// Dates as spec 1 section 9 shows them: en-US, short month, day, year, hour and minute ("Nov 23, 2026, 4:05 PM").

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

// A calendar date (a `date` column such as a deadline) has no hour; read in UTC so it never shifts a day.
const calendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A timestamp for display, or null when it is missing or not a date. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

/** A `date` column (YYYY-MM-DD) for display, or null. */
export function formatCalendarDate(day: string | null | undefined): string | null {
  if (!day) return null;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : calendarDate.format(date);
}
