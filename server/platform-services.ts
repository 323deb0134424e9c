// What the platform serves requests with: auth, storage, functions, realtime, jobs, the web app and the gateway.
// server/platform.ts loads this module while Postgres starts (initdb and the migrations run in child processes),
// so that a first start no longer loads these modules (1.5-2.5 s of CPU here) before the database's work begins.
export { createTokenSigner } from './auth/access-token.ts';
export { createRateLimiter } from './auth/rate-limiter.ts';
export { createRedirectPolicy } from './auth/redirect-policy.ts';
export { createMailer } from './mail/mailer.ts';
export { createDevMailRoutes } from './mail/dev-mail.routes.ts';
export { deriveDevKey } from './mail/dev-pages-guard.ts';
export { createAuthRoutes } from './auth/auth.routes.ts';
export { createApiKeyCheck } from './gateway/api-key.ts';
export { createProxy } from './gateway/rest-proxy.ts';
export { guardRestCost, REST_COST_LIMITS } from './gateway/rest-cost-guard.ts';
export { clientAddressKey } from './gateway/client-address.ts';
export { createGatewayHandler } from './gateway/gateway.ts';
export { parseRequestTarget } from './gateway/request-target.ts';
export { createWebApp } from './web/web-app.ts';
export { createVisitorKeys, VISITOR_KEY_HEADER, withVisitorKey } from './gateway/visitor-key.ts';
export { createDesktopReleaseRoutes } from './releases/desktop-releases.routes.ts';
export { createBlogSource } from './web/blog-feeds.ts';
export { createPublicItemsSource } from './web/public-items-sitemap.ts';
export { createFunctionsHost } from './functions/functions-host.ts';
export { createRealtimeServer, REALTIME_PATH } from './realtime/realtime-server.ts';
export { createStorage } from './storage/create-storage.ts';
export { ensurePlatformMedia } from './storage/platform-media.ts';
export { startJobWorker } from './jobs/job-worker.ts';
export {
  createSandboxProviderRoutes,
  deriveSandboxWebhookSecret,
} from './payments/sandbox-provider.routes.ts';
