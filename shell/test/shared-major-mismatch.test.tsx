/**
 * A remote built against another major of @journeys/shared fails to load (its
 * area shows the fallback) instead of running against this page's copy with a console warning.
 * The federation runtime here is the real one (runtime-core 2.9), fed the share config our build
 * produces (shared/build/shared-deps.mjs); only the remote's chunk loading is simulated.
 */
import { join } from 'node:path';
import { ModuleFederation } from '@module-federation/runtime-core';
import { screen } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { sameMajorRange, sharedDependencies } from '@journeys/shared/build/shared-deps.mjs';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

const SHARE_KEY = '@journeys/shared/api';
type ShareEntry = { singleton: boolean; strictVersion?: boolean; requiredVersion: string; version: string };

const hostShared = sharedDependencies(join(__dirname, '..'), { host: true }) as Record<string, ShareEntry>;
const remoteShared = sharedDependencies(join(__dirname, '..', '..', 'mfe-feed')) as Record<
  string,
  ShareEntry
>;

/** The page's runtime with the shell's copy of @journeys/shared loaded, as after start-up. */
function pageRuntime(): ModuleFederation {
  const own = hostShared[SHARE_KEY] as ShareEntry;
  return new ModuleFederation({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [SHARE_KEY]: { version: own.version, lib: () => ({ from: 'shell' }), shareConfig: own } },
  });
}

/** What the feed's container does when its module needs @journeys/shared (webpack-bundler-runtime consumes). */
function consumeAsRemoteBuiltAgainst(runtime: ModuleFederation, version: string, strict?: boolean) {
  const entry = {
    ...(remoteShared[SHARE_KEY] as ShareEntry),
    version,
    requiredVersion: sameMajorRange(version),
  };
  const strictVersion = strict ?? entry.strictVersion ?? false;
  runtime.initOptions({
    name: 'shell',
    remotes: [],
    shared: {
      [SHARE_KEY]: { version, get: async () => () => ({ from: 'feed' }), shareConfig: entry },
    },
  });
  return runtime.loadShare(SHARE_KEY, {
    customShareInfo: { version, from: 'feed', shareConfig: { ...entry, strictVersion } },
  });
}

const SHELL_VERSION = (hostShared[SHARE_KEY] as ShareEntry).version;
/** A release of the next major: what a remote built after a breaking change of shared declares. */
const NEXT_MAJOR = `${Number(SHELL_VERSION.split('.')[0]) + 1}.0.0`;
/** A later minor of the shell's own major. */
const SAME_MAJOR_LATER = `${SHELL_VERSION.split('.')[0]}.4.0`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the federation share config of @journeys/shared', () => {
  it('requires the same major, strictly, in the shell and in every remote', () => {
    const major = sameMajorRange((hostShared[SHARE_KEY] as ShareEntry).version);
    for (const config of [hostShared, remoteShared]) {
      const entries = Object.entries(config).filter(([key]) => key.startsWith('@journeys/shared/'));
      expect(entries.length).toBeGreaterThan(3);
      for (const [, entry] of entries)
        expect(entry).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: major });
    }
    expect(sameMajorRange('0.1.0')).toBe('0.x');
    expect(sameMajorRange('2.3.1')).toBe('2.x');
  });

  it('makes the runtime throw for another major, where it used to warn and go on', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(consumeAsRemoteBuiltAgainst(pageRuntime(), NEXT_MAJOR)).rejects.toThrow(
      new RegExp(
        `Version ${escaped(SHELL_VERSION)} from shell of shared singleton module @journeys/shared/api ` +
          `does not satisfy the requirement of feed which needs ${escaped(sameMajorRange(NEXT_MAJOR))}`,
      ),
    );
    // Without strictVersion the same remote ran on the shell's copy, with only a console warning.
    const lenient = await consumeAsRemoteBuiltAgainst(pageRuntime(), NEXT_MAJOR, false);
    expect(typeof lenient === 'function' && lenient()).toEqual({ from: 'shell' });
    // A newer minor of the same major shares the page's copy.
    const sameMajor = await consumeAsRemoteBuiltAgainst(pageRuntime(), SAME_MAJOR_LATER);
    expect(typeof sameMajor === 'function' && sameMajor()).toEqual({ from: 'shell' });
  });

  describe('in the page', () => {
    const api = fakeApiPerTest();
    beforeEach(() => {
      remoteLoaders.clear();
      remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
    });

    it('shows that remote’s fallback with Retry and reports it; the rest of the page works', async () => {
      // The feed's module needs @journeys/shared while it loads, as its chunks do.
      remoteLoaders.set('feed/Feed', async () => {
        await consumeAsRemoteBuiltAgainst(pageRuntime(), NEXT_MAJOR);
        return { default: () => <p>feed built against the next major</p> };
      });
      renderApp('/surgeries');
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert).toHaveTextContent('The feed is unavailable right now.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '+ Surgery' })).toBeInTheDocument();
      expect(screen.queryByText('feed built against the next major')).not.toBeInTheDocument();
      expect(api.requests).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/client-events/remote-failure',
          body: { remote: 'feed', phase: 'load' },
        }),
      );
    }, 30_000);
  });
});
