// The conformance table: requirements of ../shared/spec/01-platform.md ("1") and 02-signed-in-areas.md ("2") that
// can be checked from outside, each with the section it comes from and the test that checks it in the running
// product (an end-to-end test in Chromium, an integration test through supabase-js, or, for a pure rule, the unit
// test of the module that implements it). A requirement without a check is a gap and is listed as one.
//
// `text` is the requirement's literal words or number as the checking test must contain them: if a test stops
// asserting them, the requirement stops counting as covered.

export type CheckKind = 'e2e' | 'integration' | 'unit';

export interface Check {
  kind: CheckKind;
  /** The test file, from the repository root. */
  file: string;
  /** The test's title (or a part of its full name); without one, every test of the file must pass. */
  title?: string;
}

export interface Requirement {
  id: string;
  spec: '1' | '2';
  section: string;
  requirement: string;
  text?: string;
  check?: Check;
}

const e2e = (file: string, title?: string): Check => ({ kind: 'e2e', file: `tests/e2e/${file}`, title });
const integration = (file: string, title?: string): Check => ({
  kind: 'integration',
  file: `tests/integration/${file}`,
  title,
});
const unit = (file: string, title?: string): Check => ({ kind: 'unit', file, title });

// Spec 1 section 2: every public page of the route table renders (tests/e2e/routes.spec.ts walks them).
const publicPages = [
  '/ai-writer',
  '/xy-editor',
  '/document-chat',
  '/ai-detector',
  '/plagiarism-checker',
  '/ai-flashcard-maker',
  '/ai-homework-helper',
  '/test-prep',
  '/about',
  '/contact',
  '/careers',
  '/help',
  '/scholarships',
  '/download',
  '/search?q=biology',
  '/cart',
  '/legal',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookie-policy',
  '/legal/code-of-honor',
  '/legal/community-guidelines',
  '/legal/notice-takedown',
  '/legal/refund-policy',
  '/legal/file-complaint',
  '/blog',
  '/documents',
  '/subjects',
  '/universities',
  '/textbooks',
  '/tests',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/reset-password',
  '/admin/login',
];

const aliases: [string, string, string][] = [
  ['/xywriter', '/ai-writer', '§2 Public routes'],
  ['/plagiarism-detector', '/plagiarism-checker', '§2 Public routes'],
  ['/homework-helper', '/ai-homework-helper', '§2 Public routes'],
  [
    '/homework-helper/algebra/solve-the-quadratic-equation-2x2-7x-3-0',
    '/ai-homework-helper/solve-the-quadratic-equation-2x2-7x-3-0',
    '§2 Public item pages',
  ],
  ['/flashcard-maker/derivative-rules', '/ai-flashcard-maker/derivative-rules', '§2 Public item pages'],
  ['/About/', '/about', '§2 Protected routes (lowercase, no trailing slash)'],
  ['/Legal/Terms', '/legal/terms', '§2 Protected routes (lowercase, no trailing slash)'],
  ['/SEARCH/?q=Calculus', '/search?q=Calculus', '§2 Protected routes (lowercase, no trailing slash)'],
  ['/no-such-page', '/404', '§2 Protected routes (unknown paths)'],
];

const protectedPaths = [
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/ai-writer/paper/abc',
  '/checkout',
  '/checkout/success',
  '/test-prep/plan-1/test/test-1',
  '/test-prep/plan-1/test/test-1/results',
];

