// Draws the installable app's icons (shell/public/icons/) from the site's logo mark. Run once
// after the logo changes (`node shell/scripts/make-icons.mjs`); the PNGs are committed, so a
// build needs no image tools. A maskable icon keeps the mark inside the middle 80% (the safe
// zone a phone's mask may crop to); the badge is a white mark on transparent (Android tints it).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(join(import.meta.dirname, '..', '..', 'api', 'package.json'));
const sharp = require('sharp');
const out = join(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const CURVE =
  '<path d="M14 40c8-14 14-18 20-10s12 4 16-8" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="22" r="5" fill="#ffe0b2"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1b5e9e"/>${CURVE}</svg>`;
// Full bleed, the mark scaled to the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1b5e9e"/><g transform="translate(12.8 12.8) scale(0.6)">${CURVE}</g></svg>`;
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M10 42c9-16 15-20 22-11s13 4 18-9" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/></svg>`;

const draw = (svg, size, name) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(out, name));

await Promise.all([
  draw(rounded, 192, 'icon-192.png'),
  draw(rounded, 512, 'icon-512.png'),
  draw(maskable, 512, 'maskable-512.png'),
  draw(badge, 96, 'badge-96.png'),
]);
console.info('icons written to', out);
