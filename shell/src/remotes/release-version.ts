/** A release version as `npm run release` writes it ('0.1.0+3f2a9c1b'); also what `?remote=` accepts. */
const RELEASE_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const MAX_VERSION_LENGTH = 64;

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_VERSION_LENGTH && RELEASE_VERSION.test(value);
}
