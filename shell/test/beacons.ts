/** What the page handed to `navigator.sendBeacon`, captured in jsdom for the reporter's tests. */
export interface Beacon {
  url: string;
  blob: Blob;
}

/** Replaces `navigator.sendBeacon` with one that keeps each beacon in the array returned. */
export function captureBeacons(): Beacon[] {
  const beacons: Beacon[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, blob: Blob) => beacons.push({ url, blob }) > 0,
  });
  return beacons;
}

/** A beacon's body as text (jsdom's FileReader answers on a timer: not under fake timers). */
export function readBeacon(blob: Blob): Promise<string> {
  return new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}
