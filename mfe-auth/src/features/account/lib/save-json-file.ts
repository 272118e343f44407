/**
 * Saves data as a JSON file through a blob: URL and a download link. A download is a navigation,
 * not a script or a fetch, so the strict CSP (scripts/content-security-policy.mjs) needs no blob:.
 */
export function saveJsonFile(data: unknown, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download, which holds its own reference.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
