// The nginx configuration of the production-style topology (docs/operations.md): one origin for
// the shell, the remotes and the API. Generated at every start, so ports, paths and the instance
// list come from the same code that starts the processes (topology.mjs), never from a copy.
import { NEVER_CACHED } from '../static-server.mjs';

/** A regular expression matching a path that ends in one of `files`. */
const endsWithOneOf = (files) => `~/(${files.map((f) => f.replace(/\./g, '\\.')).join('|')})$`;

/** Text types nginx compresses (text/html always is). The SSE stream is never compressed. */
const COMPRESSED_TYPES = [
  'application/javascript',
  'text/javascript',
  'text/css',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/plain',
];

/** The types the shell and the remotes ship; nginx's own mime.types is not needed. */
const MIME_TYPES = {
  'text/html': ['html'],
  'application/javascript': ['js', 'mjs'],
  'text/css': ['css'],
  'application/json': ['json', 'map'],
  'application/manifest+json': ['webmanifest'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'text/plain': ['txt'],
};

/**
 * An instance that failed 3 times is left out this long. A rolling restart waits as long after an
 * instance is back before stopping the next, so nginx never has every instance left out at once.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 3;

/**
 * POST /photos takes one photo of up to PHOTO_MAX_BYTES (15 MB, shared/src/domain/photo-rules.ts)
 * in a multipart body: the file plus a few hundred bytes of parts. Every other call stays at 1 MB.
 */
export const PHOTO_UPLOAD_MAX_BODY = '16m';

const quote = (value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`;

/**
 * Headers every proxied request carries. X-Forwarded-For is *set* to the peer, never appended to
 * what the client sent: with TRUST_PROXY=loopback the API takes the client address from it, so a
 * client must not be able to choose its own rate-limit key.
 */
function proxyHeaders({ acceptEncoding } = {}) {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $host;',
    'proxy_set_header X-Request-Id $journeys_request_id;',
    // The HTML server would gzip on its own; asking it for plain text lets nginx choose brotli.
    ...(acceptEncoding === false ? ['proxy_set_header Accept-Encoding "";'] : []),
  ];
}

/** What static-server.mjs sends with every file, so both ways of serving agree. */
const STATIC_HEADERS = [
  'add_header Access-Control-Allow-Origin "*" always;',
  'add_header X-Content-Type-Options nosniff always;',
  'add_header Referrer-Policy strict-origin-when-cross-origin always;',
];

function compression(brotli) {
  const types = COMPRESSED_TYPES.join(' ');
  return [
    'gzip on;',
    'gzip_vary on;',
    'gzip_proxied any;',
    'gzip_comp_level 5;',
    'gzip_min_length 256;',
    `gzip_types ${types};`,
    ...(brotli
      ? ['brotli on;', 'brotli_comp_level 5;', 'brotli_min_length 256;', `brotli_types ${types};`]
      : []),
  ];
}

/**
 * @param {{
 *   prefix: string,
 *   listen: string[],
 *   apiServers: string[],
 *   webPort: number | null,
 *   shellDist: string,
 *   remotes: { folder: string, dist: string, releases: string }[],
 *   brotliModule?: string | null,
 *   user?: string | null,
 *   debugUpstreamHeader?: boolean,
 * }} options
 *   prefix: directory for the pid file, logs and temporary files (nothing outside it is written);
 *   listen: nginx `listen` addresses, e.g. ['127.0.0.1:8080'];
 *   apiServers: the API instances as host:port ('127.0.0.1:4101', or 'api:4000' in containers), in
 *     upstream order;
 *   webPort: the shell's HTML server (static-server.mjs), null when the front end is not built;
 *   remotes: each remote's folder, its dist and its releases (RELEASES_DIR/<folder>);
 *   brotliModule: the dynamic module's .so, loaded when given;
 *   user: worker user when nginx starts as root (so workers can read the checkout);
 *   debugUpstreamHeader: answers carry X-Upstream (the instance that served them), for the bench
 * @returns {string} nginx.conf
 */
export function nginxConf({
  prefix,
  listen,
  apiServers,
  webPort,
  shellDist,
  remotes,
  brotliModule = null,
  user = null,
  debugUpstreamHeader = false,
}) {
  if (apiServers.length === 0) throw new Error('nginxConf: at least one API instance is needed');
  const apiErrorPages = ['      error_page 502 = @api_502;', '      error_page 504 = @api_504;'];
  const debug = debugUpstreamHeader ? ['add_header X-Upstream $upstream_addr always;'] : [];
  /** A location body whose requests nginx may resend to another instance even after one got them. */
  const resentEvenIfPosted = (proxyPass) => [
    ...apiErrorPages,
    ...proxyHeaders().map((l) => `      ${l}`),
    `      ${proxyPass}`,
    '      proxy_next_upstream error timeout http_502 http_503 non_idempotent;',
    '      proxy_read_timeout 60s;',
    ...debug.map((l) => `      ${l}`),
  ];
  const staticFiles = (cacheVariable) => [
    `add_header Cache-Control $${cacheVariable};`,
    ...STATIC_HEADERS,
    'error_page 403 404 = @missing;',
  ];
  const pageServer = (extra = []) =>
    webPort === null
      ? ['return 503;']
      : [
          ...proxyHeaders({ acceptEncoding: false }),
          // nginx compresses and adds its own Vary.
          'proxy_hide_header Vary;',
          'proxy_pass http://shell_html;',
          ...extra,
        ];

  const lines = [
    '# Generated by web-server/src/prod/nginx-conf.mjs at every `npm run start:prod`: edits are overwritten.',
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    ...(user ? [`user ${user};`] : []),
    'worker_processes auto;',
    `pid ${prefix}/nginx.pid;`,
    `lock_file ${prefix}/nginx.lock;`,
    'error_log stderr warn;',
    // After a reload, old workers still holding live streams close them after this long; the
    // browsers reconnect with Last-Event-ID and miss nothing.
    'worker_shutdown_timeout 30s;',
    'events { worker_connections 4096; }',
    'http {',
    '  types {',
    ...Object.entries(MIME_TYPES).map(([type, exts]) => `    ${type} ${exts.join(' ')};`),
    '  }',
    '  default_type application/octet-stream;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript application/json image/svg+xml text/plain;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  server_tokens off;',
    '  log_not_found off;',
    '  client_max_body_size 1m;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${prefix}/tmp/${kind};`,
    ),
    '  log_format journeys \'$remote_addr [$time_iso8601] "$request" $status $body_bytes_sent \'',
    "    '$request_time upstream=$upstream_addr/$upstream_status/$upstream_response_time id=$journeys_request_id';",
    `  access_log ${prefix}/logs/access.log journeys buffer=64k flush=5s;`,
    ...compression(Boolean(brotliModule)).map((l) => `  ${l}`),
    // The API echoes the id and logs it on every line of the request.
    '  map $http_x_request_id $journeys_request_id {',
    '    default $http_x_request_id;',
    '    "" $request_id;',
    '  }',
    // static-server.mjs's cache rules: hashed files for a year, entry files always revalidated,
    // the unhashed logo for an hour; a release directory never changes, so all of it is immutable
    // except its entry files.
    '  map $uri $journeys_dist_cache {',
    '    default "";',
    `    ${quote(endsWithOneOf(NEVER_CACHED))} "no-cache";`,
    '    "~/logo\\.svg$" "public, max-age=3600";',
    '    "~\\.(js|css|svg|png|map)$" "public, max-age=31536000, immutable";',
    '  }',
    '  map $uri $journeys_release_cache {',
    '    default "public, max-age=31536000, immutable";',
    `    ${quote(endsWithOneOf([...NEVER_CACHED, 'release.json']))} "no-cache";`,
    '  }',
    '  upstream api {',
    // A failed instance is skipped for a few seconds; requests that never reached it are retried.
    ...apiServers.map(
      (server) => `    server ${server} max_fails=3 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s;`,
    ),
    '    keepalive 64;',
    // Below the API's 5 s keep-alive, so nginx never reuses a connection the API is closing.
    '    keepalive_timeout 4s;',
    '  }',
    ...(webPort === null
      ? []
      : [
          '  upstream shell_html {',
          `    server 127.0.0.1:${webPort};`,
          '    keepalive 8;',
          '    keepalive_timeout 4s;',
          '  }',
        ]),
    '  server {',
    ...listen.map((address) => `    listen ${address};`),
    '    server_name _;',
    '    proxy_connect_timeout 2s;',
    // Connection errors and 502/503 go to the next instance. A POST that reached an instance is
    // not resent (it may have been written), unless it carries an Idempotency-Key (below).
    '    proxy_next_upstream error timeout http_502 http_503;',
    `    proxy_next_upstream_tries ${Math.max(2, apiServers.length)};`,
    '    proxy_next_upstream_timeout 10s;',
    '    error_page 404 = @missing;',
    // The live notification stream: unbuffered, uncompressed, held open (the API sends a
    // heartbeat). `=`: the ticket route /api/notifications/stream-ticket is an ordinary call.
    '    location = /api/notifications/stream {',
    ...proxyHeaders().map((l) => `      ${l}`),
    '      proxy_pass http://api/notifications/stream;',
    '      proxy_buffering off;',
    '      proxy_cache off;',
    '      proxy_read_timeout 1h;',
    ...apiErrorPages,
    '      gzip off;',
    ...(brotliModule ? ['      brotli off;'] : []),
    ...debug.map((l) => `      ${l}`),
    '    }',
    // Each instance's metrics are scraped from the instance itself: through the balancer a
    // scrape would reach a different instance every time.
    '    location = /api/metrics {',
    '      return 404;',
    '    }',
    // A stream ticket is a short-lived random credential: two made for one reconnect cost
    // nothing, so its POST is resent like an idempotent one — a bell reconnecting right after its
    // instance died must not meet that instance's dead keep-alive connection.
    '    location = /api/notifications/stream-ticket {',
    ...resentEvenIfPosted('proxy_pass http://api/notifications/stream-ticket;'),
    '    }',
    // Photo uploads (docs/operations.md §17): the one body over 1 MB, passed on as it arrives
    // rather than first written to nginx's disk; the API streams it to its own temporary file
    // and answers 413 with the size message past 15 MB.
    '    location = /api/photos {',
    `      client_max_body_size ${PHOTO_UPLOAD_MAX_BODY};`,
    '      proxy_request_buffering off;',
    ...apiErrorPages,
    ...proxyHeaders().map((l) => `      ${l}`),
    '      proxy_pass http://api/photos;',
    '      proxy_read_timeout 60s;',
    ...debug.map((l) => `      ${l}`),
    '    }',
    // A photo's files (/photos/<id>/<width>.<ext> on the API). Always asked of the API, never read
    // from the storage here nor cached by nginx: the API checks a members-only file's signature
    // and expiry, and a deleted or hidden photo must be 404 at once. Its answer passes untouched:
    // Cache-Control (a year, immutable, for an 'everyone' photo; private until the signature
    // expires otherwise), the image type, X-Content-Type-Options, the length. Images are
    // compressed already, so nginx does not try.
    '    location ^~ /api/photos/ {',
    ...apiErrorPages,
    ...proxyHeaders().map((l) => `      ${l}`),
    '      proxy_pass http://api/photos/;',
    '      proxy_read_timeout 60s;',
    '      proxy_cache off;',
    '      gzip off;',
    ...(brotliModule ? ['      brotli off;'] : []),
    ...debug.map((l) => `      ${l}`),
    '    }',
    // The API under /api/, the prefix stripped (trailing slash of proxy_pass).
    '    location ^~ /api/ {',
    '      error_page 418 = @api_idempotent;',
    ...apiErrorPages,
    '      if ($http_idempotency_key) {',
    '        return 418;',
    '      }',
    ...proxyHeaders().map((l) => `      ${l}`),
    '      proxy_pass http://api/;',
    '      proxy_read_timeout 60s;',
    ...debug.map((l) => `      ${l}`),
    '    }',
    // A create sent with an Idempotency-Key (the shell sends one with every create) is answered
    // once however often it arrives: the API stores the key with the write. So nginx may resend
    // it to another instance when the first one failed or died with it, which a POST without a
    // key never is.
    '    location @api_idempotent {',
    '      rewrite ^/api(/.*)$ $1 break;',
    ...resentEvenIfPosted('proxy_pass http://api;'),
    '    }',
    ...remotes.flatMap(({ folder, dist, releases }) => [
      `    location ^~ /remotes/${folder}/releases/ {`,
      `      alias ${releases}/;`,
      ...staticFiles('journeys_release_cache').map((l) => `      ${l}`),
      '    }',
      `    location ^~ /remotes/${folder}/ {`,
      `      alias ${dist}/;`,
      ...staticFiles('journeys_dist_cache').map((l) => `      ${l}`),
      '    }',
    ]),
    // The shell's HTML server sets the CSP, adds the page's resource hints and inlines the
    // live remotes.json; everything with an extension is a file of the shell's dist.
    '    location = /remotes.json {',
    ...pageServer().map((l) => `      ${l}`),
    '    }',
    '    location = /index.html {',
    ...pageServer().map((l) => `      ${l}`),
    '    }',
    // robots.txt and the sitemap are written by the HTML server (the sitemap from the API).
    ...['= /robots.txt', '= /sitemap.xml', '^~ /sitemaps/'].flatMap((match) => [
      `    location ${match} {`,
      ...pageServer().map((l) => `      ${l}`),
      '    }',
    ]),
    '    location / {',
    `      root ${shellDist};`,
    '      location ~ "\\.[^/]*$" {',
    ...staticFiles('journeys_dist_cache').map((l) => `        ${l}`),
    '      }',
    ...pageServer().map((l) => `      ${l}`),
    '    }',
    // When no instance could answer, the API's clients still get the API's error shape.
    ...[502, 504].flatMap((code) => [
      `    location @api_${code} {`,
      '      default_type application/json;',
      '      add_header Cache-Control no-store always;',
      `      return ${code} '${JSON.stringify({ statusCode: code, error: code === 502 ? 'Bad Gateway' : 'Gateway Timeout', code: 'SERVICE_UNAVAILABLE', message: 'Service temporarily unavailable' })}';`,
      '    }',
    ]),
    // A missing file is a 404 nothing caches: a chunk may be uploaded a moment later.
    '    location @missing {',
    '      types { }',
    '      default_type text/plain;',
    '      add_header Cache-Control no-store always;',
    '      return 404 "Not Found\\n";',
    '    }',
    '  }',
    '}',
    '',
  ];
  return lines.join('\n');
}
