/** A Radix tab trigger in the learning tools' segmented tab lists. */
export const tabTriggerClasses =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white ' +
  'data-[state=active]:text-brand-700 data-[state=active]:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';
