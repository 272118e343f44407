// Which versions of the shared libraries a remote accepts, and which the live shell provides: the
// two sides the promote gate compares (docs/releasing.md §3).

/** 'react/jsx-runtime' → 'react', '@journeys/shared/session' → '@journeys/shared'. */
export const packageOf = (key) => {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * A release's declared ranges per package: the `requiredVersion` of every shared module in its
 * mf-manifest.json, plus react-router from its package.json (it reaches modules through the
 * shared @journeys/shared/router, so the shell's copy is the one that runs).
 * @returns {Record<string, string>}
 */
export function sharedRanges(manifest, pkg) {
  const ranges = {};
  for (const shared of manifest.shared ?? []) {
    if (shared.requiredVersion) ranges[packageOf(shared.name)] = shared.requiredVersion;
  }
  const router = pkg?.dependencies?.['react-router'];
  if (router) ranges['react-router'] = router;
  return Object.fromEntries(Object.entries(ranges).sort(([a], [b]) => a.localeCompare(b)));
}

/** What a shell's mf-manifest.json says it provides: package → version. */
export function providedVersions(manifest) {
  const provided = {};
  for (const shared of manifest.shared ?? []) {
    if (shared.version) provided[packageOf(shared.name)] = shared.version;
  }
  return provided;
}
