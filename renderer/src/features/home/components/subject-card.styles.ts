/** One frame for the real card and its skeleton, so swapping them moves nothing on the page. */
export const subjectCardFrame =
  'flex h-[9.25rem] flex-col items-start gap-2.5 rounded-2xl border p-4 sm:h-24 sm:flex-row sm:items-center sm:gap-4';

export const subjectIconTile = 'flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12';
