import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { applyOverrides, parseOverride, readOverrides } from '../src/remotes/qa-override';
import { activeOverrides, OVERRIDE_STORAGE_KEY, setActiveOverrides } from '../src/remotes/qa-override-state';
import { readRemotesConfig } from '../src/remotes/remotes-config';
import type { ShellRemotesConfig } from '../src/remotes/shell-remotes-config';
import { reloadPage } from '../src/remotes/reload-page';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

jest.mock('../src/remotes/reload-page', () => ({ reloadPage: jest.fn() }));

const VERSION = '0.1.0+3f2a9c1b';

function liveConfig(extra: Partial<ShellRemotesConfig> = {}): ShellRemotesConfig {
  return {
    apiUrl: 'http://localhost:4000',
    remotes: {
      feed: 'http://localhost:3001/releases/0.0.9%2Baaaaaaaa/remoteEntry.js',
      comments: 'http://localhost:3003/remoteEntry.js',
    },
    releases: { feed: { version: '0.0.9+aaaaaaaa', base: 'https://cdn.example.org/feed/releases/' } },
    ...extra,
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  window.sessionStorage.clear();
  setActiveOverrides([]);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('parsing ?remote=', () => {
  it.each([
    [`mfe-feed@${VERSION}`, { name: 'feed', version: VERSION }],
    [`feed@${VERSION}`, { name: 'feed', version: VERSION }],
    // URLSearchParams decodes an unescaped '+' as a space.
    ['mfe-feed@0.1.0 3f2a9c1b', { name: 'feed', version: VERSION }],
    ['mfe-comments@2.0.0-rc.1', { name: 'comments', version: '2.0.0-rc.1' }],
  ])('reads %s', (value, expected) => {
    expect(parseOverride(value)).toEqual(expected);
  });

  it.each([
    'mfe-feed',
    `@${VERSION}`,
    `mfe-nope@${VERSION}`,
    `shell@${VERSION}`,
    'mfe-feed@latest',
    'mfe-feed@../../evil',
    'mfe-feed@1.0.0/../../x',
    `mfe-feed@1.0.0+${'a'.repeat(80)}`,
    `__proto__@${VERSION}`,
  ])('refuses %s', (value) => {
    expect(parseOverride(value)).toBeNull();
  });

  it('keeps several remotes, the last of each, in sessionStorage, and drops hostile values with a warning', () => {
    const search = `?remote=mfe-feed@0.0.1+11111111&remote=feed@${encodeURIComponent(VERSION)}&remote=comments@1.2.3 deadbeef&remote=javascript:alert(1)`;
    expect(readOverrides(search)).toEqual({ feed: VERSION, comments: '1.2.3+deadbeef' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("'javascript:alert(1)' is not <remote>@<version>"),
    );
    expect(JSON.parse(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY) ?? '')).toEqual({
      feed: VERSION,
      comments: '1.2.3+deadbeef',
    });
    // Another page of the same tab, without the parameter, keeps the override.
    expect(readOverrides('?surgery=3')).toEqual({ feed: VERSION, comments: '1.2.3+deadbeef' });
  });

  it('ignores a stored value that was tampered with', () => {
    window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, '{"feed":"x/../../y","comments":7,"wizard":"1.0.0"}');
    expect(readOverrides('')).toEqual({ wizard: '1.0.0' });
    window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, 'not json');
    expect(readOverrides('')).toEqual({});
    window.sessionStorage.setItem(OVERRIDE_STORAGE_KEY, '["feed"]');
    expect(readOverrides('')).toEqual({});
  });
});

