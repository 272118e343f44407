import type { AxiosAdapter, AxiosResponse } from 'axios';

/**
 * The photo upload's transport: XMLHttpRequest, reporting how much of the body is sent to the
 * request's `onUploadProgress`. axios's own progress events are left out of the browser build
 * (shared/build/axios-unused-parts.mjs: ~2 KB on every page that calls the API); this is the one
 * request that needs them, and only the media remote carries it. The request still goes through
 * the one HTTP client: its base URL, token, deadline (as a limit on silence) and error handling apply (axios parses the
 * answer's JSON), and a test's or fixture page's adapter still replaces this one.
 */
export const uploadAdapter: AxiosAdapter = (config) =>
  new Promise<AxiosResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'post').toUpperCase(), `${config.baseURL ?? ''}${config.url ?? ''}`);
    xhr.withCredentials = Boolean(config.withCredentials);
    // The client's deadline bounds silence, not the whole upload: 15 MB on a slow line takes
    // minutes while the bar keeps moving. It restarts with each progress report, and once the
    // photo is sent it is the server's time to answer, as for any other request.
    const deadline = config.timeout ?? 0;
    let silence: ReturnType<typeof setTimeout> | undefined;
    const restartDeadline = () => {
      clearTimeout(silence);
      if (deadline > 0) silence = setTimeout(() => xhr.abort(), deadline);
    };
    const form = typeof FormData !== 'undefined' && config.data instanceof FormData;
    for (const [name, value] of Object.entries(config.headers.toJSON(true))) {
      // A form's Content-Type, with its boundary, is the browser's to write.
      if (value == null || (form && name.toLowerCase() === 'content-type')) continue;
      xhr.setRequestHeader(name, String(value));
    }
    const { onUploadProgress } = config;
    xhr.upload.onprogress = (event) => {
      restartDeadline();
      onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
        bytes: event.loaded,
        lengthComputable: event.lengthComputable,
        upload: true,
      });
    };
    xhr.upload.onload = restartDeadline;
    xhr.onloadend = () => clearTimeout(silence);
    xhr.onload = () =>
      resolve({
        data: xhr.responseText,
        status: xhr.status,
        statusText: xhr.statusText,
        headers: {},
        config,
      });
    // No answer at all: the one client makes it its status-0 error, as for any other request.
    const failed = () => reject(new Error('The photo could not be sent'));
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.send(config.data as XMLHttpRequestBodyInit);
    restartDeadline();
  });
