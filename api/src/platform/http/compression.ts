/**
 * Compressed JSON answers: a feed page is ~12 KB of JSON and ~3 KB compressed, which on a phone's
 * connection is the difference the first cards wait for. Brotli at a middling quality compresses
 * about as fast as gzip; the hijacked notification stream is never buffered by this hook.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
