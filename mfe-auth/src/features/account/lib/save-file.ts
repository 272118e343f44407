/**
 * Saves a blob as a file through a blob: URL and a download link. A download is a navigation,
 * not a script or a fetch, so the strict CSP (web-server/src/content-security-policy.mjs) needs no blob:.
 */
export function saveFile(blob: Blob, fileName: string): void {
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
