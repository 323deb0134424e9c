// Renders icon.svg into the PNGs electron-builder packages: icon.png (1024 px, from which it derives the
// Windows .ico and macOS .icns) and png/{size}x{size}.png for Linux. Run: npx tsx resources/icons/render-icons.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, Image } from '@napi-rs/canvas';

const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const here = import.meta.dirname;
const svg = readFileSync(join(here, 'icon.svg'));

function render(size: number): Buffer {
  const image = new Image();
  // Rasterising at the target size (not scaling one bitmap down) keeps small sizes crisp.
  image.width = size;
  image.height = size;
  image.src = svg;
  const canvas = createCanvas(size, size);
  canvas.getContext('2d').drawImage(image, 0, 0, size, size);
  return canvas.toBuffer('image/png');
}

mkdirSync(join(here, 'png'), { recursive: true });
for (const size of SIZES) writeFileSync(join(here, 'png', `${size}x${size}.png`), render(size));
writeFileSync(join(here, 'icon.png'), render(1024));
console.log(`Rendered ${SIZES.length} sizes and icon.png`);
