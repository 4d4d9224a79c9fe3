// Draws the bundled demo images (avatars, profile covers, post photos) in a headless Chromium
// canvas and writes them as WebP/JPEG under src/seed/assets. Run once by hand when the set
// changes: `node packages/db/scripts/draw-seed-images.mjs` (needs /usr/bin/chromium).
// Deterministic: a seeded PRNG picks every colour and shape, so reruns give the same pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = fileURLToPath(new URL('../src/seed/assets/', import.meta.url));
const AVATARS = 52;
const COVERS = 8;
const PHOTOS = 16;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await browser.newPage();

const images = await page.evaluate(
  ({ AVATARS, COVERS, PHOTOS }) => {
    let state = 20261122;
    const random = () => {
      state = (state * 1664525 + 1013904223) % 4294967296;
      return state / 4294967296;
    };
    const pick = (list) => list[Math.floor(random() * list.length)];
    const canvas = (width, height) => {
      const element = document.createElement('canvas');
      element.width = width;
      element.height = height;
      return [element, element.getContext('2d')];
    };

    const backgrounds = [
      '#C8FAD6',
      '#CAFDF5',
      '#EFD6FF',
      '#FFF5CC',
      '#FFE9D5',
      '#D6E4FF',
      '#FFE4DE',
      '#E9FCD4',
      '#D0F2FF',
      '#F4F6F8',
    ];
    const skins = ['#F9D3B4', '#F1C27D', '#E0AC69', '#C68642', '#8D5524', '#FFDBAC'];
    const hairs = [
      '#2B2B2B',
      '#4A3123',
      '#7B4B2A',
      '#B5651D',
      '#D6B370',
      '#9E9E9E',
      '#A0522D',
      '#1C1C3C',
    ];
    const shirts = [
      '#3366FF',
      '#00AB55',
      '#7635DC',
      '#FFAB00',
      '#FF5630',
      '#00B8D9',
      '#1939B7',
      '#118D57',
    ];

    function avatar() {
      const [element, g] = canvas(128, 128);
      g.fillStyle = pick(backgrounds);
      g.fillRect(0, 0, 128, 128);
      const skin = pick(skins);
      const hair = pick(hairs);
      // Shoulders.
      g.fillStyle = pick(shirts);
      g.beginPath();
      g.ellipse(64, 128, 46, 30, 0, Math.PI, 0);
      g.fill();
      // Neck and head.
      g.fillStyle = skin;
      g.fillRect(56, 82, 16, 18);
      g.beginPath();
      g.ellipse(64, 62, 26, 30, 0, 0, Math.PI * 2);
      g.fill();
      // Hair: one of four styles.
      g.fillStyle = hair;
      const style = Math.floor(random() * 4);
      g.beginPath();
      if (style === 0) {
        g.ellipse(64, 44, 28, 16, 0, Math.PI, 0);
      } else if (style === 1) {
        g.ellipse(64, 50, 30, 24, 0, Math.PI * 1.05, Math.PI * 1.95);
        g.rect(36, 50, 8, 34);
        g.rect(84, 50, 8, 34);
      } else if (style === 2) {
        g.arc(64, 44, 22, Math.PI, 0);
        g.arc(64, 24, 10, 0, Math.PI * 2);
      } else {
        g.ellipse(64, 42, 27, 12, -0.2, Math.PI, 0);
      }
      g.fill();
      // Eyes and smile.
      g.fillStyle = '#1C252E';
      g.beginPath();
      g.arc(54, 64, 3, 0, Math.PI * 2);
      g.arc(74, 64, 3, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = '#1C252E';
      g.lineWidth = 2.5;
      g.lineCap = 'round';
      g.beginPath();
      g.arc(64, 72, 9, Math.PI * 0.2, Math.PI * 0.8);
      g.stroke();
      return element.toDataURL('image/webp', 0.82);
    }

    function landscape(width, height, quality, type) {
      const [element, g] = canvas(width, height);
      const palettes = [
        ['#FFE16A', '#FF8A48', '#B71D18', '#5E1A0F'],
        ['#CAFDF5', '#61F3F3', '#00B8D9', '#006C9C'],
        ['#D6E4FF', '#84A9FF', '#3366FF', '#102A99'],
        ['#EFD6FF', '#C684FF', '#8E33FF', '#27097A'],
        ['#D3FCD2', '#77ED8B', '#22C55E', '#065E49'],
        ['#FFE4D6', '#FFAC82', '#FF5630', '#7A0916'],
      ];
      const [sky, light, mid, dark] = pick(palettes);
      const gradient = g.createLinearGradient(0, 0, 0, height);
      gradient.addColorStop(0, sky);
      gradient.addColorStop(1, light);
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.beginPath();
      g.arc(
        width * (0.2 + random() * 0.6),
        height * (0.2 + random() * 0.2),
        height * 0.09,
        0,
        Math.PI * 2,
      );
      g.fill();
      for (const [layer, colour] of [
        [0.45, mid],
        [0.65, dark],
      ]) {
        g.fillStyle = colour;
        g.globalAlpha = layer === 0.45 ? 0.7 : 1;
        g.beginPath();
        g.moveTo(0, height);
        const step = width / (4 + Math.floor(random() * 4));
        for (let x = 0; x < width + step; x += step)
          g.lineTo(Math.min(x, width), height * (layer + random() * 0.25));
        g.lineTo(width, height);
        g.closePath();
        g.fill();
      }
      g.globalAlpha = 1;
      return element.toDataURL(type, quality);
    }

    return {
      avatars: Array.from({ length: AVATARS }, avatar),
      covers: Array.from({ length: COVERS }, () => landscape(960, 300, 0.7, 'image/webp')),
      photos: Array.from({ length: PHOTOS }, (_, index) =>
        landscape(
          640,
          480,
          index % 4 === 3 ? 0.8 : 0.72,
          index % 4 === 3 ? 'image/jpeg' : 'image/webp',
        ),
      ),
    };
  },
  { AVATARS, COVERS, PHOTOS },
);
await browser.close();

function save(folder, prefix, dataUrls) {
  mkdirSync(path.join(out, folder), { recursive: true });
  dataUrls.forEach((dataUrl, index) => {
    const [header, base64] = dataUrl.split(',');
    const extension = header.includes('jpeg') ? 'jpg' : 'webp';
    writeFileSync(
      path.join(out, folder, `${prefix}-${String(index + 1).padStart(2, '0')}.${extension}`),
      Buffer.from(base64, 'base64'),
    );
  });
}
save('avatars', 'avatar', images.avatars);
save('covers', 'cover', images.covers);
save('photos', 'photo', images.photos);
console.log(
  `wrote ${images.avatars.length} avatars, ${images.covers.length} covers, ${images.photos.length} photos to ${out}`,
);
