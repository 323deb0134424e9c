// Where the renderer finds its platform: baked-in env for hosted Supabase builds, otherwise the meta tag the
// serving platform injects into index.html, so one build runs against any platform without rebuilding.

export interface SupabaseConfig {
  /** Absolute http(s) URL without a trailing slash. */
  supabaseUrl: string;
  anonKey: string;
}

export interface SupabaseConfigSources {
  env: { VITE_SUPABASE_URL?: string | undefined; VITE_SUPABASE_ANON_KEY?: string | undefined };
  /** The `content` attribute of `<meta name="studyloop-config">` (already HTML-unescaped), or null without one. */
  metaContent: string | null;
  /** The page's own address, used to resolve a relative supabaseUrl such as "/". */
  pageUrl: string;
  /**
   * What the desktop app's preload passes when the page is loaded from the bundle (app://), where no server
   * injects the meta tag. Used only when the meta tag is empty.
   */
  desktopConfig?: { supabaseUrl: string; anonKey: string } | null;
}

export const CONFIG_META_NAME = 'studyloop-config';

export class SupabaseConfigError extends Error {
  override name = 'SupabaseConfigError';
}

function normaliseUrl(raw: string, pageUrl: string, origin: string): string {
  let url: URL;
  try {
    url = new URL(raw, pageUrl);
  } catch {
    throw new SupabaseConfigError(
      `Studyloop configuration error: ${origin} supabaseUrl "${raw}" is not a URL.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SupabaseConfigError(
      `Studyloop configuration error: ${origin} supabaseUrl "${raw}" must be an http(s) address.`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** Parses the meta tag's JSON: `{"supabaseUrl": "...", "anonKey": "..."}`. Throws on anything else. */
export function parseConfigMeta(content: string, pageUrl: string): SupabaseConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new SupabaseConfigError(
      `Studyloop configuration error: the ${CONFIG_META_NAME} meta tag does not hold valid JSON.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null) {
    throw new SupabaseConfigError(
      `Studyloop configuration error: the ${CONFIG_META_NAME} meta tag must hold a JSON object.`,
    );
  }
  const { supabaseUrl, anonKey } = parsed as Record<string, unknown>;
  if (typeof supabaseUrl !== 'string' || supabaseUrl.trim() === '') {
    throw new SupabaseConfigError(
      `Studyloop configuration error: the ${CONFIG_META_NAME} meta tag has no supabaseUrl.`,
    );
  }
  if (typeof anonKey !== 'string' || anonKey.trim() === '') {
    throw new SupabaseConfigError(
      `Studyloop configuration error: the ${CONFIG_META_NAME} meta tag has no anonKey.`,
    );
  }
  return {
    supabaseUrl: normaliseUrl(supabaseUrl.trim(), pageUrl, `the ${CONFIG_META_NAME} meta tag's`),
    anonKey: anonKey.trim(),
  };
}

export function resolveSupabaseConfig({
  env,
  metaContent,
  pageUrl,
  desktopConfig,
}: SupabaseConfigSources): SupabaseConfig {
  const envUrl = env.VITE_SUPABASE_URL?.trim();
  const envKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  if (envUrl && envKey) {
    return { supabaseUrl: normaliseUrl(envUrl, pageUrl, 'VITE_SUPABASE_URL:'), anonKey: envKey };
  }
  if (metaContent && metaContent.trim() !== '') return parseConfigMeta(metaContent, pageUrl);
  if (desktopConfig?.supabaseUrl && desktopConfig.anonKey.trim()) {
    return {
      supabaseUrl: normaliseUrl(desktopConfig.supabaseUrl, pageUrl, "the desktop app's"),
      anonKey: desktopConfig.anonKey.trim(),
    };
  }
  throw new SupabaseConfigError(
    'Studyloop is not configured: index.html has an empty studyloop-config meta tag and the build has no ' +
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. Open the app through the platform server (npm start), ' +
      'or build with both variables set to point at a hosted Supabase project.',
  );
}

let serverRenderingConfig: SupabaseConfig | null = null;

/**
 * Where the platform's own server reaches its API while it renders a page to HTML (render-page.server.tsx):
 * there is no document, no meta tag and no visitor's session there, only the anonymous key.
 */
export function configureServerRendering(config: SupabaseConfig): void {
  serverRenderingConfig = config;
}

/** Reads this page's configuration. Throws SupabaseConfigError when there is none. */
export function readSupabaseConfig(): SupabaseConfig {
  if (typeof document === 'undefined') {
    if (serverRenderingConfig) return serverRenderingConfig;
    throw new SupabaseConfigError('Studyloop configuration error: no page and no server rendering config.');
  }
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CONFIG_META_NAME}"]`);
  return resolveSupabaseConfig({
    env: {
      VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
      VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    },
    metaContent: meta?.getAttribute('content') ?? null,
    pageUrl: window.location.href,
    // The preload's startup value is plain data; reading it here needs no Platform (and would import one).
    desktopConfig: (window as { desktop?: { startup?: { supabase?: SupabaseConfig | null } } }).desktop
      ?.startup?.supabase,
  });
}
