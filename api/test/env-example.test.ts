/**
 * .env.example at the repository root documents every variable the API reads, with the
 * real default: a variable added to config.ts without a line there, or a default changed in one
 * place only, fails here.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, findRepoRoot, loadConfig } from '../src/platform/config';

const ROOT = findRepoRoot();
const EXAMPLE = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** `#NAME=value` or `NAME=value` lines; a value in double quotes is read without them. */
const documented = new Map(
  [...EXAMPLE.matchAll(/^#?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name = '', value = '']) => [
    name,
    value.replace(/^"(.*)"$/, '$1'),
  ]),
);

function scriptsText(dir: string): string {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mjs') && !file.includes('node_modules'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

describe('.env.example', () => {
  it('lists every variable of api/src/config.ts', () => {
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(40);
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('lists only variables something reads: the API, the web server, the release commands or a script', () => {
    const scripts = ['scripts', 'web-server', 'releases']
      .map((dir) => scriptsText(path.join(ROOT, dir)))
      .join('\n');
    const unread = [...documented.keys()].filter(
      (name) => !CONFIG_VARIABLES.includes(name) && !new RegExp(`\\benv\\.${name}\\b`).test(scripts),
    );
    expect(unread).toEqual([]);
  });

  it('shows each default the API really uses', () => {
    const defaults = loadConfig({});
    const shown = [...documented].filter(([name, value]) => CONFIG_VARIABLES.includes(name) && value !== '');
    expect(shown.length).toBeGreaterThan(30);
    const differing = shown
      .filter(([name, value]) => JSON.stringify(loadConfig({ [name]: value })) !== JSON.stringify(defaults))
      .map(([name, value]) => `${name}=${value}`);
    expect(differing).toEqual([]);
  });

  it('keeps every line commented out, so a copy changes nothing until a line is enabled', () => {
    expect(EXAMPLE.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'))).toEqual([]);
  });
});
