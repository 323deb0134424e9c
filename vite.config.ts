// One Vite config for the renderer (web build) and, with `--mode desktop`, Electron's main and preload.
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import electron from 'vite-plugin-electron';
import { build, defineConfig } from 'vite';
import type { Plugin, PluginOption, ResolvedConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const fromRoot = (...segments: string[]): string => resolve(repoRoot, ...segments);

const platformUrl = process.env.STUDYLOOP_URL ?? 'http://127.0.0.1:54321';
const platformPaths = [
  '/rest/v1',
  '/auth/v1',
  '/storage/v1',
  '/functions/v1',
  '/realtime/v1',
  '/api/storage',
];

/**
 * `vite` (dev server) has no platform server in front of it to inject the runtime config, so in dev we read the
 * keys the platform wrote to its data dir and fill the meta tag ourselves; API paths are proxied to the platform,
 * which keeps the app same-origin exactly as in production.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'studyloop:dev-runtime-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const file = resolve(process.env.STUDYLOOP_DATA_DIR ?? fromRoot('.data'), 'platform.json');
      if (!existsSync(file)) return html;
      const { anonKey } = JSON.parse(readFileSync(file, 'utf8')) as { anonKey?: string };
      if (!anonKey) return html;
      const content = JSON.stringify({ supabaseUrl: '/', anonKey }).replaceAll('"', '&quot;');
      return html.replace(
        /<meta name="studyloop-config" content="[^"]*"\s*\/?>/,
        `<meta name="studyloop-config" content="${content}" />`,
      );
    },
  };
}

const serverRenderEntry = fromRoot('renderer/src/app/render-page.server.tsx');
const webOutDir = fromRoot('dist/web');

/**
 * `npm start` builds in two stages so the platform can answer after the first (server/cli/web-build.ts):
 * STUDYLOOP_BUILD_STAGE=browser makes only the browser build; `--ssr` with STUDYLOOP_BUILD_STAGE=server then makes
 * the server bundle and the compressed forms of the browser build's files. Unset: one `vite build` makes all three.
 */
const buildStage = process.env.STUDYLOOP_BUILD_STAGE;

/**
 * The web build also writes the server bundle (dist/ssr) the platform renders the public pages with (issue 32),
 * from the same sources in the same `vite build`, so the HTML it serves always matches the scripts that hydrate it.
 */
function serverRenderBundle(): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'studyloop:server-render-bundle',
    apply: (_config, env) =>
      env.command === 'build' && !env.isSsrBuild && env.mode !== 'desktop' && buildStage === undefined,
    configResolved(config) {
      resolved = config;
    },
    async closeBundle() {
      await build({
        configFile: resolved?.configFile,
        mode: resolved?.mode,
        logLevel: 'warn',
        build: { ssr: serverRenderEntry },
      });
    },
  };
}

async function writeWhole(path: string, content: Buffer): Promise<void> {
  await writeFile(`${path}.part`, content);
  await rename(`${path}.part`, path);
}

/** Text files worth compressing; fonts other than TTF, images and archives are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|xml|txt|vtt|wasm|ttf)$/;

/**
 * Beside every compressible file of the web build, its brotli (.br) and gzip (.gz) forms, which the platform's
 * static file server sends to browsers that accept them (issue 32: the landing's scripts are ~3x smaller on the
 * wire). Brotli at quality 5: about 10% larger than quality 11 and some 30 times faster for the whole build.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'studyloop:precompressed-assets',
    apply: (_config, env) =>
      env.command === 'build' &&
      env.mode !== 'desktop' &&
      (env.isSsrBuild ? buildStage === 'server' : buildStage === undefined),
    async closeBundle() {
      const entries = await readdir(webOutDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => resolve(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(content, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            promisify(gzip)(content, { level: 9 }),
          ]);
          // Written whole under their names: the platform may already serve this build (the second stage).
          await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

function desktopBuild(): PluginOption {
  return electron([
    {
      entry: fromRoot('main/index.ts'),
      vite: {
        build: {
          outDir: fromRoot('dist-electron'),
          emptyOutDir: false,
          lib: { entry: fromRoot('main/index.ts'), formats: ['es'], fileName: () => 'main.js' },
        },
      },
    },
    {
      // Sandboxed preloads cannot be ES modules (Electron 45), so the preload is a single CommonJS file.
      entry: fromRoot('preload/index.ts'),
      vite: {
        build: {
          outDir: fromRoot('dist-electron'),
          emptyOutDir: false,
          lib: { entry: fromRoot('preload/index.ts'), formats: ['cjs'], fileName: () => 'preload.cjs' },
          rolldownOptions: { output: { codeSplitting: false } },
        },
      },
    },
  ]);
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const desktop = mode === 'desktop';
  return {
    root: fromRoot('renderer'),
    publicDir: fromRoot('resources/public'),
    envDir: repoRoot,
    // The web build is served at the origin root with SPA fallback; the desktop window loads it from disk.
    base: desktop ? './' : '/',
    plugins: [
      react(),
      tailwindcss(),
      devRuntimeConfig(),
      serverRenderBundle(),
      precompressedAssets(),
      ...(desktop ? [desktopBuild()] : []),
    ],
    build: isSsrBuild
      ? {
          outDir: fromRoot('dist/ssr'),
          emptyOutDir: true,
          target: 'node20',
          copyPublicDir: false,
          // One file: the platform re-imports it after a rebuild under a new URL, and split chunks would still
          // import the old entry (two Reacts, two router contexts).
          rolldownOptions: { output: { codeSplitting: false } },
        }
      : {
          outDir: webOutDir,
          emptyOutDir: true,
          target: 'es2022',
          // Vite's size table would gzip every chunk once more only to print it: ~1 s of a build's CPU here.
          // The landing's script size is measured by bench:landing.
          reportCompressedSize: false,
        },
    // The server bundle carries its libraries (one React, in its production build whatever NODE_ENV the
    // platform runs with): rendering a page takes a fraction of React's development build's time.
    ...(isSsrBuild
      ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
      : {}),
    server: {
      proxy: Object.fromEntries(
        platformPaths.map((path) => [path, { target: platformUrl, changeOrigin: true, ws: true }]),
      ),
    },
  };
});
