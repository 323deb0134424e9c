import { resolve } from 'node:path';
import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '../process/logger.ts';
import { REPO_ROOT } from '../db/paths.ts';
import { storageConfigFrom, storageEnvShape, type StorageConfig } from '../storage/storage-config.ts';
import { flag, list, oneOf, optionalFlag, parseEnv, text, textOr, url, wholeNumber } from './env-values.ts';

export { ConfigError } from './env-values.ts';

/** Every setting of the platform, from the environment, with the local defaults of ARCHITECTURE.md section 2. */
export interface PlatformConfig {
  dataDir: string;
  host: string;
  port: number;
  /** An external Postgres instead of the embedded one. */
  databaseUrl?: string;
  /** Where the built web app lives; absent when the platform serves only the API. */
  webDir?: string;
  /** The URL printed and used in links; defaults to http://<host>:<port>. */
  publicUrl?: string;
  /** The live chat widget's https script URL (LIVE_CHAT_SRC), handed to the web app; none means no widget. */
  liveChatSrc?: string;
  /**
   * Desktop installers the platform serves under /downloads/ (DOWNLOADS_DIR; without it `<data dir>/downloads`):
   * electron-builder's files and, beside them, its latest*.yml update feeds.
   */
  downloadsDir?: string;
  /** A release feed on another host (DESKTOP_RELEASES_URL: the folder of electron-builder's latest*.yml). */
  desktopReleasesUrl?: string;
  seed: boolean;
  /**
   * When a seeding start makes the demo documents' files (STUDYLOOP_DEMO_FILES): 'after-ready' (a first start
   * answers seconds sooner; the catalogue's cards show their page icon until their image is there) or
   * 'before-ready' (for tests and benches that open the files, or time the platform, at once).
   */
  demoFiles: DemoFilesTiming;
  /**
   * Whether the embedded PostgreSQL makes what it writes crash-safe on disk (fsync). Off only for throwaway data
   * dirs (the test platforms): a killed PostgreSQL still keeps every commit, only a machine crash could lose them.
   */
  databaseDurable: boolean;
  /**
   * Developer pages (`/_dev/mail`, the outbox with working sign-in links). On by default only outside
   * production and on a loopback address, so a server reachable by others never lists anyone's links.
   */
  devPages: boolean;
  logLevel: LogLevel | 'silent';
  /**
   * Milliseconds PostgREST has to start answering a request the gateway passed on before the client gets a 504;
   * 0 waits for ever.
   */
  restUpstreamTimeoutMs: number;
  /** What one client address may hold at once (SECURITY.md): REST requests in PostgREST, realtime sockets and channels. */
  clientLimits: { restActive: number; realtimeSockets: number; realtimeChannels: number };
  /**
   * Schemas PostgREST serves (API_SCHEMAS, Supabase's `[api] schemas`); the first is the default one, the others
   * are chosen with the Accept-Profile / Content-Profile headers (supabase-js `db.schema` or `.schema()`).
   */
  apiSchemas: string[];
  /** JWT_SECRET, ANON_KEY and SERVICE_ROLE_KEY when set; otherwise the data dir's generated ones are used. */
  secrets: { jwtSecret?: string; anonKey?: string; serviceRoleKey?: string };
  auth: {
    autoconfirm: boolean;
    disableSignup: boolean;
    /**
     * AUTH_SIGNUP_REVEALS_EXISTING_USERS: a sign-up for an address that has an account answers Supabase's
     * `user_already_exists` (422) when confirmation is off. Off (the default), it answers like a sign-up waiting
     * for its confirmation and mails the owner instead, so sign-up cannot be used to find out who has an account.
     */
    signUpRevealsExistingUsers: boolean;
    jwtExpiry: number;
    /** Seconds during which a just-rotated refresh token may be presented again (a client retry). */
    refreshReuseIntervalSeconds: number;
    /**
     * `signInAnonymously()` makes anonymous users (GoTrue's external.anonymous_users). Off, it answers
     * `anonymous_provider_disabled`, as Supabase does by default.
     */
    anonymousSignIns: boolean;
    /**
     * Refuse passwords on the shipped list of common, leaked passwords (`weak_password`, reason `pwned`; GoTrue's
     * HIBP setting). On for Studyloop; off matches a Supabase project's default.
     */
    leakedPasswordCheck: boolean;
  } & AuthFlowSettings;
  mail: MailConfig;
  storage: StorageConfig;
}

