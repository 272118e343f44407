/**
 * No import cycle in the API's sources, type-only imports included (docs/architecture.md §4):
 * ESLint's import-x/no-cycle sees only the imports that run. dependency-cruiser reads the
 * TypeScript before compilation, so `import type` counts too.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot } from '../src/platform/config';

const ROOT = findRepoRoot();

const CONFIG = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
  options: {
    includeOnly: '^api/src/',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.d.mts', '.d.ts'],
    },
  },
};

interface Cruise {
  summary: { violations: { rule: { name: string }; from: string; cycle?: { name: string }[] }[] };
}

it('has no import cycle in api/src, type-only imports included', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'journeys-import-graph-'));
  try {
    const config = path.join(dir, 'dependency-cruiser.json');
    writeFileSync(config, JSON.stringify(CONFIG));
    const cli = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
    const run = spawnSync(process.execPath, [cli, '--config', config, '--output-type', 'json', 'api/src'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const cruise = JSON.parse(run.stdout) as Cruise;
    const cycles = cruise.summary.violations
      .filter((v) => v.rule.name === 'no-circular')
      .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));
    expect(cycles).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
