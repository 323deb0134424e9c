import { loadavg } from 'node:os';

/**
 * The machine's 1, 5 and 15 minute load averages as the benches print them beside their figures: a slow figure
 * on a busy machine reads differently from one on an idle machine.
 */
export const loadAverage = (): string =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
