import type { InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { uploadAdapter } from '../upload-adapter';

/**
 * A stand-in XMLHttpRequest driven by the test: the real one in jsdom neither times out on its
 * own clock nor reports upload progress. It honours `timeout` as browsers do: the whole request,
 * from send to answer, must fit in it.
 */
class ScriptedXhr {
  static last: ScriptedXhr;
  timeout = 0;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: ProgressEvent) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  private timer?: ReturnType<typeof setTimeout>;
  private done = false;

  constructor() {
    ScriptedXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {
    if (this.timeout > 0) this.timer = setTimeout(() => this.finish(() => this.ontimeout?.()), this.timeout);
  }
  abort() {
    this.finish(() => this.onabort?.());
  }
  /** `loaded` of 1000 bytes sent. */
  progress(loaded: number) {
    this.upload.onprogress?.({ loaded, total: 1000, lengthComputable: true } as ProgressEvent);
    if (loaded === 1000) this.upload.onload?.();
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.finish(() => this.onload?.());
  }
  private finish(event: () => void) {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.timer);
    event();
    this.onloadend?.();
  }
}

const config = (): InternalAxiosRequestConfig => ({
  method: 'post',
  baseURL: 'http://api.test',
  url: '/photos',
  timeout: 15_000,
  headers: new AxiosHeaders(),
  data: 'body',
});

beforeEach(() => {
  jest.useFakeTimers();
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = ScriptedXhr;
});
afterEach(() => jest.useRealTimers());

it('lets a slow upload that keeps moving take longer than the deadline', async () => {
  const answer = uploadAdapter(config());
  // 15 MB on a slow line: a minute of sending, progress every 5 s.
  for (let sent = 100; sent <= 1000; sent += 100) {
    jest.advanceTimersByTime(5_000);
    ScriptedXhr.last.progress(sent);
  }
  jest.advanceTimersByTime(2_000);
  ScriptedXhr.last.answer(201, '{"id":7}');
  await expect(answer).resolves.toMatchObject({ status: 201, data: '{"id":7}' });
});

it('gives up on an upload that stops moving for the deadline', async () => {
  const answer = uploadAdapter(config());
  jest.advanceTimersByTime(5_000);
  ScriptedXhr.last.progress(300);
  jest.advanceTimersByTime(15_000);
  await expect(answer).rejects.toThrow('The photo could not be sent');
});

it('gives the server the deadline to answer once the photo is sent', async () => {
  const answer = uploadAdapter(config());
  ScriptedXhr.last.progress(1000);
  jest.advanceTimersByTime(15_000);
  await expect(answer).rejects.toThrow('The photo could not be sent');
});