/** Per-IP and per-address limits; a limit of 0 switches that limit off. */
export interface AuthRateLimits {
  /** Length of one counting window, in seconds. */
  windowSeconds: number;
  /** Password sign-in attempts from one client address (an IPv6 address counts as its /64). */
  signInPerIp: number;
  /**
   * Wrong passwords for one account from one client address; past it that address is refused for that
   * account, never the account everywhere. A right password clears the count.
   */
  signInPerEmail: number;
  /**
   * Wrong passwords for one account from all addresses together after which every attempt on it waits,
   * 250 ms doubling per further wrong password up to `signInMaxDelayMs`. It only slows, never refuses;
   * above `signInPerEmail`, so that one address alone cannot slow the owner down.
   */
  signInSlowdownAfter: number;
  signInMaxDelayMs: number;
  signUpPerIp: number;
  recoverPerIp: number;
  /** Magic-link/OTP requests and verifications (POST /otp, /verify, /resend) and MFA code checks. */
  otpPerIp: number;
  /**
   * Mails to one address per hour. Anonymous requests (recovery, magic link, resend) are charged for every
   * address they name, account or not; a signed-in user's mail to their own address has a budget of its own.
   */
  emailsPerAddressPerHour: number;
  /** Seconds between two mails of the same kind to one address (Supabase's max frequency). */
  emailMinIntervalSeconds: number;
}

export interface AuthFlowSettings {
  /** The app's URL: default target of e-mail links and OAuth redirects. Defaults to the platform URL. */
  siteUrl?: string;
  /** Further allowed `redirect_to` targets: URLs, or patterns with `*` (not crossing `/` or `.`) and `**`. */
  redirectAllowList: string[];
  emailOtpExpirySeconds: number;
  /** Lifetime of a PKCE auth code once handed out. */
  flowStateExpirySeconds: number;
  mfaChallengeExpirySeconds: number;
  /** An e-mail change must be confirmed from both the old and the new address. */
  secureEmailChange: boolean;
  /** A password change on a session older than 24 h needs a nonce from GET /reauthenticate. */
  passwordChangeRequiresReauthentication: boolean;
  /** Signed-in users may link further identities (GET /user/identities/authorize). */
  manualLinking: boolean;
  /**
   * Behind a proxy that sets them, honour X-Forwarded-For (the client address auth rate-limits by) and
   * X-Forwarded-Host/-Proto (the origin the web app writes into its page). Off, a client could forge them.
   */
  trustProxy: boolean;
  rateLimits: AuthRateLimits;
  google: { issuer: string; clientId?: string; clientSecret?: string };
  webauthn: WebAuthnSettings;
  /**
   * The OAuth 2.1 server's client registry (`supabase.auth.admin.oauth.*`). The authorization flow itself
   * (`/oauth/authorize`, `/oauth/token`) is not served and answers `feature_disabled` either way.
   */
  oauthServerClients: boolean;
}

/** Passkeys and WebAuthn second factors (GoTrue's `[auth.passkey]` and `[auth.webauthn]`). */
export interface WebAuthnSettings {
  /** Passkey sign-in and passkey management (`/passkeys`); off answers `passkey_disabled` as GoTrue does. */
  passkeys: boolean;
  /** WebAuthn second factors (`factor_type: 'webauthn'`); off answers `mfa_webauthn_enroll_not_enabled`. */
  mfaFactors: boolean;
  /** The relying party's id, a registrable domain; defaults to the site URL's host name. */
  rpId?: string;
  /** Origins a ceremony may come from; defaults to the site URL's origin. */
  rpOrigins: string[];
  rpDisplayName: string;
  /** Seconds a registration or sign-in challenge stays usable. */
  challengeExpirySeconds: number;
  maxPasskeysPerUser: number;
}

