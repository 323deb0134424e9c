import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './app.routes';
import { screenFor } from './screens';

/** The routes of the table that draw a page themselves (leaves with a lazy module). */
function screens(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => (route.children ? screens(route.children) : route.lazy ? [route] : []));
}

describe('the route table', () => {
  it('has no placeholder: a route pattern without a built screen fails as the table is built', () => {
    expect(() => screenFor('/dashboard/no-such-tool')).toThrow(
      'No screen is registered for the route /dashboard/no-such-tool',
    );
  });

  it('loaded, so every route it names has its screen, and each screen module gives a component', async () => {
    const leaves = screens(appRoutes);
    expect(leaves.length).toBeGreaterThan(80);
    for (const route of leaves) {
      const lazy = route.lazy as () => Promise<{ Component?: unknown }>;
      expect(typeof (await lazy()).Component, route.path).toBe('function');
    }
  });
});
