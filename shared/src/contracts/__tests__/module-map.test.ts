import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PORT,
  FRONTEND_MODULES,
  REMOTE_MAP,
  REMOTE_NAMES,
  localRemotesConfig,
  matchPath,
  moduleConfigFor,
  pageRoutes,
  slots,
} from '../module-map.mjs';

const repo = join(__dirname, '..', '..', '..', '..');

describe('the module map', () => {
  it('gives every module its own folder and port, below the API port', () => {
    const folders = FRONTEND_MODULES.map((m) => m.folder);
    const ports = FRONTEND_MODULES.map((m) => m.port);
    expect(new Set(folders).size).toBe(folders.length);
    expect(new Set([...ports, API_PORT]).size).toBe(ports.length + 1);
    expect(ports.every((p) => p < API_PORT)).toBe(true);
  });

  it('names exposed files that exist, in folders that exist', () => {
    for (const name of REMOTE_NAMES) {
      const { folder } = REMOTE_MAP[name];
      expect(existsSync(join(repo, folder, 'rspack.config.mjs'))).toBe(true);
      for (const file of Object.values(moduleConfigFor(folder).exposes)) {
        expect([folder, file, existsSync(join(repo, folder, file))]).toEqual([folder, file, true]);
      }
    }
  });

  it('gives each page one path and puts each slot in a known place', () => {
    const paths = pageRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = REMOTE_NAMES.flatMap((name) =>
      Object.keys(REMOTE_MAP[name].exposes).map((k) => `${name}/${k}`),
    );
    for (const slot of slots()) expect(['header', 'root', ...ids]).toContain(slot.in);
  });

  it('writes the local remotes.json with every remote on its port', () => {
    expect(localRemotesConfig().remotes).toMatchObject({ feed: 'http://localhost:3001/remoteEntry.js' });
    expect(Object.keys(localRemotesConfig().remotes)).toEqual(REMOTE_NAMES);
  });

  it('matches route patterns the way the router does', () => {
    expect(matchPath('/review/:id/edit', '/review/12/edit')).toEqual({ id: '12' });
    expect(matchPath('/surgeries', '/surgeries/')).toEqual({});
    expect(matchPath('/:surgery/update', '/review/12/edit')).toBeNull();
    expect(matchPath('/notifications', '/notifications/extra')).toBeNull();
  });
});
