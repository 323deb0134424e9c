// The complete route table of spec 1 section 2 and spec 2 section 2: public, auth, protected and admin routes,
// aliases, the lowercase/trailing-slash redirect, and unknown paths to /404. Every page is lazy-loaded.
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, redirect } from 'react-router';
import type { HydrationState, LoaderFunctionArgs, RouteObject } from 'react-router';
import { adminPages } from '../features/admin/admin.nav';
import { RequireAuth } from '../features/auth/RequireAuth';
import { BareProtectedLayout } from './layouts/BareProtectedLayout';
import { RootLayout } from './layouts/RootLayout';
import { SiteLayout } from './layouts/SiteLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { aliasRules, canonicalPath } from './path-rules';
import { dashboardRoutes, plannedPublicRoutes } from './route-catalog.config';
import { toolLandingKeys } from '../features/marketing/tool-landings.keys';
import { legalDocumentKeys } from '../features/legal/legal.keys';
import { offlineRoutes } from '../features/offline/offline.routes';
import type { RouteHandle } from './route-handle';
import { screenFor } from './screens';

type Loader<T> = () => Promise<T>;

/** A lazy route whose module exports `name`. */
function page<M extends Record<string, unknown>>(load: Loader<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

function normalizePath({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = canonicalPath(url.pathname);
  if (canonical) throw redirect(`${canonical}${url.search}${url.hash}`);
  return null;
}

const aliasRoutes: RouteObject[] = aliasRules.map(({ from, to }) => ({
  path: from,
  loader: ({ params, request }) => redirect(`${to(params)}${new URL(request.url).search}`),
}));

const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/HomeRoute'), 'HomeRoute') },
  { path: '404', lazy: page(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
  ...toolLandingKeys.map((tool): RouteObject => ({
    path: tool,
    handle: { tool } satisfies RouteHandle,
    lazy: page(() => import('../features/marketing/ToolLandingPage'), 'ToolLandingPage'),
  })),
  { path: 'about', lazy: page(() => import('../features/marketing/AboutPage'), 'AboutPage') },
  { path: 'contact', lazy: page(() => import('../features/marketing/ContactPage'), 'ContactPage') },
  { path: 'careers', lazy: page(() => import('../features/marketing/CareersPage'), 'CareersPage') },
  { path: 'help', lazy: page(() => import('../features/help/HelpPage'), 'HelpPage') },
  { path: 'download', lazy: page(() => import('../features/marketing/DownloadPage'), 'DownloadPage') },
  {
    path: 'scholarships',
    lazy: page(() => import('../features/marketing/ScholarshipsPage'), 'ScholarshipsPage'),
  },
  { path: 'search', lazy: page(() => import('../features/search/SearchPage'), 'SearchPage') },
  { path: 'cart', lazy: page(() => import('../features/cart/CartPage'), 'CartPage') },
  { path: 'legal', lazy: page(() => import('../features/legal/LegalIndexPage'), 'LegalIndexPage') },
  ...legalDocumentKeys.map((legal): RouteObject => ({
    path: `legal/${legal}`,
    handle: { legal } satisfies RouteHandle,
    lazy: page(() => import('../features/legal/LegalPage'), 'LegalPage'),
  })),
  { path: 'documents', lazy: page(() => import('../features/catalogue/DocumentsPage'), 'DocumentsPage') },
  { path: 'documents/:slug', lazy: page(() => import('../features/catalogue/DocumentPage'), 'DocumentPage') },
  { path: 'subjects', lazy: page(() => import('../features/catalogue/SubjectsPage'), 'SubjectsPage') },
  { path: 'subjects/:slug', lazy: page(() => import('../features/catalogue/SubjectPage'), 'SubjectPage') },
  {
    path: 'universities',
    lazy: page(() => import('../features/catalogue/UniversitiesPage'), 'UniversitiesPage'),
  },
  {
    path: 'universities/:slug',
    lazy: page(() => import('../features/catalogue/UniversityPage'), 'UniversityPage'),
  },
  {
    path: 'universities/:universitySlug/courses/:courseSlug',
    lazy: page(() => import('../features/catalogue/CoursePage'), 'CoursePage'),
  },
  { path: 'textbooks', lazy: page(() => import('../features/catalogue/TextbooksPage'), 'TextbooksPage') },
  { path: 'textbooks/:slug', lazy: page(() => import('../features/catalogue/TextbookPage'), 'TextbookPage') },
  { path: 'tests', lazy: page(() => import('../features/study/TestsPage'), 'TestsPage') },
  { path: 'tests/:id', lazy: page(() => import('../features/study/PublicTestPage'), 'PublicTestPage') },
  {
    path: 'test-prep/test/:slug',
    lazy: page(() => import('../features/study/PublicTestPage'), 'PublicTestPage'),
  },
  {
    path: 'ai-homework-helper/:slug',
    lazy: page(() => import('../features/study/HomeworkQuestionPage'), 'HomeworkQuestionPage'),
  },
  {
    path: 'ai-flashcard-maker/:slug',
    lazy: page(() => import('../features/study/FlashcardDeckPage'), 'FlashcardDeckPage'),
  },
  {
    path: 'flashcards/:slug',
    lazy: page(() => import('../features/study/FlashcardDeckPage'), 'FlashcardDeckPage'),
  },
  // The desktop app's offline library (outside the sign-in guard on purpose; see offline.routes.tsx).
  ...offlineRoutes,
  ...plannedPublicRoutes.map(({ path, title }): RouteObject => ({
    path,
    handle: { title } satisfies RouteHandle,
    lazy: screenFor(`/${path}`),
  })),
  // Auth screens.
  { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage'), 'LoginPage') },
  { path: 'register', lazy: page(() => import('../features/auth/pages/RegisterPage'), 'RegisterPage') },
  {
    path: 'forgot-password',
    lazy: page(() => import('../features/auth/pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset-password',
    lazy: page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: 'auth/reset-password',
    lazy: page(() => import('../features/auth/pages/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: 'auth/callback',
    lazy: page(() => import('../features/auth/pages/AuthCallbackPage'), 'AuthCallbackPage'),
  },
  // Protected pages that keep the header and footer.
  {
    element: <RequireAuth />,
    children: [
      {
        path: 'checkout',
        handle: { title: 'Checkout' } satisfies RouteHandle,
        lazy: screenFor('/checkout'),
      },
      {
        path: 'test-prep/:planId/test/:testId',
        handle: { title: 'Practice test session' } satisfies RouteHandle,
        lazy: screenFor('/test-prep/:planId/test/:testId'),
      },
      {
        path: 'test-prep/:planId/test/:testId/results',
        handle: { title: 'Test results' } satisfies RouteHandle,
        lazy: screenFor('/test-prep/:planId/test/:testId/results'),
      },
    ],
  },
];

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    loader: normalizePath,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      { Component: SiteLayout, children: publicRoutes },
      {
        path: 'checkout/success',
        Component: BareProtectedLayout,
        children: [
          {
            index: true,
            handle: { title: 'Payment successful' } satisfies RouteHandle,
            lazy: screenFor('/checkout/success'),
          },
        ],
      },
      {
        path: 'dashboard',
        lazy: page(() => import('../features/dashboard/DashboardLayout'), 'DashboardLayout'),
        children: [
          {
            index: true,
            lazy: screenFor('/dashboard'),
          },
          {
            path: 'help',
            lazy: page(() => import('../features/help/DashboardHelpPage'), 'DashboardHelpPage'),
          },
          ...dashboardRoutes.map(({ path, title, description }): RouteObject => ({
            path,
            handle: { title, description } satisfies RouteHandle,
            lazy: screenFor(`/dashboard/${path}`),
          })),
          { path: '*', loader: () => redirect('/404') },
        ],
      },
      {
        path: 'admin/login',
        lazy: page(() => import('../features/auth/pages/AdminLoginPage'), 'AdminLoginPage'),
      },
      {
        path: 'admin',
        lazy: page(() => import('../features/admin/AdminLayout'), 'AdminLayout'),
        children: [
          {
            index: true,
            handle: { title: 'Overview' } satisfies RouteHandle,
            lazy: screenFor('/admin'),
          },
          {
            path: 'dashboard',
            handle: { title: 'Overview' } satisfies RouteHandle,
            lazy: screenFor('/admin'),
          },
          ...adminPages.map(({ path, title }): RouteObject => ({
            path,
            handle: { title } satisfies RouteHandle,
            lazy: screenFor(`/admin/${path}`),
          })),
          { path: '*', loader: () => redirect('/404') },
        ],
      },
      ...aliasRoutes,
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];

/** `hydrationData`: the loader data of a server-rendered page (main.tsx), so the router starts where it ended. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the code of the routes `location` matches before a server-rendered page is hydrated: the first render in
 * the browser must produce the server's markup, not the lazy routes' empty fallback.
 */
export async function loadMatchedRoutes(location: string): Promise<void> {
  const matches = matchRoutes(appRoutes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
