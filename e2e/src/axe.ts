// Runs axe-core in a page of the composed site. The shell's CSP forbids inline scripts, so the
// library is evaluated through the DevTools protocol (not subject to CSP) rather than a <script>.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The start of each failing element's markup, to find it behind hashed class names. */
  html: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

/** Every axe violation on the page as it is now (the whole document, open modals included). */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run(ctx: Document, o: unknown): Promise<AxeResult> } }).axe;
    // No `preload`: axe would copy every stylesheet into <style> elements of its own, which the
    // CSP blocks and reports as violations. Only css-orientation-lock needs those copies.
    const result = await axe.run(document, { resultTypes: ['violations'], preload: false });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
      html: v.nodes.map((n) => n.html.slice(0, 160)),
    }));
  });
}

/** The serious and critical violations, formatted one per line (empty when there are none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const all = await axeViolations(page);
  return all
    .filter((v) => v.impact !== null && BLOCKING.has(v.impact))
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.targets.join(', ')}\n    ${v.html.join('\n    ')}`);
}
