import http from 'node:http';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { userInfo } from 'node:os';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { PlatformConfig } from './config/platform-config.ts';
import { loadOrCreateSecrets } from './config/secrets.ts';
import { lockDataDir } from './process/data-dir-lock.ts';
import { stopChildrenOfDeadRun } from './process/dead-run.ts';
import { openChildRegistry } from './process/child-registry.ts';
import { createLogger, type Logger } from './process/logger.ts';
import { startEmbeddedPostgres, type PostgresOutside } from './db/embedded-postgres.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { startPostgrest } from './postgrest/postgrest.ts';
import { FUNCTIONS_DIR } from './db/paths.ts';
import { holdRequestsUntilOpen } from './gateway/held-requests.ts';
import type { RowChange } from './realtime/change-stream.ts';

export interface RunningPlatform {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Superuser connection string, for tests and tools on this machine only. */
  databaseUrl: string;
  /** PostgREST's own address behind the gateway, for benchmarks that compare the two. */
  postgrestUrl: string;
  seeded: boolean;
  /**
   * The demo documents' files (their PDFs, previews and card images) on a seeding start: made after the platform
   * is ready unless `config.demoFiles` is 'before-ready' (then settled already). Rejects when they could not be
   * made; the platform logs that itself.
   */
  demoDocumentFiles: Promise<void>;
  /** The outbox page with its one-time browser credential, when developer pages are on. */
  devMailUrl?: string;
  /** What the embedded PostgreSQL keeps outside the checkout, because its OS user cannot reach it there. */
  postgresOutside?: PostgresOutside;
  stop(): Promise<void>;
}

/** Connections for realtime's row-visibility checks, apart from the pool auth, storage and the seed share. */
const REALTIME_POOL_SIZE = 4;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Host names the platform answers developer pages on: loopback, and the names it was configured with. */
function platformHosts(...urls: string[]): (host: string) => boolean {
  const names = new Set([...LOOPBACK_HOSTS, ...urls.map((url) => new URL(url).hostname)]);
  return (host) => {
    const hostname = /^(\[[^\]]+\]|[^:]+)(?::\d+)?$/.exec(host)?.[1]?.toLowerCase();
    return hostname !== undefined && names.has(hostname);
  };
}

/** Paths on which Supabase's gateway lets requests through without an API key (links opened from e-mails). */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

function withCredentials(connectionString: string, user: string, password: string): string {
  const url = new URL(connectionString);
  url.username = encodeURIComponent(user);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** Postgres Changes need logical decoding; an external database without it still serves everything else. */
async function startChangeStreamIfPossible(
  connectionString: string,
  db: pg.Pool,
  log: Logger,
  onChange: (change: RowChange) => void,
) {
  const { rows } = await db.query<{ wal_level: string }>('show wal_level');
  if (rows[0]?.wal_level !== 'logical') {
    log.warn('realtime Postgres Changes are off: the database needs wal_level = logical');
    return null;
  }
  const { startChangeStream } = await import('./realtime/change-stream.ts');
  return startChangeStream({ connectionString, log, onChange });
}

/** How this process reaches its own gateway: the listen address, or loopback when it listens on all interfaces. */
function loopbackUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '' || host === '::') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

