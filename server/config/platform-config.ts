import { resolve } from 'node:path';
import { parseLogLevel, type LogLevel } from '../process/logger.ts';
import { REPO_ROOT } from '../db/paths.ts';
import { storageConfigFromEnv, type StorageConfig } from '../storage/storage-config.ts';

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
  seed: boolean;
  /**
   * Developer pages (`/_dev/mail`, the outbox with working sign-in links). On by default only outside
   * production and on a loopback address, so a server reachable by others never lists anyone's links.
   */
  devPages: boolean;
  logLevel: LogLevel | 'silent';
  auth: {
    autoconfirm: boolean;
    disableSignup: boolean;
    jwtExpiry: number;
    /** Seconds during which a just-rotated refresh token may be presented again (a client retry). */
    refreshReuseIntervalSeconds: number;
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
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  rateLimits: AuthRateLimits;
  google: { issuer: string; clientId?: string; clientSecret?: string };
}

export interface MailConfig {
  /** Without SMTP settings mail goes to the outbox table that /_dev/mail lists. */
  smtp?: { host: string; port: number; user?: string; pass?: string; secure: boolean };
  from: string;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number of 0 or more, not "${value}"`);
  }
  return parsed;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 54321;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a port number between 0 and 65535, not "${value}"`);
  }
  return parsed;
}

export function platformConfigFromEnv(
  env: NodeJS.ProcessEnv,
  overrides: Partial<PlatformConfig> = {},
): PlatformConfig {
  return {
    dataDir: resolve(env.STUDYLOOP_DATA_DIR ?? resolve(REPO_ROOT, '.data')),
    host: env.HOST ?? '127.0.0.1',
    port: port(env.PORT),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.SITE_URL || undefined,
    seed: flag(env.STUDYLOOP_SEED, true),
    devPages: flag(
      env.STUDYLOOP_DEV_PAGES,
      env.NODE_ENV !== 'production' && ['127.0.0.1', 'localhost', '::1'].includes(env.HOST ?? '127.0.0.1'),
    ),
    logLevel: parseLogLevel(env.STUDYLOOP_LOG, 'info'),
    auth: {
      autoconfirm: flag(env.AUTH_AUTOCONFIRM, true),
      disableSignup: flag(env.AUTH_DISABLE_SIGNUP, false),
      jwtExpiry: Number(env.JWT_EXPIRY ?? 3600),
      refreshReuseIntervalSeconds: Number(env.AUTH_REFRESH_REUSE_INTERVAL ?? 10),
      siteUrl: env.AUTH_SITE_URL || undefined,
      redirectAllowList: list(env.AUTH_REDIRECT_ALLOW_LIST),
      emailOtpExpirySeconds: count('AUTH_EMAIL_OTP_EXPIRY', env.AUTH_EMAIL_OTP_EXPIRY, 3600),
      flowStateExpirySeconds: count('AUTH_FLOW_STATE_EXPIRY', env.AUTH_FLOW_STATE_EXPIRY, 300),
      mfaChallengeExpirySeconds: count('AUTH_MFA_CHALLENGE_EXPIRY', env.AUTH_MFA_CHALLENGE_EXPIRY, 300),
      secureEmailChange: flag(env.AUTH_SECURE_EMAIL_CHANGE, true),
      passwordChangeRequiresReauthentication: flag(env.AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION, false),
      manualLinking: flag(env.AUTH_MANUAL_LINKING, true),
      trustProxy: flag(env.TRUST_PROXY, false),
      rateLimits: {
        windowSeconds: count('AUTH_RATE_LIMIT_WINDOW', env.AUTH_RATE_LIMIT_WINDOW, 300),
        signInPerIp: count('AUTH_RATE_LIMIT_SIGN_IN_PER_IP', env.AUTH_RATE_LIMIT_SIGN_IN_PER_IP, 300),
        signInPerEmail: count('AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL', env.AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL, 10),
        signInSlowdownAfter: count('AUTH_SIGN_IN_SLOWDOWN_AFTER', env.AUTH_SIGN_IN_SLOWDOWN_AFTER, 20),
        signInMaxDelayMs: count('AUTH_SIGN_IN_MAX_DELAY_MS', env.AUTH_SIGN_IN_MAX_DELAY_MS, 3000),
        signUpPerIp: count('AUTH_RATE_LIMIT_SIGN_UP_PER_IP', env.AUTH_RATE_LIMIT_SIGN_UP_PER_IP, 60),
        recoverPerIp: count('AUTH_RATE_LIMIT_RECOVER_PER_IP', env.AUTH_RATE_LIMIT_RECOVER_PER_IP, 30),
        otpPerIp: count('AUTH_RATE_LIMIT_OTP_PER_IP', env.AUTH_RATE_LIMIT_OTP_PER_IP, 60),
        emailsPerAddressPerHour: count(
          'AUTH_RATE_LIMIT_EMAIL_PER_HOUR',
          env.AUTH_RATE_LIMIT_EMAIL_PER_HOUR,
          10,
        ),
        emailMinIntervalSeconds: count('AUTH_EMAIL_MAX_FREQUENCY', env.AUTH_EMAIL_MAX_FREQUENCY, 60),
      },
      google: {
        issuer: env.AUTH_GOOGLE_ISSUER || 'https://accounts.google.com',
        clientId: env.AUTH_GOOGLE_CLIENT_ID || undefined,
        clientSecret: env.AUTH_GOOGLE_CLIENT_SECRET || undefined,
      },
    },
    mail: {
      smtp: env.SMTP_HOST
        ? {
            host: env.SMTP_HOST,
            port: count('SMTP_PORT', env.SMTP_PORT, 587),
            user: env.SMTP_USER || undefined,
            pass: env.SMTP_PASS || undefined,
            // Port 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when offered.
            secure: env.SMTP_SECURE ? flag(env.SMTP_SECURE, false) : env.SMTP_PORT === '465',
          }
        : undefined,
      from: env.SMTP_FROM || 'Studyloop <no-reply@studyloop.local>',
    },
    storage: storageConfigFromEnv(env),
    ...overrides,
  };
}