describe('applying an override', () => {
  it('loads the release from the remote’s releases base, version URL-encoded', () => {
    const { config, active } = applyOverrides(liveConfig(), { feed: VERSION }, false);
    expect(config.remotes.feed).toBe('https://cdn.example.org/feed/releases/0.1.0%2B3f2a9c1b/remoteEntry.js');
    expect(config.releases?.feed?.version).toBe(VERSION);
    expect(config.remotes.comments).toBe('http://localhost:3003/remoteEntry.js');
    expect(active).toEqual([{ name: 'feed', folder: 'mfe-feed', version: VERSION, honoured: true }]);
  });

  it('uses /releases/ on the live origin for a remote never released', () => {
    const { config } = applyOverrides(liveConfig(), { comments: '1.0.0+cafef00d' }, false);
    expect(config.remotes.comments).toBe('http://localhost:3003/releases/1.0.0%2Bcafef00d/remoteEntry.js');
  });

  it('in a production build, honours only releases on qaAllowlist', () => {
    const allowlisted = liveConfig({ qaAllowlist: [`feed@${VERSION}`] });
    const honoured = applyOverrides(allowlisted, { feed: VERSION, comments: '1.0.0+cafef00d' }, true);
    expect(honoured.config.remotes.feed).toContain('0.1.0%2B3f2a9c1b');
    expect(honoured.config.remotes.comments).toBe('http://localhost:3003/remoteEntry.js');
    expect(honoured.active.map((o) => [o.folder, o.honoured])).toEqual([
      ['mfe-feed', true],
      ['mfe-comments', false],
    ]);
    const refused = applyOverrides(liveConfig(), { feed: VERSION }, true);
    expect(refused.config.remotes.feed).toBe(liveConfig().remotes.feed);
    expect(refused.active[0]?.honoured).toBe(false);
  });
});

describe('reading remotes.json as hostile', () => {
  it('keeps what is well formed and drops the rest with a warning', () => {
    const config = readRemotesConfig({
      apiUrl: 'javascript:alert(1)',
      facebookAppId: { no: 1 },
      remotes: {
        feed: 'http://localhost:3001/remoteEntry.js',
        comments: 42,
        wizard: 'data:text/javascript,1',
      },
      releases: {
        feed: { version: VERSION, base: 'http://localhost:3001/releases', history: ['0.0.1+11111111', 5] },
        comments: { version: '../x', base: 'http://localhost:3003/releases/' },
        shell: { version: VERSION, base: 'http://localhost:3000/' },
      },
      qaAllowlist: [`feed@${VERSION}`, 3],
    });
    expect(config.apiUrl).toBeUndefined();
    expect(config.facebookAppId).toBeUndefined();
    expect(config.remotes).toEqual({ feed: 'http://localhost:3001/remoteEntry.js' });
    expect(config.releases).toEqual({ feed: { version: VERSION, base: 'http://localhost:3001/releases/' } });
    expect(config.qaAllowlist).toEqual([`feed@${VERSION}`]);
    expect(warn).toHaveBeenCalledWith('[shell] remotes.json: ignored remotes.comments');
    expect(warn).toHaveBeenCalledWith('[shell] remotes.json: ignored releases.comments');
  });

  it.each([null, [], 'text', { remotes: [], releases: 'x', qaAllowlist: {} }])(
    'never throws on %p',
    (raw) => {
      expect(() => readRemotesConfig(raw)).not.toThrow();
      expect(readRemotesConfig(raw).remotes).toEqual({});
    },
  );
});

describe('the banner', () => {
  fakeApiPerTest();
  beforeEach(() => {
    remoteLoaders.clear();
    remoteLoaders.set('feed/Feed', async () => ({ default: () => <p>feed release content</p> }));
    remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  });

  it('is absent while the live releases run', async () => {
    renderApp('/surgeries');
    expect(await screen.findByText('feed release content')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'QA override' })).not.toBeInTheDocument();
  });

  it('names the release under test on every page, and Reset reloads with the live releases', async () => {
    window.history.pushState({}, '', `/surgeries?surgery=2&remote=mfe-feed@${encodeURIComponent(VERSION)}`);
    const { active } = applyOverrides(liveConfig(), readOverrides(), false);
    setActiveOverrides(active);
    renderApp('/surgeries');
    const banner = await screen.findByRole('status', { name: 'QA override' });
    expect(banner).toHaveTextContent(`Testing mfe-feed@${VERSION}`);
    expect(await screen.findByText('feed release content')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
    expect(reloadPage).toHaveBeenCalledWith('http://localhost/surgeries?surgery=2');
    // The reloaded page, at the address Reset gave, runs the live releases.
    window.history.pushState({}, '', '/surgeries?surgery=2');
    expect(readOverrides()).toEqual({});
  });

  it('says when a production build refused the release', async () => {
    const { active } = applyOverrides(liveConfig(), { feed: VERSION }, true);
    setActiveOverrides(active);
    expect(activeOverrides()).toHaveLength(1);
    renderApp('/');
    const banner = await screen.findByRole('status', { name: 'QA override' });
    expect(banner).toHaveTextContent(`Refused mfe-feed@${VERSION}: not on this site’s QA allowlist`);
    expect(banner).not.toHaveTextContent('Testing');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
