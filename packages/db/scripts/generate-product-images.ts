// Draws the demo shop's bundled product pictures: a flat vector shot per product shape, in the
// product's first colour, rendered by headless Chromium to small WebP files. Run it again only
// when the catalogue changes (no network needed):
//   npx tsx packages/db/scripts/generate-product-images.ts
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  IMAGES_PER_PRODUCT,
  PRODUCT_CATALOGUE,
  productImagePath,
  type ProductShape,
} from '../src/seed/product-catalogue.ts';

const SIZE = 480;
const webRoot = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

// The filter colours are pure; the pictures use softer tones of the same hue.
const TONES: Record<string, string> = {
  '#00AB55': '#1f9d63',
  '#000000': '#2d3436',
  '#FFFFFF': '#f4f6f8',
  '#FFC0CB': '#f4a3b8',
  '#FF4842': '#e5533d',
  '#1890FF': '#2f7fd8',
  '#94D82D': '#8cc63f',
  '#FFC107': '#f2b01e',
};
const BACKGROUNDS = ['#eef2f6', '#f6efe9', '#eaf4ef', '#f3eef8', '#fdf5e4', '#e9f1fb'];

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.max(0, Math.min(255, next)));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

interface Paint {
  main: string;
  dark: string;
  light: string;
  line: string;
  accent: string;
}

