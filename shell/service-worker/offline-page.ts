/**
 * The answer to a page never opened on this device, with no network: a plain page in the
 * address's language, so the member is told rather than shown the browser's dinosaur.
 */
const WORDS = {
  en: {
    lang: 'en',
    title: 'You’re offline — Surgery Journeys',
    text: 'You’re offline, and this page was not saved on this device. Pages you opened before can be read offline; this one opens when you’re back online.',
    link: 'Try again',
  },
  es: {
    lang: 'es',
    title: 'Sin conexión — Surgery Journeys',
    text: 'No tienes conexión y esta página no se guardó en este dispositivo. Las páginas que abriste antes se pueden leer sin conexión; esta se abrirá cuando vuelvas a estar en línea.',
    link: 'Volver a intentar',
  },
};

export function offlinePage(url: URL): Response {
  const words = url.pathname === '/es' || url.pathname.startsWith('/es/') ? WORDS.es : WORDS.en;
  const html = `<!doctype html><html lang="${words.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${words.title}</title></head><body style="font:1rem/1.5 system-ui,sans-serif;margin:2rem auto;max-width:36rem;padding:0 1rem"><p role="status">${words.text}</p><p><a href="${url.pathname}">${words.link}</a></p></body></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