export interface MailConfig {
  /** Without SMTP settings mail goes to the outbox table that /_dev/mail lists. */
  smtp?: { host: string; port: number; user?: string; pass?: string; secure: boolean };
  from: string;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1'];

export const DEMO_FILES_TIMINGS = ['after-ready', 'before-ready'] as const;
export type DemoFilesTiming = (typeof DEMO_FILES_TIMINGS)[number];

/** Supabase's gateway (Kong) gives an upstream 60 s to answer. */
const DEFAULT_REST_UPSTREAM_TIMEOUT_MS = 60_000;

const seconds = (fallback: number) => wholeNumber(fallback, { unit: 'seconds' });
const perWindow = (fallback: number) => wholeNumber(fallback);

/**
 * Every environment variable the platform reads, in one schema: README's settings table lists the same names
 * and defaults. A bad value stops the start with the variable's name (see ConfigError).
 */
export const platformEnvSchema = z.object({
  STUDYLOOP_DATA_DIR: text(),
  HOST: textOr('127.0.0.1'),
  PORT: wholeNumber(54321, { max: 65535 }),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  SITE_URL: url(['http:', 'https:']),
  // The third-party live chat widget's script (spec 1 section 2); without it there is no live chat.
  LIVE_CHAT_SRC: url(['https:']),
  DOWNLOADS_DIR: text(),
  DESKTOP_RELEASES_URL: url(['http:', 'https:']),
  STUDYLOOP_SEED: flag(true),
  STUDYLOOP_DEMO_FILES: oneOf(DEMO_FILES_TIMINGS, 'after-ready'),
  STUDYLOOP_DB_DURABLE: flag(true),
  STUDYLOOP_DEV_PAGES: optionalFlag(),
  NODE_ENV: text(),
  STUDYLOOP_LOG: oneOf(LOG_LEVELS, 'info'),
  REST_UPSTREAM_TIMEOUT_MS: wholeNumber(DEFAULT_REST_UPSTREAM_TIMEOUT_MS, { unit: 'milliseconds' }),
  API_SCHEMAS: list(),
  REST_MAX_CONCURRENT_PER_CLIENT: wholeNumber(6, { min: 1 }),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: wholeNumber(32, { min: 1 }),
  REALTIME_MAX_CHANNELS_PER_ADDRESS: wholeNumber(320, { min: 1 }),
  TRUST_PROXY: flag(false),
  JWT_SECRET: text(),
  ANON_KEY: text(),
  SERVICE_ROLE_KEY: text(),
  JWT_EXPIRY: wholeNumber(3600, { min: 1, unit: 'seconds' }),
  AUTH_AUTOCONFIRM: flag(false),
  AUTH_DISABLE_SIGNUP: flag(false),
  AUTH_SIGNUP_REVEALS_EXISTING_USERS: flag(false),
  AUTH_REFRESH_REUSE_INTERVAL: seconds(10),
  AUTH_ANONYMOUS_SIGN_INS: flag(false),
  AUTH_PASSWORD_LEAKED_CHECK: flag(true),
  AUTH_SITE_URL: url(['http:', 'https:']),
  AUTH_REDIRECT_ALLOW_LIST: list(),
  AUTH_EMAIL_OTP_EXPIRY: seconds(3600),
  AUTH_FLOW_STATE_EXPIRY: seconds(300),
  AUTH_MFA_CHALLENGE_EXPIRY: seconds(300),
  AUTH_SECURE_EMAIL_CHANGE: flag(true),
  AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION: flag(false),
  AUTH_MANUAL_LINKING: flag(true),
  AUTH_RATE_LIMIT_WINDOW: seconds(300),
  AUTH_RATE_LIMIT_SIGN_IN_PER_IP: perWindow(300),
  AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL: perWindow(10),
  AUTH_SIGN_IN_SLOWDOWN_AFTER: perWindow(20),
  AUTH_SIGN_IN_MAX_DELAY_MS: wholeNumber(3000, { unit: 'milliseconds' }),
  AUTH_RATE_LIMIT_SIGN_UP_PER_IP: perWindow(60),
  AUTH_RATE_LIMIT_RECOVER_PER_IP: perWindow(30),
  AUTH_RATE_LIMIT_OTP_PER_IP: perWindow(60),
  AUTH_RATE_LIMIT_EMAIL_PER_HOUR: wholeNumber(10),
  AUTH_EMAIL_MAX_FREQUENCY: seconds(60),
  AUTH_PASSKEYS: flag(true),
  AUTH_OAUTH_SERVER_CLIENTS: flag(false),
  AUTH_MFA_WEBAUTHN: flag(true),
  AUTH_WEBAUTHN_RP_ID: text(),
  AUTH_WEBAUTHN_RP_ORIGINS: list(),
  AUTH_WEBAUTHN_RP_DISPLAY_NAME: textOr('Studyloop'),
  AUTH_GOOGLE_ISSUER: url(['http:', 'https:']),
  AUTH_GOOGLE_CLIENT_ID: text(),
  AUTH_GOOGLE_CLIENT_SECRET: text(),
  SMTP_HOST: text(),
  SMTP_PORT: wholeNumber(587, { min: 1, max: 65535 }),
  SMTP_USER: text(),
  SMTP_PASS: text(),
  SMTP_SECURE: optionalFlag(),
  SMTP_FROM: textOr('Studyloop <no-reply@studyloop.local>'),
  ...storageEnvShape,
});

/**
 * The platform's settings from the environment (and `overrides`, for tests and tools).
 * @throws ConfigError naming every variable whose value is unusable.
 */
export function platformConfigFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  const vars = parseEnv(platformEnvSchema, env);
  const host = vars.HOST;
  return {
    dataDir: resolve(vars.STUDYLOOP_DATA_DIR ?? resolve(REPO_ROOT, '.data')),
    host,
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    publicUrl: vars.SITE_URL,
    liveChatSrc: vars.LIVE_CHAT_SRC,
    downloadsDir: vars.DOWNLOADS_DIR === undefined ? undefined : resolve(vars.DOWNLOADS_DIR),
    desktopReleasesUrl: vars.DESKTOP_RELEASES_URL,
    seed: vars.STUDYLOOP_SEED,
    demoFiles: vars.STUDYLOOP_DEMO_FILES,
    databaseDurable: vars.STUDYLOOP_DB_DURABLE,
    devPages: vars.STUDYLOOP_DEV_PAGES ?? (vars.NODE_ENV !== 'production' && LOOPBACK_HOSTS.includes(host)),
    logLevel: vars.STUDYLOOP_LOG,
    restUpstreamTimeoutMs: vars.REST_UPSTREAM_TIMEOUT_MS,
    clientLimits: {
      restActive: vars.REST_MAX_CONCURRENT_PER_CLIENT,
      realtimeSockets: vars.REALTIME_MAX_SOCKETS_PER_ADDRESS,
      realtimeChannels: vars.REALTIME_MAX_CHANNELS_PER_ADDRESS,
    },
    apiSchemas: vars.API_SCHEMAS.length ? vars.API_SCHEMAS : ['public'],
    secrets: { jwtSecret: vars.JWT_SECRET, anonKey: vars.ANON_KEY, serviceRoleKey: vars.SERVICE_ROLE_KEY },
    auth: {
      autoconfirm: vars.AUTH_AUTOCONFIRM,
      disableSignup: vars.AUTH_DISABLE_SIGNUP,
      signUpRevealsExistingUsers: vars.AUTH_SIGNUP_REVEALS_EXISTING_USERS,
      jwtExpiry: vars.JWT_EXPIRY,
      refreshReuseIntervalSeconds: vars.AUTH_REFRESH_REUSE_INTERVAL,
      anonymousSignIns: vars.AUTH_ANONYMOUS_SIGN_INS,
      leakedPasswordCheck: vars.AUTH_PASSWORD_LEAKED_CHECK,
      siteUrl: vars.AUTH_SITE_URL,
      redirectAllowList: vars.AUTH_REDIRECT_ALLOW_LIST,
      emailOtpExpirySeconds: vars.AUTH_EMAIL_OTP_EXPIRY,
      flowStateExpirySeconds: vars.AUTH_FLOW_STATE_EXPIRY,
      mfaChallengeExpirySeconds: vars.AUTH_MFA_CHALLENGE_EXPIRY,
      secureEmailChange: vars.AUTH_SECURE_EMAIL_CHANGE,
      passwordChangeRequiresReauthentication: vars.AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION,
      manualLinking: vars.AUTH_MANUAL_LINKING,
      trustProxy: vars.TRUST_PROXY,
      rateLimits: {
        windowSeconds: vars.AUTH_RATE_LIMIT_WINDOW,
        signInPerIp: vars.AUTH_RATE_LIMIT_SIGN_IN_PER_IP,
        signInPerEmail: vars.AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL,
        signInSlowdownAfter: vars.AUTH_SIGN_IN_SLOWDOWN_AFTER,
        signInMaxDelayMs: vars.AUTH_SIGN_IN_MAX_DELAY_MS,
        signUpPerIp: vars.AUTH_RATE_LIMIT_SIGN_UP_PER_IP,
        recoverPerIp: vars.AUTH_RATE_LIMIT_RECOVER_PER_IP,
        otpPerIp: vars.AUTH_RATE_LIMIT_OTP_PER_IP,
        emailsPerAddressPerHour: vars.AUTH_RATE_LIMIT_EMAIL_PER_HOUR,
        emailMinIntervalSeconds: vars.AUTH_EMAIL_MAX_FREQUENCY,
      },
      google: {
        issuer: vars.AUTH_GOOGLE_ISSUER ?? 'https://accounts.google.com',
        clientId: vars.AUTH_GOOGLE_CLIENT_ID,
        clientSecret: vars.AUTH_GOOGLE_CLIENT_SECRET,
      },
      webauthn: {
        passkeys: vars.AUTH_PASSKEYS,
        mfaFactors: vars.AUTH_MFA_WEBAUTHN,
        rpId: vars.AUTH_WEBAUTHN_RP_ID,
        rpOrigins: vars.AUTH_WEBAUTHN_RP_ORIGINS,
        rpDisplayName: vars.AUTH_WEBAUTHN_RP_DISPLAY_NAME,
        challengeExpirySeconds: vars.AUTH_MFA_CHALLENGE_EXPIRY,
        maxPasskeysPerUser: 10,
      },
      oauthServerClients: vars.AUTH_OAUTH_SERVER_CLIENTS,
    },
    mail: {
      smtp: vars.SMTP_HOST
        ? {
            host: vars.SMTP_HOST.trim(),
            port: vars.SMTP_PORT,
            user: vars.SMTP_USER,
            pass: vars.SMTP_PASS,
            // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
            secure: vars.SMTP_SECURE ?? vars.SMTP_PORT === 465,
          }
        : undefined,
      from: vars.SMTP_FROM,
    },
    storage: storageConfigFrom(vars),
    ...overrides,
  };
}
