// Records the landing's promo film (resources/media/promo.mp4 and .webm, captions promo.en.vtt) from the
// product's own screens: a running, seeded platform is opened in Chromium, each scene's page is shown at 1280×720
// with its caption, and ffmpeg (Debian's `ffmpeg` package) joins the frames with cross-fades.
// The files are committed; this is run again only when the screens change:
//
//   npx tsx scripts/media/record-promo.ts http://127.0.0.1:54321      (frames kept in .tmp/promo-frames)
//   npx tsx scripts/media/record-promo.ts --frames .tmp/promo-frames  (encode again without recording)
//
// The platform serves them from /api/storage/cover-images/videos/ (server/storage/platform-media.ts).
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const OUT = fileURLToPath(new URL('../../resources/media/', import.meta.url));
const SIZE = { width: 1280, height: 720 };
const SCENE_SECONDS = 4;
const FADE_SECONDS = 0.6;
const FPS = 25;

interface Scene {
  caption: string;
  path: string;
  /** Shown to a visitor; otherwise to the demo student. */
  visitor?: boolean;
  /** What the scene does on its page before the picture is taken. */
  act?: (page: Page) => Promise<void>;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[aria-busy="true"], [data-testid="page-loader"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

const SCENES: Scene[] = [
  { caption: 'Studyloop: AI study tools and notes shared by students', path: '/', visitor: true },
  {
    caption: 'Step-by-step answers to your homework questions',
    path: '/dashboard/ai-homework-helper',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Your question' }).fill('Solve x^2 - 5x + 6 = 0');
      await page.getByRole('button', { name: 'Get step-by-step help' }).click();
      await page.getByTestId('final-answer').waitFor({ timeout: 30_000 });
    },
  },
  {
    caption: 'Flashcards with spaced repetition: flip, rate, remember',
    path: '/dashboard/ai-flashcard-maker',
  },
  { caption: 'Chat with your documents, with the page of every answer', path: '/dashboard/document-chat' },
  { caption: 'Write, then check for plagiarism and AI text', path: '/dashboard/xyeditor' },
  { caption: 'Notes, study guides and past exams from students like you', path: '/documents', visitor: true },
];

/** A caption band over the bottom of the screen, drawn by the page itself (the product's own font). */
async function caption(page: Page, text: string) {
  await page.evaluate((words) => {
    const band = document.createElement('div');
    band.textContent = words;
    band.setAttribute(
      'style',
      [
        'position:fixed',
        'left:0',
        'right:0',
        'bottom:0',
        'z-index:2147483647',
        'padding:22px 40px',
        'font:700 30px/1.3 Inter, system-ui, sans-serif',
        'color:#fff',
        'text-align:center',
        'background:linear-gradient(to top, rgba(30,27,75,.92), rgba(30,27,75,.75))',
      ].join(';'),
    );
    document.body.append(band);
  }, text);
}

function vtt(scenes: Scene[]): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
    const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
    const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
    return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
  };
  const step = SCENE_SECONDS - FADE_SECONDS;
  // Each caption shows until the next one starts (the middle of the fade between their scenes).
  const end = (i: number) =>
    i === scenes.length - 1 ? i * step + SCENE_SECONDS : (i + 1) * step + FADE_SECONDS / 2;
  const start = (i: number) => (i === 0 ? 0 : i * step + FADE_SECONDS / 2);
  const cues = scenes.map(
    (scene, i) => `${i + 1}\n${stamp(start(i))} --> ${stamp(end(i))}\n${scene.caption}\n`,
  );
  return `WEBVTT\n\n${cues.join('\n')}`;
}

async function record(baseURL: string, frames: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const visitor = await browser.newContext({ baseURL, viewport: SIZE, deviceScaleFactor: 1 });
    const student = await browser.newContext({ baseURL, viewport: SIZE, deviceScaleFactor: 1 });
    const signIn = await student.newPage();
    await signIn.goto('/login');
    await signIn.getByLabel('Email').fill('student@studyloop.test');
    await signIn.getByLabel('Password', { exact: true }).fill('studyloop-demo');
    await signIn.getByRole('button', { name: /^Log in/ }).click();
    await signIn.waitForURL(/\/dashboard/);
    await signIn.close();
    for (const [i, scene] of SCENES.entries()) {
      const page = await (scene.visitor ? visitor : student).newPage();
      await page.goto(scene.path);
      await settle(page);
      if (scene.act) {
        await scene.act(page);
        await settle(page);
      }
      await caption(page, scene.caption);
      await page.screenshot({ path: join(frames, `scene-${i}.png`) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const framesArg = process.argv.indexOf('--frames');
  const baseURL = framesArg < 0 ? process.argv[2] : undefined;
  if (framesArg < 0 && !baseURL)
    throw new Error('Usage: record-promo.ts <url of a running seeded platform> | --frames <dir>');
  const frames =
    framesArg >= 0
      ? process.argv[framesArg + 1]!
      : fileURLToPath(new URL('../../.tmp/promo-frames/', import.meta.url));
  if (baseURL) {
    await mkdir(frames, { recursive: true });
    await record(baseURL, frames);
  }

  // Each scene holds its screen, then fades into the next (still pictures keep the film small).
  const inputs = SCENES.flatMap((_, i) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    String(SCENE_SECONDS),
    '-i',
    join(frames, `scene-${i}.png`),
  ]);
  const scaled = SCENES.map(
    (_, i) => `[${i}:v]scale=${SIZE.width}:${SIZE.height},format=yuv420p,setsar=1[s${i}]`,
  );
  let chain = '[s0]';
  const fades: string[] = [];
  for (let i = 1; i < SCENES.length; i += 1) {
    const offset = (i * (SCENE_SECONDS - FADE_SECONDS)).toFixed(2);
    const out = i === SCENES.length - 1 ? '[out]' : `[f${i}]`;
    fades.push(`${chain}[s${i}]xfade=transition=fade:duration=${FADE_SECONDS}:offset=${offset}${out}`);
    chain = out;
  }
  const graph = [...scaled, ...fades].join(';');
  await mkdir(OUT, { recursive: true });
  const common = [
    '-y',
    '-loglevel',
    'error',
    ...inputs,
    '-filter_complex',
    graph,
    '-map',
    '[out]',
    '-an',
    '-r',
    String(FPS),
  ];
  execFileSync(
    'ffmpeg',
    [
      ...common,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '28',
      '-tune',
      'stillimage',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      join(OUT, 'promo.mp4'),
    ],
    { stdio: 'inherit' },
  );
  execFileSync(
    'ffmpeg',
    [
      ...common,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '40',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-row-mt',
      '1',
      join(OUT, 'promo.webm'),
    ],
    { stdio: 'inherit' },
  );
  await writeFile(join(OUT, 'promo.en.vtt'), vtt(SCENES));
  console.log(`promo film written to ${OUT}`);
}

await main();
