import type { ComponentType } from 'react';

/** A lazy route module as react-router's `lazy` expects it. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** A lazy route whose module exports the component `name`. */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyScreen {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * The built screens of one product area, keyed by their full route pattern as the route table spells it
 * (`/dashboard/wallet/*`, `/checkout`, `/admin/documents`, `/blog/:slug`).
 */
export type ScreenMap = Readonly<Record<string, LazyScreen>>;