async function listen(server: http.Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use. Stop what uses it or set PORT to another port.`,
            )
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

/**
 * Starts the whole one-machine platform: Postgres, migrations, demo data, PostgREST, auth and the gateway
 * (with the web app when `webDir` is set). Everything it starts is stopped by `stop()`, also after a failed start.
 */
export async function startPlatform(
  config: PlatformConfig,
  options: {
    log?: Logger;
    onFatal?: (error: Error) => void;
    /** The build of `config.webDir`, still being made: the web app is set up once it is done (its failure fails the start). */
    webBuild?: Promise<unknown>;
  } = {},
): Promise<RunningPlatform> {
  const log = options.log ?? createLogger(config.logLevel);
  const cleanups: (() => Promise<void>)[] = [];
  let stopping = false;
  const stop = async () => {
    stopping = true;
    while (cleanups.length) {
      const cleanup = cleanups.pop()!;
      await cleanup().catch((error: unknown) => log.error('stop failed', { error: String(error) }));
    }
  };
  // Loaded while Postgres starts; awaited once the database is ready (./platform-services.ts).
  const services = import('./platform-services.ts');
  services.catch(() => undefined);
  try {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    // When root runs Postgres as the `postgres` OS user, that user must be able to pass through the data dir.
    if (userInfo().uid === 0 && !config.databaseUrl) await chmod(config.dataDir, 0o711);
    cleanups.push(await lockDataDir(config.dataDir));
    // A run killed by SIGKILL could not stop its children, which may still hold the cluster and ports.
    await stopChildrenOfDeadRun(config.dataDir, log);
    const children = openChildRegistry(config.dataDir);
    const secrets = await loadOrCreateSecrets(config.dataDir, config.secrets);

    let databaseUrl = config.databaseUrl;
    let postgresOutside: PostgresOutside | undefined;
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        password: secrets.postgresPassword,
        durable: config.databaseDurable,
        log,
        children,
      });
      cleanups.push(() => postgres.stop());
      databaseUrl = postgres.connectionString;
      postgresOutside = postgres.outside;
    }
    await prepareDatabase({
      connectionString: databaseUrl,
      authenticatorPassword: secrets.authenticatorPassword,
      log,
    });

    const {
      clientAddressKey,
      createApiKeyCheck,
      createAuthRoutes,
      createBlogSource,
      createDesktopReleaseRoutes,
      createDevMailRoutes,
      createFunctionsHost,
      createGatewayHandler,
      createMailer,
      createProxy,
      createPublicItemsSource,
      createRateLimiter,
      createRealtimeServer,
      createRedirectPolicy,
      createSandboxProviderRoutes,
      createStorage,
      createTokenSigner,
      createVisitorKeys,
      createWebApp,
      deriveDevKey,
      deriveSandboxWebhookSecret,
      ensurePlatformMedia,
      guardRestCost,
      parseRequestTarget,
      REALTIME_PATH,
      REST_COST_LIMITS,
      startJobWorker,
      VISITOR_KEY_HEADER,
      withVisitorKey,
    } = await services;
    const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection dropped by the server (a restart, shutdown) must not crash the platform.
    db.on('error', (error) => {
      if (!stopping) log.warn('database connection lost', { error: error.message });
    });
    cleanups.push(() => db.end());
    const storage = await createStorage({
      db,
      config: config.storage,
      dataDir: config.dataDir,
      jwtSecret: secrets.jwtSecret,
      log,
    });
    // The landing's promo film and captions, on every install (server/storage/platform-media.ts).
    await ensurePlatformMedia(db, storage.blobs, log);
    // PostgREST starts (and reads the schema) while the demo data is written: the seed changes no schema.
    const postgrestStarting = startPostgrest({
      dbUri: withCredentials(databaseUrl, 'authenticator', secrets.authenticatorPassword),
      jwtSecret: secrets.jwtSecret,
      schemas: config.apiSchemas,
      // Every REST request passes withVisitorKey below, which overwrites this header.
      visitorKeyHeader: VISITOR_KEY_HEADER,
      log,
      children,
      onUnexpectedExit: () => options.onFatal?.(new Error('PostgREST stopped unexpectedly')),
    });
    // Its failure is told where it is awaited, after the seed.
    postgrestStarting.catch(() => undefined);
    // A start that fails while PostgREST is still starting (the seed, the job worker) waits for it, then stops it.
    cleanups.push(async () => (await postgrestStarting.catch(() => undefined))?.stop());
    let seeded = false;
    if (config.seed) {
      // Loaded only when seeding: the demo content is large and production platforms never need it.
      const { seedDatabase } = await import('./seed/seed-database.ts');
      const client = await db.connect();
      try {
        seeded = (await seedDatabase(client, log)).seeded;
      } finally {
        client.release();
      }
    }
    // The demo documents' PDFs, previews and card images (7-12 s of rendering on a first start); idempotent, so an
    // interrupted start completes them. Stopping the platform stops the rendering before the pool closes.
    const demoFilesStop = new AbortController();
    const renderDemoFiles = async () => {
      const { ensureSeedDocumentFiles } = await import('./seed/document-files.ts');
      const client = await db.connect();
      try {
        await ensureSeedDocumentFiles(client, storage.blobs, log, demoFilesStop.signal);
      } finally {
        client.release();
      }
    };
    let demoDocumentFiles: Promise<void> = Promise.resolve();
    const startDemoFiles = () => {
      demoDocumentFiles = renderDemoFiles();
      demoDocumentFiles.catch((error: unknown) => {
        if (!demoFilesStop.signal.aborted)
          log.error("the demo documents' files could not be made", { error: String(error) });
      });
      cleanups.push(async () => {
        demoFilesStop.abort();
        await demoDocumentFiles.catch(() => undefined);
      });
    };
    if (config.seed && config.demoFiles === 'before-ready') startDemoFiles();

    // Background jobs (plagiarism indexing, ...) after migrations and seed, whose triggers enqueue them; jobs
    // a killed run left half done are handed back at once (server/jobs/pool-liveness.ts).
    // Links in mail point at the site; the platform's own URL is known once it listens (below).
    let mailSiteUrl = config.auth.siteUrl ?? config.publicUrl ?? '';
    const jobs = await startJobWorker({
      connectionString: databaseUrl,
      log,
      blobs: storage.blobs,
      mail: config.mail,
      siteUrl: () => mailSiteUrl.replace(/\/+$/, ''),
      onFatal: (error) => options.onFatal?.(new Error(`The job worker stopped: ${error.message}`)),
    });
    cleanups.push(() => jobs.stop());

    const postgrest = await postgrestStarting;

    const server = http.createServer();
    const heldRequests = holdRequestsUntilOpen(server);
    const port = await listen(server, config.host, config.port);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          heldRequests.refuse();
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const url = config.publicUrl ?? `http://${config.host}:${port}`;
    mailSiteUrl ||= url;

    const signer = createTokenSigner({
      jwtSecret: secrets.jwtSecret,
      issuer: `${url}/auth/v1`,
      expiresIn: config.auth.jwtExpiry,
    });
    const mailer = createMailer(config.mail, db);
    cleanups.push(() => mailer.close());
    const authDeps = {
      db,
      signer,
      settings: config.auth,
      mailer,
      limiter: createRateLimiter(db),
      redirects: createRedirectPolicy(config.auth.siteUrl ?? url, config.auth.redirectAllowList),
      apiUrl: `${url}/auth/v1`,
      log,
    };
    const devKey = deriveDevKey(secrets.jwtSecret);
    // The sandbox payment provider (issue 11): its API, hosted checkout page and signed webhooks.
    const sandboxWebhookSecret = deriveSandboxWebhookSecret(secrets.jwtSecret);
    const checkApiKey = createApiKeyCheck((key) => signer.verifyApiKey(key));
    const realtimeDb = new pg.Pool({ connectionString: databaseUrl, max: REALTIME_POOL_SIZE });
    realtimeDb.on('error', (error) => {
      if (!stopping) log.warn('realtime database connection lost', { error: error.message });
    });
    cleanups.push(() => realtimeDb.end());
    const realtime = createRealtimeServer({
      db: realtimeDb,
      signer,
      checkApiKey,
      log,
      addressOf: (req) => clientAddressKey(req, config.auth.trustProxy),
      limits: {
        socketsPerAddress: config.clientLimits.realtimeSockets,
        channelsPerAddress: config.clientLimits.realtimeChannels,
      },
    });
    // The web app reads the build it serves when it is set up.
    await options.webBuild;
    const routes = {
      // What one client may cost PostgREST: embed depth and count, requests at once (rest-cost-guard.ts).
      rest: guardRestCost(
        withVisitorKey(
          createVisitorKeys(secrets.jwtSecret, (req) => clientAddressKey(req, config.auth.trustProxy)),
          createProxy(postgrest.url, {
            stripPrefix: '/rest/v1',
            requestIdHeader: 'x-request-id',
            timeoutMs: config.restUpstreamTimeoutMs,
            log,
          }),
        ),
        {
          addressOf: (req) => clientAddressKey(req, config.auth.trustProxy),
          limits: { ...REST_COST_LIMITS, maxActivePerClient: config.clientLimits.restActive },
        },
      ),
      apps: [
        {
          prefix: '/auth/v1',
          app: createAuthRoutes(authDeps),
          requiresApiKey: (path: string) => !OPEN_AUTH_PATHS.has(path),
          // GoTrue needs no project key: it authenticates by the bearer token (admin routes by a service-role
          // one). As the Supabase CLI's gateway does, a client that sends none (supabase-js built without
          // headers) reaches it as an anonymous caller; a wrong key is still refused.
          keyOptional: true,
          cors: true,
        },
        // The outbox page lists sign-in links: a development aid served only where config.devPages allows.
        ...(config.devPages
          ? [
              {
                prefix: '/_dev',
                app: createDevMailRoutes(db, {
                  serviceRoleKey: secrets.serviceRoleKey,
                  devKey,
                  allowedHosts: platformHosts(url, `http://${config.host}`),
                }),
                requiresApiKey: () => false,
                cors: false,
              },
            ]
          : []),
        {
          prefix: '/functions/v1',
          app: createFunctionsHost({
            functionsDir: FUNCTIONS_DIR,
            env: {
              SUPABASE_URL: url,
              // The site's own origins, where checkouts may return: the auth site URL (the platform URL unless the
              // web app is served elsewhere) and the redirect allow list's hosts; payments refuse any other.
              SITE_URL: [config.auth.siteUrl ?? url, ...config.auth.redirectAllowList]
                .filter((entry) => !/^[a-z]+:\/\/[^/]*\*/i.test(entry))
                .join(','),
              SUPABASE_ANON_KEY: secrets.anonKey,
              SUPABASE_SERVICE_ROLE_KEY: secrets.serviceRoleKey,
              SUPABASE_DB_URL: databaseUrl,
              SANDBOX_WEBHOOK_SECRET: sandboxWebhookSecret,
            },
            signer,
            publicUrl: url,
            log,
          }),
          // Like Supabase's gateway, functions take no API key check of their own: they verify the JWT.
          requiresApiKey: () => false,
          // Like Supabase Edge Functions, each function answers CORS itself (supabase/functions/_shared/cors.ts).
          cors: false,
        },
        {
          prefix: '/sandbox',
          app: createSandboxProviderRoutes({
            db,
            publicUrl: url,
            serviceRoleKey: secrets.serviceRoleKey,
            webhookSecret: sandboxWebhookSecret,
            log,
          }),
          // Its API checks the service key itself; its checkout page is opened by the payer's browser.
          requiresApiKey: () => false,
          cors: false,
        },
        ...storage.apps,
        {
          prefix: '/realtime/v1/api',
          app: realtime.restApp,
          requiresApiKey: () => true,
          cors: true,
        },
        {
          prefix: '/downloads',
          app: createDesktopReleaseRoutes({
            downloadsDir: config.downloadsDir ?? join(config.dataDir, 'downloads'),
            feedUrl: config.desktopReleasesUrl,
            onFeedError: (error) =>
              log.warn('desktop release feed read failed', {
                error: error instanceof Error ? error.message : String(error),
              }),
          }),
          // Installers and update feeds are public files: browsers and installed apps fetch them without keys.
          requiresApiKey: () => false,
          cors: false,
        },
      ],
      web: config.webDir
        ? await createWebApp({
            webDir: config.webDir,
            publicUrl: url,
            configuredSiteUrl: config.publicUrl,
            anonKey: secrets.anonKey,
            apiUrl: loopbackUrl(config.host, port),
            onRenderError: (error) =>
              log.warn('server rendering failed, sent the single-page shell', {
                error: error instanceof Error ? error.message : String(error),
              }),
            liveChatSrc: config.liveChatSrc,
            blog: createBlogSource({ restUrl: postgrest.url, anonKey: secrets.anonKey }),
            publicItems: createPublicItemsSource({ restUrl: postgrest.url, anonKey: secrets.anonKey }),
            onBlogError: (error) =>
              log.warn('blog feed read failed', {
                error: error instanceof Error ? error.message : String(error),
              }),
          })
        : undefined,
      checkApiKey,
    };
    heldRequests.open(createGatewayHandler(routes, log));

    server.on('upgrade', (req, socket, head) => {
      const target = parseRequestTarget(req.url);
      if (target?.pathname === REALTIME_PATH) {
        realtime.handleUpgrade(req, socket, head, target);
      } else {
        socket.destroy();
      }
    });
    cleanups.push(() => realtime.close());
    const changes = await startChangeStreamIfPossible(databaseUrl, db, log, (change) =>
      realtime.publish(change),
    );
    if (changes) cleanups.push(() => changes.stop());

    await writeFile(
      join(config.dataDir, 'platform.json'),
      JSON.stringify({ url, anonKey: secrets.anonKey, serviceRoleKey: secrets.serviceRoleKey }, null, 2) +
        '\n',
      { mode: 0o600 },
    );
    await chmod(join(config.dataDir, 'platform.json'), 0o600);
    if (config.seed) {
      if (config.demoFiles === 'before-ready') await demoDocumentFiles;
      else startDemoFiles();
    }
    return {
      url,
      anonKey: secrets.anonKey,
      serviceRoleKey: secrets.serviceRoleKey,
      databaseUrl,
      postgrestUrl: postgrest.url,
      seeded,
      demoDocumentFiles,
      devMailUrl: config.devPages ? `${url}/_dev/mail?key=${devKey}` : undefined,
      postgresOutside,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