const shapes: Record<ProductShape, (p: Paint) => string> = {
  sneaker: (p) => `
    <path d="M70 300 Q70 250 110 240 L190 215 Q220 170 260 175 L300 200 Q350 215 360 255 L370 300 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M60 300 L375 300 Q380 330 350 332 L85 332 Q58 330 60 300 Z" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <path d="M150 262 Q230 250 300 232" stroke="${p.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <g stroke="${p.dark}" stroke-width="5" stroke-linecap="round"><path d="M215 205 l20 14"/><path d="M232 195 l20 14"/><path d="M249 186 l20 14"/></g>`,
  runner: (p) => `
    <path d="M60 300 Q65 255 115 245 L200 220 Q225 185 265 190 Q330 205 365 265 L372 300 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M52 300 L380 300 Q384 318 370 326 Q330 345 250 336 L90 336 Q50 330 52 300 Z" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <path d="M95 318 L360 318" stroke="${p.accent}" stroke-width="6" stroke-dasharray="18 10"/>
    <path d="M120 282 Q210 240 330 250" stroke="${p.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <g stroke="${p.light}" stroke-width="5" stroke-linecap="round"><path d="M222 212 l18 14"/><path d="M240 203 l18 14"/></g>`,
  boot: (p) => `
    <path d="M150 110 L255 110 L262 235 Q330 240 352 282 L356 318 L110 318 L118 230 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M100 318 L366 318 L366 346 L100 346 Z" rx="8" fill="${p.dark}"/>
    <path d="M150 110 L255 110 L255 134 L150 134 Z" fill="${p.dark}"/>
    <g stroke="${p.accent}" stroke-width="6" stroke-linecap="round"><path d="M190 160 h40"/><path d="M190 185 h40"/><path d="M190 210 h40"/></g>`,
  slide: (p) => `
    <path d="M70 300 Q70 270 120 268 L340 262 Q380 262 380 292 Q380 320 340 322 L110 326 Q70 326 70 300 Z" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>
    <path d="M170 270 Q190 190 260 188 Q320 190 330 265 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M205 230 Q255 205 300 232" stroke="${p.accent}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  tshirt: (p) => `
    <path d="M170 90 Q240 125 310 90 L400 140 L365 215 L330 198 L330 390 L150 390 L150 198 L115 215 L80 140 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M170 90 Q240 140 310 90" fill="none" stroke="${p.dark}" stroke-width="8"/>
    <circle cx="240" cy="250" r="38" fill="${p.accent}" opacity="0.9"/>`,
  hoodie: (p) => `
    <path d="M175 110 Q240 60 305 110 L395 165 L400 380 L350 380 L340 230 L335 400 L145 400 L140 230 L130 380 L80 380 L85 165 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M190 120 Q240 70 290 120 Q285 175 240 180 Q195 175 190 120 Z" fill="${p.dark}"/>
    <path d="M185 300 L295 300 L310 360 L170 360 Z" fill="${p.dark}" opacity="0.6"/>
    <g stroke="${p.accent}" stroke-width="5" stroke-linecap="round"><path d="M225 180 v45"/><path d="M255 180 v45"/></g>`,
  jacket: (p) => `
    <path d="M175 95 L305 95 L395 150 L405 385 L355 385 L345 215 L340 405 L140 405 L135 215 L125 385 L75 385 L85 150 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M175 95 L240 160 L305 95 L290 80 L190 80 Z" fill="${p.dark}"/>
    <path d="M240 160 L240 405" stroke="${p.accent}" stroke-width="6"/>
    <g fill="${p.dark}" opacity="0.7"><rect x="160" y="290" width="55" height="12" rx="6"/><rect x="265" y="290" width="55" height="12" rx="6"/></g>`,
  pants: (p) => `
    <path d="M160 70 L320 70 L345 410 L265 410 L240 180 L215 410 L135 410 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="160" y="70" width="160" height="26" fill="${p.dark}"/>
    <path d="M240 96 L240 180" stroke="${p.dark}" stroke-width="4"/>
    <g stroke="${p.accent}" stroke-width="5"><path d="M170 120 q20 20 45 0"/><path d="M265 120 q20 20 45 0"/></g>`,
  shorts: (p) => `
    <path d="M130 130 L350 130 L385 330 L260 345 L240 230 L220 345 L95 330 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="130" y="130" width="220" height="30" fill="${p.dark}"/>
    <g stroke="${p.accent}" stroke-width="8"><path d="M110 300 L120 240"/><path d="M370 300 L360 240"/></g>
    <path d="M228 160 q12 30 24 0" stroke="${p.light}" stroke-width="5" fill="none"/>`,
  dress: (p) => `
    <path d="M195 70 L285 70 L300 170 Q395 330 390 410 L90 410 Q85 330 180 170 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M180 170 L300 170 L295 195 L185 195 Z" fill="${p.dark}"/>
    <g fill="${p.accent}" opacity="0.85"><circle cx="190" cy="290" r="12"/><circle cx="260" cy="260" r="12"/><circle cx="300" cy="340" r="12"/><circle cx="170" cy="370" r="12"/><circle cx="235" cy="360" r="12"/></g>`,
  cap: (p) => `
    <path d="M110 270 Q110 140 240 135 Q370 140 370 270 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M100 270 L370 270 Q420 275 420 300 Q300 320 100 300 Z" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>
    <circle cx="240" cy="137" r="10" fill="${p.dark}"/>
    <path d="M240 140 L240 268" stroke="${p.dark}" stroke-width="4"/>
    <circle cx="190" cy="215" r="22" fill="${p.accent}"/>`,
  beanie: (p) => `
    <path d="M120 300 Q110 140 240 130 Q370 140 360 300 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <rect x="105" y="285" width="270" height="70" rx="14" fill="${p.dark}"/>
    <g stroke="${p.main}" stroke-width="6">${Array.from({ length: 10 }, (_, i) => `<path d="M${125 + i * 25} 292 v56"/>`).join('')}</g>
    <circle cx="240" cy="112" r="34" fill="${p.accent}"/>`,
  backpack: (p) => `
    <path d="M190 120 Q190 80 240 80 Q290 80 290 120" stroke="${p.dark}" stroke-width="14" fill="none"/>
    <rect x="130" y="115" width="220" height="290" rx="60" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <rect x="165" y="270" width="150" height="105" rx="26" fill="${p.dark}"/>
    <path d="M165 300 h150" stroke="${p.accent}" stroke-width="6"/>
    <rect x="200" y="165" width="80" height="16" rx="8" fill="${p.accent}"/>`,
  tote: (p) => `
    <path d="M180 170 Q180 90 240 90 Q300 90 300 170" stroke="${p.dark}" stroke-width="14" fill="none"/>
    <path d="M110 170 L370 170 L345 400 L135 400 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="185" y="240" width="110" height="70" rx="10" fill="${p.accent}"/>
    <path d="M120 200 L360 200" stroke="${p.dark}" stroke-width="6"/>`,
  watch: (p) => `
    <rect x="195" y="60" width="90" height="360" rx="30" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <circle cx="240" cy="240" r="100" fill="${p.dark}"/>
    <circle cx="240" cy="240" r="82" fill="#fbfbfb"/>
    <g stroke="${p.dark}" stroke-width="6" stroke-linecap="round"><path d="M240 240 L240 185"/><path d="M240 240 L280 260"/></g>
    <circle cx="240" cy="240" r="7" fill="${p.accent}"/>
    <rect x="340" y="228" width="18" height="24" rx="4" fill="${p.dark}"/>`,
  sunglasses: (p) => `
    <path d="M70 200 L410 200" stroke="${p.main}" stroke-width="12" stroke-linecap="round"/>
    <path d="M90 205 Q90 300 160 300 Q225 300 225 205 Z" fill="${p.dark}" stroke="${p.main}" stroke-width="10"/>
    <path d="M255 205 Q255 300 320 300 Q390 300 390 205 Z" fill="${p.dark}" stroke="${p.main}" stroke-width="10"/>
    <path d="M225 215 Q240 195 255 215" stroke="${p.main}" stroke-width="10" fill="none"/>
    <g fill="#ffffff" opacity="0.35"><path d="M110 220 l40 0 l-30 50 z"/><path d="M275 220 l40 0 l-30 50 z"/></g>`,
  socks: (p) => `
    <path d="M150 70 L250 70 L250 290 Q250 330 210 350 L130 390 Q90 405 80 370 Q72 340 110 320 L150 300 Z" fill="${p.main}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>
    <path d="M250 90 L340 90 L340 300 Q340 340 300 360 L240 390" fill="${p.light}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round" opacity="0.9"/>
    <rect x="150" y="70" width="100" height="34" fill="${p.dark}"/>
    <g stroke="${p.accent}" stroke-width="10"><path d="M150 150 h100"/><path d="M150 180 h100"/></g>`,
  wallet: (p) => `
    <rect x="100" y="140" width="280" height="200" rx="26" fill="${p.main}" stroke="${p.line}" stroke-width="4"/>
    <path d="M100 190 L380 190" stroke="${p.dark}" stroke-width="6"/>
    <rect x="290" y="220" width="110" height="70" rx="18" fill="${p.dark}"/>
    <circle cx="320" cy="255" r="12" fill="${p.accent}"/>
    <path d="M120 160 L360 160" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>`,
};

function productSvg(index: number, view: number): string {
  const entry = PRODUCT_CATALOGUE[index]!;
  const main = TONES[entry.colors[0]!] ?? '#888888';
  const isWhite = entry.colors[0] === '#FFFFFF';
  const accentColor = entry.colors[1] ? (TONES[entry.colors[1]] ?? '#ffffff') : shade(main, 0.6);
  const paint: Paint = {
    main,
    dark: isWhite ? '#c4cdd5' : shade(main, -0.35),
    light: isWhite ? '#ffffff' : shade(main, 0.75),
    line: isWhite ? '#919eab' : shade(main, -0.5),
    accent: accentColor === main ? shade(main, 0.5) : accentColor,
  };
  const background = BACKGROUNDS[(index + view) % BACKGROUNDS.length]!;
  // View 0: front; 1: mirrored, tilted; 2: close-up.
  const transform = [
    'translate(0 0)',
    'translate(480 0) scale(-1 1) rotate(-8 240 240)',
    'translate(-84 -70) scale(1.35)',
  ][view];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 480 480">
    <rect width="480" height="480" fill="${background}"/>
    <circle cx="${380 - view * 90}" cy="${100 + view * 40}" r="${120 + view * 20}" fill="#ffffff" opacity="0.55"/>
    <ellipse cx="240" cy="430" rx="170" ry="18" fill="#000000" opacity="0.08"/>
    <g transform="${transform}">${shapes[entry.shape](paint)}</g>
  </svg>`;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  let bytes = 0;
  for (let index = 0; index < PRODUCT_CATALOGUE.length; index += 1) {
    for (let view = 0; view < IMAGES_PER_PRODUCT; view += 1) {
      const svg = productSvg(index, view);
      const base64 = await page.evaluate(
        async ({ svg: markup, size }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = size;
          canvas.height = size;
          canvas.getContext('2d')!.drawImage(image, 0, 0, size, size);
          return canvas.toDataURL('image/webp', 0.72).split(',')[1]!;
        },
        { svg, size: SIZE },
      );
      const data = Buffer.from(base64, 'base64');
      bytes += data.length;
      const file = path.join(webRoot, productImagePath(PRODUCT_CATALOGUE[index]!.name, view));
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    }
  }
  await browser.close();
  console.log(
    `${PRODUCT_CATALOGUE.length * IMAGES_PER_PRODUCT} images, ${(bytes / 1024).toFixed(0)} KB in total`,
  );
}

await main();
