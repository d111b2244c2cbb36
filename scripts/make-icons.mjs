#!/usr/bin/env node
/**
 * Draws the web app's icons (public/icons/*.png, named in src/shell/app-update/web-app/manifest.ts) from
 * the shop's mark, public/favicon.svg, in the system Chromium: no image library needed. The
 * PNGs are checked in; run again after changing the mark.
 *
 *   node scripts/make-icons.mjs
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { requireChromium } from './chromium.mjs';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
const THEME = '#b84a00';

/** `maskable`: full-bleed orange, the mark at 60% so it stays in the 80% safe circle. */
const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: requireChromium() });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const mark = maskable ? Math.round(size * 0.6) : size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? THEME : 'transparent'}">
        <div style="width:${mark}px;height:${mark}px">${svg.replace('<svg ', `<svg width="${mark}" height="${mark}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: new URL(file, out).pathname, omitBackground: !maskable });
    await page.close();
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
