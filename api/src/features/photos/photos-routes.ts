/**
 * POST /photos (one file, multipart), the photo files, and GET /updates/{id}/photos
 * (docs/product.md §7).
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import {
  idParam,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  updatePhotosSchema,
  uploadedPhotoSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberId, requireMember, requestViewer, requireNotSuspended } from '../auth';
import { AppError, notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { photoFilePath } from './photo-urls';
import { photoFileOf, photosOfUpdateFor, storePendingPhoto } from './photos';
import { processPhoto } from './process-photo';

const FILE_NAME = /^(\d{1,4})\.(webp|jpg)$/;
const CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
const A_YEAR = 365 * 24 * 3600;

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge, undefined, { key: 'err.photoTooLarge' });

export async function photoRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { rateLimits } = app.ctx.config;
  const { storage, signer } = app.ctx.photos;
  // Only this plugin's routes read multipart bodies, and only one file of at most 15 MB.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  r.post(
    '/photos',
    {
      onRequest: [requireMember(app), requireNotSuspended(app)],
      config: { rateLimit: { max: rateLimits.photo, timeWindow: rateLimits.windowMs } },
      schema: {
        tags: ['photos'],
        summary: 'Upload one photo (multipart/form-data, field `file`): a pending photo for an update',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: uploadedPhotoSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const photo = await withUploadedFile(request, async (file) =>
        storePendingPhoto(app.ctx.db, storage, userId, await processPhoto(file)),
      );
      return reply.code(201).send(photo);
    },
  );

  r.get(
    '/updates/:id/photos',
    {
      schema: {
        tags: ['photos'],
        summary: "An update's photos the reader may see: members get members-only photos at signed URLs",
        params: idParam,
        response: { 200: updatePhotosSchema, ...errorResponses },
      },
    },
    async (request) =>
      photosOfUpdateFor(app.ctx.db, request.params.id, await requestViewer(app, request), signer),
  );

  r.get(
    '/photos/:id/:file',
    {
      schema: {
        tags: ['photos'],
        summary: "A photo's file: public for 'everyone' photos, a signed URL for members-only ones",
        params: idParam.extend({ file: z.string().regex(FILE_NAME, 'Not a photo file') }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          signature: z.string().max(100).optional(),
        }),
        response: {
          200: {
            description: 'The image, as the file name says',
            content: {
              'image/webp': { schema: z.string().describe('A WebP image') },
              'image/jpeg': { schema: z.string().describe('A JPEG image') },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const photo = await photoFileOf(app.ctx.db, id);
      if (!photo) throw notFound('Photo');
      const signed = request.query.signature !== undefined;
      if (!photo.public || signed) {
        const check = signer.verify(photoFilePath(id, file), request.query.expires, request.query.signature);
        if (check !== 'ok')
          throw new AppError('FORBIDDEN', 'This photo link is not valid or has expired.', undefined, {
            key: 'err.photoLink',
          });
      }
      const stored = await storage.get(`${photo.storageKey}/${file}`);
      if (!stored) throw notFound('Photo');
      // The 200 schema documents the image types for OpenAPI; what is sent is the file's stream,
      // which the typed reply (built from that schema's `z.string()`) cannot express.
      const body = stored.body as unknown as string;
      const ext = (FILE_NAME.exec(file)?.[2] ?? 'jpg') as keyof typeof CONTENT_TYPES;
      return reply
        .header('content-type', CONTENT_TYPES[ext])
        .header('content-length', stored.length)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          photo.public && !signed
            ? `public, max-age=${A_YEAR}, immutable`
            : `private, max-age=${Math.max(0, Number(request.query.expires) - Math.floor(Date.now() / 1000))}`,
        )
        .send(body);
    },
  );
}

/**
 * Streams the request's one multipart file to a temporary folder and hands its path to `use`;
 * the folder is removed afterwards, whatever happened.
 */
async function withUploadedFile<T>(request: FastifyRequest, use: (file: string) => Promise<T>): Promise<T> {
  if (!request.isMultipart()) {
    throw notMultipart();
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'journeys-photo-'));
  try {
    const part = await request.file({ throwFileSizeLimit: true }).catch((err: unknown) => {
      throw fileError(err);
    });
    if (!part)
      throw new AppError(
        'VALIDATION_FAILED',
        'Choose a photo to upload.',
        { file: 'Choose a photo to upload.' },
        { key: 'err.photoChoose' },
      );
    const file = path.join(dir, 'upload');
    await pipeline(part.file, fs.createWriteStream(file, { flags: 'wx' })).catch((err: unknown) => {
      throw fileError(err);
    });
    if (part.file.truncated) throw tooLarge();
    return await use(file);
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

const notMultipart = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data.', undefined, {
    key: 'err.photoMultipart',
  });

/** What the multipart reader throws: a file over the limit is the size message, anything else 400. */
function fileError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return notMultipart();
  }
  if (typeof code === 'string' && code.startsWith('FST_')) {
    return new AppError('BAD_REQUEST', 'Send one photo in the field "file".');
  }
  return err;
}