export const requirements: Requirement[] = [
  // ---- Spec 1 section 2: screens and routes -------------------------------------------------------------
  ...publicPages.map((path): Requirement => ({
    id: `1.2-route${path.replace(/[^a-z0-9]+/gi, '-')}`,
    spec: '1',
    section: '§2 Public, auth and legal routes',
    requirement: `${path} renders its page`,
    check: e2e('routes.spec.ts', `${path} renders its page`),
  })),
  ...aliases.map(([from, to, section]): Requirement => ({
    id: `1.2-redirect${from.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`,
    spec: '1',
    section,
    requirement: `${from} redirects to ${to}`,
    check: e2e('routes.spec.ts', `${from} redirects to ${to}`),
  })),
  ...protectedPaths.map((path): Requirement => ({
    id: `1.2-guard${path.replace(/[^a-z0-9]+/gi, '-')}`,
    spec: '1',
    section: '§2 Protected routes; §4 Authentication',
    requirement: `signed out, ${path} sends to /login?returnUrl={path}`,
    check: e2e('guards.spec.ts', `signed out, ${path} sends to /login with the returnUrl`),
  })),
  {
    id: '1.2-admin-guard',
    spec: '1',
    section: '§2 Protected routes; §4 Authentication',
    requirement: 'admin paths send signed-out visitors to /admin/login?returnUrl={path}',
    check: e2e('guards.spec.ts', 'signed out, /admin/users sends to /admin/login'),
  },
  {
    id: '1.2-admin-subpages',
    spec: '1',
    section: '§2 Protected routes',
    requirement: 'the admin area has the overview and its 16 sub-pages, each reachable by an admin',
    check: e2e('admin-back-office.spec.ts'),
  },
  {
    id: '1.2-loader-overlay',
    spec: '1',
    section: '§2 Protected routes',
    requirement: 'the dashboard shows a full-screen loading overlay while authentication loads',
    check: e2e('guards.spec.ts', 'the dashboard shows the full-screen loader while auth loads'),
  },
  {
    id: '1.2-sitemap',
    spec: '1',
    section: '§2 Public routes',
    requirement: '/sitemap.xml is a static sitemap file',
    check: e2e('routes.spec.ts', '/sitemap.xml is the static sitemap file'),
  },
  {
    id: '1.2-catalogue-pages',
    spec: '1',
    section: '§2 Catalogue; Public item pages',
    requirement: 'catalogue, homework question and flashcard deck pages load from the database',
    check: e2e('routes.spec.ts', 'catalogue and public item pages load from the database'),
  },
  {
    id: '1.2-missing-document',
    spec: '1',
    section: '§2 Protected routes (unknown paths)',
    requirement: 'a document that does not exist goes to /404',
    check: e2e('routes.spec.ts', 'a missing document goes to /404'),
  },
  {
    id: '1.2-signed-in-landing',
    spec: '1',
    section: '§2 Public routes; §2 Login and registration',
    requirement: 'a signed-in visitor of / or /login is sent on to the dashboard',
    check: e2e(
      'guards.spec.ts',
      'signed in: /login and / forward to the dashboard; dashboard aliases redirect',
    ),
  },
  {
    id: '1.2-header-dropdowns',
    spec: '1',
    section: '§2 Global header and footer',
    requirement:
      'Study, Write and Explore dropdowns open on hover or click and close on outside click or mouse leave',
    check: e2e(
      'routes.spec.ts',
      'header dropdowns open on hover or click and close on mouse leave or outside click',
    ),
  },
  {
    id: '1.2-small-screen-buttons',
    spec: '1',
    section: '§2 Global header and footer',
    requirement: 'Log in and Register are hidden on very small screens',
    check: e2e(
      'spec-conformance.spec.ts',
      'on a very small screen the header hides both Log in and Register; the mobile menu has them',
    ),
  },
  {
    id: '1.2-signed-in-header',
    spec: '1',
    section: '§2 Global header and footer; User menu and points badge',
    requirement: 'signed-in users see the slim sidebar, a points badge reading "N Points" and the user menu',
    text: 'Points',
    check: e2e('guards.spec.ts', 'signed in on public pages: slim sidebar, points badge and user menu'),
  },
  {
    id: '1.2-mobile-menu',
    spec: '1',
    section: '§2 Mobile menu (visitors); §4 Mobile menu, sidebars',
    requirement: 'the mobile menu has Study, Write, Explore, Company, locks scroll and closes on navigation',
    check: e2e('routes.spec.ts', 'the mobile menu has its sections, locks scroll and closes on navigation'),
  },
  {
    id: '1.2-search-empty',
    spec: '1',
    section: '§2 Header search',
    requirement: 'empty state: No results found for "{query}"',
    text: 'No results found for',
    check: e2e('routes.spec.ts', 'instant search shows the empty state'),
  },
  {
    id: '1.2-search-view-all',
    spec: '1',
    section: '§2 Header search',
    requirement: "'View all results' goes to /search?q=",
    text: 'View all results',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.2-home-hero',
    spec: '1',
    section: '§1; §2 Home page',
    requirement: 'hero, statistics and the marketing claims, with header and footer',
    text: 'Loved by 4M+ academics',
    check: e2e('home.spec.ts', 'the home page loads with its hero, header and footer'),
  },
  {
    id: '1.2-home-subjects-12',
    spec: '1',
    section: '§2 Home page; §9',
    requirement: 'the subjects grid: 12 placeholders while loading, 12 subject cards with document_count',
    text: '12',
    check: e2e(
      'home.spec.ts',
      'the subjects grid shows 12 skeletons, then the 12 subjects with the most documents',
    ),
  },
  {
    id: '1.2-home-subject-link',
    spec: '1',
    section: '§2 Home page',
    requirement: 'each subject card links to /subjects/{slug}',
    check: e2e('home.spec.ts', 'a subject card links to /subjects/{slug}'),
  },
  {
    id: '1.8-home-subjects-error',
    spec: '1',
    section: '§8',
    requirement: 'the homepage subjects section shows the error text in red if loading fails',
    check: e2e('home.spec.ts', 'a failed subjects request shows the error text in red'),
  },
  {
    id: '1.7-home-subjects-cache',
    spec: '1',
    section: '§7 Storage, realtime, search; §9 (600000 ms)',
    requirement: 'the homepage subjects list is cached in the browser (data plus timestamp) for 600000 ms',
    text: '600000',
    check: unit('renderer/src/features/home/home-subjects.cache.test.ts'),
  },
  {
    id: '1.2-home-flashcard-flip',
    spec: '1',
    section: '§2 Home page',
    requirement: 'the demo flashcard flips on click',
    check: e2e('home.spec.ts', 'the demo flashcard flips on click'),
  },
  {
    id: '1.2-404-countdown',
    spec: '1',
    section: '§2 Login and registration screens; §9 (10 s)',
    requirement: 'the 404 page redirects home after a 10 second countdown',
    check: e2e('home.spec.ts', 'an unknown path goes to /404, which counts down 10 s and goes home'),
  },
  {
    id: '1.2-payment-success-dialog',
    spec: '1',
    section: '§2 Payment success dialog; §9 (50 confetti pieces)',
    requirement: "'Payment Successful!', points, bonus, USD, 50 confetti pieces and 'Keep Learning!'",
    text: 'Keep Learning!',
    check: e2e('wallet.spec.ts'),
  },
  {
    id: '1.2-offline-banner',
    spec: '1',
    section: '§2 Login and registration screens',
    requirement:
      "the desktop app's offline banner 'You are currently offline. Some features may be limited.'",
    text: 'You are currently offline',
    check: e2e('desktop-offline.spec.ts'),
  },
  {
    id: '1.2-recovery-warning',
    spec: '1',
    section: '§2 Login and registration screens',
    requirement: "a recovery link shows the warning 'Change Your Password'",
    text: 'Change Your Password',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.2-live-chat-rules',
    spec: '1',
    section: '§2 Live chat widget',
    requirement:
      'the widget loads for signed-in users except on chat, paper, deck and editor pages; visitors only on /help and /contact; polled every 100 ms for up to 5 s',
    check: unit('renderer/src/features/support/live-chat.rules.test.ts'),
  },
  {
    id: '2.2.5-live-chat-button',
    spec: '2',
    section: '§2.5 Help',
    requirement: "Help's 'Live Chat' button opens the live chat widget",
    text: 'Live Chat',
    check: e2e('spec-conformance.spec.ts', "Help's Live Chat opens the chat widget"),
  },
  {
    id: '1.2-auth-callback-profile',
    spec: '1',
    section: '§2 Auth routes',
    requirement:
      'after provider sign-in the user gets the provider avatar and name, falling back to the e-mail name',
    check: unit('renderer/src/features/auth/auth.api.test.ts'),
  },
  {
    id: '1.2-one-tap',
    spec: '1',
    section: '§2 Protected routes',
    requirement: 'a one-tap sign-in prompt is set up when no stored session exists',
  },
  {
    id: '1.2-footer-language',
    spec: '1',
    section: '§2 Global header and footer',
    requirement: 'the footer has the link groups, social links, app promo, copyright and a language dropdown',
  },
  // ---- Spec 1 section 4: states -----------------------------------------------------------------------
  {
    id: '1.4-session-refresh',
    spec: '1',
    section: '§4 Authentication; §9 (30 s tick, 3 ticks, 90 s, 200 ms backoff, 30 s)',
    requirement:
      'the session is checked every 30 s and refreshed within 3 ticks (90 s) of expiry, with backoff',
    check: unit('renderer/src/features/auth/session-keeper.test.ts'),
  },
  {
    id: '1.4-profile-cache',
    spec: '1',
    section: '§4 Authentication; §9 (5 minutes)',
    requirement:
      'the profile is cached 5 minutes and reloaded on sign-out, user update, recovery, another user',
    check: unit('renderer/src/features/auth/profile-cache.test.ts'),
  },
  {
    id: '1.4-sign-out',
    spec: '1',
    section: '§4 Authentication; §8',
    requirement: "sign-out shows 'Logged out successfully'; admin logout returns to /admin/login",
    text: 'Logged out successfully',
    check: e2e('guards.spec.ts', 'an admin logs in to the back office and signs out to /admin/login'),
  },
  {
    id: '1.4-cart-rules',
    spec: '1',
    section: '§4 Cart',
    requirement: 'add once with quantity 1, remove by id, quantity below 1 removes, totals',
    check: unit('renderer/src/features/cart/cart.rules.test.ts'),
  },
  {
    id: '1.4-cart-storage',
    spec: '1',
    section: '§4 Cart; §9 (storage key cart)',
    requirement: "the cart is kept under the 'cart' key, loaded at start and cleared with its stored copy",
    check: unit('renderer/src/features/cart/cart.store.test.ts'),
  },
  {
    id: '1.4-cart-outside-provider',
    spec: '1',
    section: '§8 Thrown',
    requirement: 'using the cart outside its provider throws an error',
    check: unit('renderer/src/features/cart/useCart.test.tsx', 'throws outside its provider'),
  },
  {
    id: '1.4-wallet-row-created',
    spec: '1',
    section: '§4 Points',
    requirement: 'a missing user_points row (PGRST116) leads to creating one',
    text: 'PGRST116',
    check: integration(
      'spec-conformance.test.ts',
      'a missing wallet row (PGRST116) is created by the server',
    ),
  },
  {
    id: '1.4-document-purchase',
    spec: '1',
    section: '§4 Points',
    requirement: 'buying a document with points gives access (user_documents, access_type points)',
    check: integration('cart-checkout.test.ts'),
  },
  {
    id: '1.4-document-status-ids',
    spec: '1',
    section: '§4 Points',
    requirement:
      'document statuses approved, pending, deleted, rejected, soft-reject; only approved are public',
    check: integration(
      'spec-conformance.test.ts',
      'document statuses are the five fixed ids, only approved public',
    ),
  },
  {
    id: '1.4-payment-return',
    spec: '1',
    section: '§4 Card payment return',
    requirement:
      'the return flow runs for success=true, a session id or redirect_status=succeeded, once per session id, with its fallbacks',
    check: unit('renderer/src/features/wallet/payment-return.test.ts'),
  },
  {
    id: '1.4-payment-processed',
    spec: '1',
    section: '§4 Card payment return; §8',
    requirement: "reloading a processed return says 'This payment has already been processed.'",
    text: 'This payment has already been processed.',
    check: e2e('wallet.spec.ts'),
  },
  {
    id: '1.4-sidebar',
    spec: '1',
    section: '§4 Mobile menu, sidebars; §9 (80px, 225px, 1440px)',
    requirement: 'the dashboard sidebar is 225 px at 1440 px and wider, 80 px below',
    check: e2e(
      'guards.spec.ts',
      'the dashboard sidebar: 225 px at 1440 px, 80 px below; mode persisted alone',
    ),
  },
  {
    id: '1.3-dashboard-store',
    spec: '1',
    section: '§3 (dashboard-store)',
    requirement: "'dashboard-store' keeps mode (default student) and persists only the mode",
    check: unit('renderer/src/features/dashboard/dashboard.store.test.ts'),
  },
  {
    id: '1.3-subject-icons',
    spec: '1',
    section: '§3',
    requirement: 'the 16 named subjects have their icons; any other name gets a generic icon',
    check: unit('renderer/src/features/home/subject-icon.mapper.test.ts'),
  },
  // ---- Spec 1 section 5: validation ------------------------------------------------------------------
  {
    id: '1.5-register-rules',
    spec: '1',
    section: '§5',
    requirement: "register needs all four fields and matching passwords ('Passwords do not match')",
    text: 'Passwords do not match',
    check: unit('renderer/src/features/auth/registration.rules.test.ts'),
  },
  {
    id: '1.5-reset-rules',
    spec: '1',
    section: '§5',
    requirement: "reset password: 'Password too short' under 6 characters",
    text: 'Password too short',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.5-admin-login',
    spec: '1',
    section: '§5; §6',
    requirement: "a non-admin at the admin login is signed out with 'Unauthorized: Admin access required'",
    text: 'Unauthorized: Admin access required',
    check: e2e('guards.spec.ts', 'a student is kept out of the admin area'),
  },
  {
    id: '1.5-admin-role',
    spec: '1',
    section: '§6',
    requirement: 'admin means role admin and status active, from the users record or auth metadata',
    check: unit('renderer/src/features/auth/auth.store.test.ts'),
  },
  {
    id: '1.5-insufficient-points',
    spec: '1',
    section: '§5; §8',
    requirement: "points-spending features answer 'insufficient points' when the balance is short",
    text: 'insufficient points',
    check: integration('paid-actions.test.ts'),
  },
  {
    id: '1.5-insufficient-ai-detection',
    spec: '1',
    section: '§5',
    requirement: "AI detection: 'You have insufficient points for AI detection'",
    text: 'You have insufficient points for AI detection',
    check: integration('writing-paid-actions.test.ts'),
  },
  {
    id: '1.5-insufficient-plagiarism',
    spec: '1',
    section: '§5',
    requirement: "plagiarism: 'You have insufficient points for plagiarism checking'",
    text: 'You have insufficient points for plagiarism checking',
    check: integration('writing-paid-actions.test.ts'),
  },
  {
    id: '1.5-slugs',
    spec: '1',
    section: '§5',
    requirement: 'slugs: lowercase, non-word characters stripped, spaces and dashes collapsed',
    check: unit(
      'renderer/src/app/path-rules.test.ts',
      'lowercases, strips non-word characters and collapses spaces and dashes',
    ),
  },
  {
    id: '1.5-return-target',
    spec: '1',
    section: '§2 Login and registration screens',
    requirement: 'signed-in visitors go to returnUrl, or from, or router state, else /dashboard',
    check: unit('renderer/src/features/auth/return-url.test.ts'),
  },
  {
    id: '1.5-cart-duplicate',
    spec: '1',
    section: '§5; §8 Cart',
    requirement: "a duplicate cart item shows 'Item already in cart'",
    text: 'Item already in cart',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.5-verify-email-warning',
    spec: '1',
    section: '§8 Cart',
    requirement: "'Please verify your email' with a 'Resend Verification Email' button",
  },
  // ---- Spec 1 section 7: calls ---------------------------------------------------------------------
  {
    id: '1.7-calculate-points',
    spec: '1',
    section: '§7 Procedures',
    requirement: 'calculate_points_for_amount returns base, bonus and total points from the tiers',
    check: integration('payment-fulfilment.test.ts'),
  },
  {
    id: '1.7-checkout-session',
    spec: '1',
    section: '§7 Server functions',
    requirement:
      'create-checkout-session returns a url; the card-session verification returns valid and payment_details',
    check: integration('payments-sandbox.test.ts'),
  },
  {
    id: '1.7-stripe',
    spec: '1',
    section: '§7 Server functions',
    requirement: 'card payments through Stripe (Checkout Sessions, webhooks) with the official SDK',
    check: integration('payments-stripe.test.ts'),
  },
  {
    id: '1.7-realtime-wallet',
    spec: '1',
    section: '§7 Storage, realtime, search',
    requirement: 'realtime delivers user_points changes and points_orders inserts to their user only',
    check: integration('realtime.test.ts'),
  },
  {
    id: '1.7-signed-urls',
    spec: '1',
    section: '§7 Storage; §6; §9 (3600 s)',
    requirement: 'originals need a session; signed links are valid 3600 s',
    check: integration('storage.test.ts'),
  },
  {
    id: '1.7-search-paging',
    spec: '1',
    section: '§7 Document search; §9 (default paging 10)',
    requirement: 'document search pages by 10, sorts by price and filters by type',
    check: e2e('routes.spec.ts', 'search results page by 10, sort by price and filter by type'),
  },
  {
    id: '1.7-related-10',
    spec: '1',
    section: '§7 Related documents',
    requirement: 'up to 10 related documents from the same course or textbook, topped up from the subject',
    check: e2e(
      'spec-conformance.spec.ts',
      'related documents: up to 10 from the same course or textbook, topped up from the subject',
    ),
  },
  {
    id: '1.7-featured-5',
    spec: '1',
    section: '§7 Featured documents',
    requirement: 'featured documents: 5 by download_count',
    check: e2e('spec-conformance.spec.ts', 'featured documents: /documents shows the 5 most downloaded'),
  },
  {
    id: '2.7.1-record-view',
    spec: '2',
    section: '§7.1',
    requirement:
      'record_document_view {p_document_id, p_page_number, p_progress, p_device_info{userAgent, platform}}',
    check: e2e(
      'spec-conformance.spec.ts',
      'a document page records the view through record_document_view with the device',
    ),
  },
  {
    id: '1.7-instant-search',
    spec: '1',
    section: '§7 Storage, realtime, search; §9 (8: 5 documents, 3 homework, 3 decks)',
    requirement: 'instant search: 5 documents, 3 homework questions, 3 decks, at most 8',
    check: integration(
      'spec-conformance.test.ts',
      'instant search answers at most 8: 5 documents, 3 homework, 3 decks',
    ),
  },
  {
    id: '1.7-search-debounce',
    spec: '1',
    section: '§2 Header search; §9 (300 ms)',
    requirement: 'header search is debounced 300 ms',
  },
  {
    id: '1.7-auth-api',
    spec: '1',
    section: '§7 Auth',
    requirement: 'sign-up, password and refresh grants, recovery, user, logout, factors through supabase-js',
    check: integration('auth.test.ts'),
  },
  {
    id: '1.7-auth-mfa',
    spec: '1',
    section: '§7 Auth (factors)',
    requirement: 'second-factor enrol, challenge, verify and unenrol',
    check: integration('auth-mfa.test.ts'),
  },
  // ---- Spec 1 section 8: messages ------------------------------------------------------------------
  {
    id: '1.8-welcome-back',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Welcome Back!' with 'You have successfully logged in.'",
    text: 'Welcome Back!',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.8-login-failed',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Login failed' with the server message",
    text: 'Login failed',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.8-reset-link-sent',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Reset Link Sent' ('Check your email for the password reset link.')",
    text: 'Reset Link Sent',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.8-password-updated',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Password updated!' then redirect to login after 2 s",
    text: 'Password updated!',
    check: e2e('visitor-journey.spec.ts'),
  },
  {
    id: '1.8-registration-failed',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Registration Failed' (message or 'An error occurred during registration')",
  },
  {
    id: '1.8-google-failed',
    spec: '1',
    section: '§8 Auth',
    requirement: "'Failed to sign in with Google' (or the error message)",
  },
  {
    id: '1.8-profile-updated',
    spec: '1',
    section: '§8 Profile',
    requirement: "'Profile updated successfully'",
    text: 'Profile updated successfully',
    check: e2e('account-settings.spec.ts'),
  },
  {
    id: '1.8-payment-missing-details',
    spec: '1',
    section: '§8 Payment',
    requirement: "'Could not process payment. Missing details.'",
    check: unit('renderer/src/features/wallet/payment-return.test.ts'),
  },
  {
    id: '1.8-payment-maybe',
    spec: '1',
    section: '§4 Card payment return; §8 Payment',
    requirement:
      "success without a session id: 'Payment may have been successful. Please check your points balance.'",
  },
  // ---- Spec 1 section 9: constants -----------------------------------------------------------------
  {
    id: '1.9-costs',
    spec: '1',
    section: '§9 Costs in points',
    requirement:
      'words 10 per 100 (rounded up), content analysis 10, detection 5, plagiarism 5, reference search 5, toolbar 3, rewrite 10, improve 10, chat 5 + 2 per 5 messages, flashcards 5/7/10/15',
    check: unit('shared/study/pricing/points-pricing.engine.test.ts'),
  },
  {
    id: '1.9-dates',
    spec: '1',
    section: '§9 (dates en-US with short month, day, year, hour and minute)',
    requirement: 'dates are shown en-US with short month, day, year, hour and minute',
    check: e2e('spec-conformance.spec.ts', 'dates are en-US with short month, day, year, hour and minute'),
  },
  {
    id: '1.9-realtime-heartbeat',
    spec: '1',
    section: '§9 Library defaults (heartbeat 30000 ms)',
    requirement: 'the realtime heartbeat is 30000 ms',
    check: e2e('spec-conformance.spec.ts', 'the realtime heartbeat is sent every 30 s'),
  },
  {
    id: '1.9-realtime-reconnect',
    spec: '1',
    section: '§9 Library defaults (reconnect 1, 2, 5 then 10 s)',
    requirement: 'realtime reconnect delays are 1, 2, 5 then 10 s',
    check: unit('shared/constants/client-library.test.ts'),
  },
  {
    id: '1.9-toast-durations',
    spec: '1',
    section: '§9 (toasts 2000 ms; e-mail verification 10000 ms top-right; settings 5 s)',
    requirement: 'toasts last 2000 ms for success, error and warning; the e-mail verification toast 10000 ms',
  },
  {
    id: '1.9-session-cookie',
    spec: '1',
    section: '§9 (session cookie 604800 s)',
    requirement: 'session cookie max age 604800 s (7 days)',
  },
  {
    id: '1.9-points-dollars',
    spec: '1',
    section: '§9 Points value',
    requirement: '10 points per USD; points and dollars shown to 2 decimals',
    check: unit(
      'shared/study/pricing/points-pricing.engine.test.ts',
      'prices every action through one entry point and shows dollars with 2 decimals',
    ),
  },
  // ---- Spec 2 ----------------------------------------------------------------------------------------
  {
    id: '2.2.2-homework-literal-redirect',
    spec: '2',
    section: '§2.2 (its question path redirects but keeps the literal parameter)',
    requirement: '/dashboard/homework-helper/question/{slug} redirects keeping the literal parameter',
    check: e2e(
      'spec-conformance.spec.ts',
      'the homework-helper question redirect keeps the literal parameter',
    ),
  },
  {
    id: '2.2.5-help-filter',
    spec: '2',
    section: '§2.5 Help',
    requirement: 'help questions filter by category chip and search text',
    check: unit('renderer/src/features/help/help.content.test.ts'),
  },
  {
    id: '2.4-settings-toasts',
    spec: '2',
    section: '§8 Settings',
    requirement: "'Notification settings updated'",
    text: 'Notification settings updated',
    check: e2e('account-settings.spec.ts'),
  },
  {
    id: '2.3-notification-defaults',
    spec: '2',
    section: '§3 notification_preferences',
    requirement: 'the 8 notification preferences exist and default to enabled',
    check: integration('spec-conformance.test.ts', 'the 8 notification preferences default to enabled'),
  },
  {
    id: '2.9-wallet-journey',
    spec: '2',
    section: '§2.1 Wallet; spec 1 §4 Points',
    requirement: 'buy a points package by card: declined card, success, balance up once',
    check: e2e('wallet.spec.ts'),
  },
  {
    id: '2.2-writing-suite',
    spec: '2',
    section: '§2.2 Editor; §2.6',
    requirement: 'the editor with versions and the paid AI tools (detection, plagiarism, toolbar actions)',
    check: e2e('writing-editor.spec.ts'),
  },
  {
    id: '2.2-homework',
    spec: '2',
    section: '§2.2 Homework helper; §2.8',
    requirement: 'ask a question, get steps, make it public',
    check: e2e('homework-helper.spec.ts'),
  },
  {
    id: '2.2-flashcards',
    spec: '2',
    section: '§2.2 Flashcards',
    requirement: 'make a deck, study it with the keyboard, see progress',
    check: e2e('flashcards.spec.ts'),
  },
  {
    id: '2.4-settings',
    spec: '2',
    section: '§2.4 Settings',
    requirement: 'settings: profile, billing, security and notifications tabs',
    check: e2e('account-settings.spec.ts'),
  },
  {
    id: '2.7-admin',
    spec: '2',
    section: '§6 (admin services); spec 1 §2 admin',
    requirement: 'admins moderate documents, process withdrawals and suspend users, audited',
    check: e2e('admin-back-office.spec.ts'),
  },
  {
    id: '2.3-library',
    spec: '2',
    section: '§2.3 My Documents library',
    requirement: "'My Documents' with tabs All Documents, My Uploads, Purchased, Saved, Recently Viewed",
    check: e2e('marketplace.spec.ts'),
  },
  {
    id: '2.2-document-chat',
    spec: '2',
    section: '§2.2 Document chat',
    requirement: 'the document chat list, upload and conversation',
    check: e2e('document-chat.spec.ts'),
  },
  {
    id: '2.2-test-prep',
    spec: '2',
    section: '§2.2 Test prep',
    requirement: 'study plans, practice tests, sessions and results',
    check: e2e('test-prep.spec.ts'),
  },
  {
    id: '2.7-blog',
    spec: '2',
    section: '§2.7 Blog',
    requirement: 'the blog list, categories and posts with comments and likes',
    check: e2e('blog.spec.ts'),
  },
  {
    id: '2.1-seller',
    spec: '2',
    section: '§2.1 Seller mode',
    requirement: 'seller overview, documents, orders and seller wallet',
  },
  {
    id: '2.4-subscription',
    spec: '2',
    section: '§4 Subscription',
    requirement: 'plans, subscribe, cancel at period end',
    check: e2e('subscription.spec.ts'),
  },
  {
    id: '1.2-checkout',
    spec: '1',
    section: '§2 Protected routes (/checkout, /checkout/success); §4 Cart',
    requirement:
      'the cart bought with points at /checkout, the shortfall paid by card first; /checkout/success',
    check: e2e('checkout.spec.ts'),
  },
  {
    id: '1.4-buy-document',
    spec: '1',
    section: '§4 Points (document purchase with points)',
    requirement:
      "a document page buys with points; owners see 'View Document'; too few points shows 'insufficient points'",
    text: 'insufficient points',
    check: e2e('document-purchase.spec.ts'),
  },
  {
    id: '2.2-dashboard-home',
    spec: '2',
    section: '§2.1 Dashboard',
    requirement: 'the dashboard home: balance, recent activity and quick links to each tool',
    check: e2e('dashboard-home.spec.ts'),
  },
];
