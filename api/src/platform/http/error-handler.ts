/**
 * One place that turns every failure into an ApiErrorBody. Bad input is always a 4xx with a
 * message a person can act on; a lost database is a fast 503; only real bugs are 500s.
 */
import {
  COST_MESSAGES,
  ERROR_MESSAGES,
  ERROR_STATUS,
  HELP_MESSAGES,
  WORTH_IT_MESSAGE,
  isErrorCode,
  type ApiErrorBody,
  type ErrorCode,
} from '@journeys/shared/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, usernameTaken, type LocalizedMessage } from '../errors';
import { hasMessage, requestLanguage, t, varyOnLanguage, type Language, type MessageKey } from '../i18n';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Content',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** `statusCode` defaults to the code's own; only Fastify's stray 4xx pass another. */
export function errorBody(
  code: ErrorCode,
  message: string,
  fieldErrors?: Record<string, string>,
  statusCode: number = ERROR_STATUS[code],
): ApiErrorBody {
  const body: ApiErrorBody = { statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', code, message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) body.fieldErrors = fieldErrors;
  return body;
}

function send(reply: FastifyReply, body: ApiErrorBody): FastifyReply {
  return reply.code(body.statusCode).send(body);
}

/** What a Fastify validation error item carries from zod (fastify-type-provider-zod). */
interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Rules whose one message the form shows beside the field, whatever went wrong (an amount of
 * -1, 12.5 or text): said by that message, not by the zod code, in every language.
 */
const RULE_MESSAGES = new Map<string, MessageKey>([
  [COST_MESSAGES.amount, 'val.costAmount'],
  [COST_MESSAGES.payment, 'val.costPayment'],
  [WORTH_IT_MESSAGE, 'val.worthIt'],
  [HELP_MESSAGES.endBeforeStart, 'val.helpEndBeforeStart'],
  [HELP_MESSAGES.tooManyRepeats, 'val.helpTooManyRepeats'],
  [HELP_MESSAGES.notesTooLong, 'val.helpNotesTooLong'],
  [HELP_MESSAGES.placeTooLong, 'val.helpPlaceTooLong'],
]);

/** A zod issue said in `language` by its code (the schema's English wording is its own). */
function issueMessage(language: Language, issue: ValidationIssue): string {
  const rule = issue.message === undefined ? undefined : RULE_MESSAGES.get(issue.message);
  if (rule) return t(language, rule);
  const params = issue.params ?? {};
  const origin = String(params.origin ?? '');
  const sized = origin === 'string' ? 'text' : origin === 'array' || origin === 'set' ? 'list' : 'number';
  const inclusive = params.inclusive !== false;
  switch (issue.keyword) {
    case 'invalid_type':
      return t(language, 'val.type', { expected: String(params.expected ?? '') });
    case 'too_small': {
      const minimum = Number(params.minimum);
      if (sized === 'text')
        return minimum <= 1 ? t(language, 'val.required') : t(language, 'val.tooShort', { minimum });
      if (sized === 'list') return t(language, 'val.tooFew', { minimum });
      return t(language, inclusive ? 'val.min' : 'val.above', { minimum });
    }
    case 'too_big': {
      const maximum = Number(params.maximum);
      if (sized === 'text') return t(language, 'val.tooLong', { maximum });
      if (sized === 'list') return t(language, 'val.tooMany', { maximum });
      return t(language, inclusive ? 'val.max' : 'val.below', { maximum });
    }
    case 'invalid_format':
      return t(language, params.format === 'email' ? 'val.email' : 'val.format');
    case 'invalid_value':
      return t(language, 'val.option');
    case 'unrecognized_keys':
      return t(language, 'val.unknownField', {
        keys: Array.isArray(params.keys) ? params.keys.map(String).join(', ') : '',
      });
    default:
      return t(language, 'val.invalid');
  }
}

/**
 * The body in the request's language (docs/architecture.md §11): English keeps the message the
 * error was raised with; another language says it through the catalog, by the error's own
 * message key or its code's (`err.<CODE>`), and so does every field error. The code never changes.
 */
function localized(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ApiErrorBody,
  message?: LocalizedMessage,
): ApiErrorBody {
  varyOnLanguage(reply);
  const language = requestLanguage(request);
  if (language === 'en') return body;
  const codeKey = `err.${body.code}`;
  const key = message?.key ?? (hasMessage(codeKey) ? codeKey : null);
  if (key === null) return body;
  const values = typeof message?.values === 'function' ? message.values(language) : message?.values;
  const text = t(language, key, values);
  const fieldErrors = body.fieldErrors
    ? Object.fromEntries(Object.keys(body.fieldErrors).map((field) => [field, text]))
    : undefined;
  return { ...body, message: text, ...(fieldErrors ? { fieldErrors } : {}) };
}

/** A schema refusal: English keeps each rule's own words, another language says each by its zod code. */
function validationBody(
  request: FastifyRequest,
  reply: FastifyReply,
  issues: ValidationIssue[],
): ApiErrorBody {
  varyOnLanguage(reply);
  const language = requestLanguage(request);
  const say = (issue: ValidationIssue) =>
    language === 'en' ? (issue.message ?? 'Invalid value') : issueMessage(language, issue);
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) fieldErrors[fieldKey(issue.instancePath)] ??= say(issue);
  const first = issues[0];
  const message =
    language === 'en'
      ? (first?.message ?? 'Invalid request')
      : first
        ? say(first)
        : t(language, 'err.VALIDATION_FAILED');
  return errorBody('VALIDATION_FAILED', message, fieldErrors);
}

/** Node socket errors and Postgres SQLSTATEs that mean "the database cannot answer right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // statement_timeout or lock_timeout: a busy database (a lock held elsewhere), worth a retry.
  '57014',
  '55P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  if (typeof message === 'string') {
    return /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error|Client has encountered a connection error|PGlite is closed|driver has already been destroyed|Cannot use a pool after calling end on the pool/i.test(
      message,
    );
  }
  return false;
}

/** A 4xx Fastify raised itself (not one of ours): the code its status usually means. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

interface PgError {
  code: string;
  constraint?: string;
}

function pgErrorOf(err: unknown): PgError | null {
  if (!err || typeof err !== 'object') return null;
  const { code, constraint } = err as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
}

/** 'body/procedures/0/side' → 'procedures.0.side': the key the forms' fieldErrors use. */
function fieldKey(instancePath: string): string {
  return instancePath.replace(/^\/+/, '').split('/').filter(Boolean).join('.') || '_';
}

/**
 * Fastify's own refusals before routing (a malformed URL such as `/states%zz`), which skip the
 * error handler; without this they would answer Fastify's FST_ERR_* codes.
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof err.statusCode === 'number' && err.statusCode < 500 ? err.statusCode : 400;
  void send(
    reply,
    localized(request, reply, errorBody(codeForStatus(status), err.message, undefined, status)),
  );
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const send = (body: ApiErrorBody, message?: LocalizedMessage) =>
      reply.code(body.statusCode).send(localized(request, reply, body, message));
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(validationBody(request, reply, err.validation as ValidationIssue[]));
    }
    if (err instanceof AppError)
      return send(errorBody(err.code, err.message, err.fieldErrors), err.localized);
    // The rate-limit plugin throws the body its errorResponseBuilder made (security.ts).
    if (isErrorCode(err.code) && typeof err.statusCode === 'number') {
      const wait = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      return send(
        errorBody(err.code, err.message, undefined, err.statusCode),
        typeof wait === 'number' ? { key: 'err.rateLimitedSeconds', values: { seconds: wait } } : undefined,
      );
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(errorBody('MALFORMED_JSON', 'Malformed JSON body'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(errorBody('UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type: send application/json'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(errorBody('PAYLOAD_TOO_LARGE', 'Request body is too large'));
    }
    if (err instanceof SyntaxError && err.statusCode === 400) {
      return send(errorBody('MALFORMED_JSON', 'Malformed JSON body'));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return send(errorBody('SERVICE_UNAVAILABLE', 'Service temporarily unavailable'));
    }
    const pgError = pgErrorOf(err);
    if (pgError) {
      if (pgError.code === '23505') {
        if (pgError.constraint === 'users_username_lower_idx') {
          const taken = usernameTaken();
          return send(errorBody(taken.code, taken.message, taken.fieldErrors));
        }
        if (pgError.constraint === 'users_email_idx')
          return send(errorBody('EMAIL_IN_USE', ERROR_MESSAGES.EMAIL_IN_USE));
        if (pgError.constraint === 'users_facebook_idx') {
          return send(errorBody('FACEBOOK_ACCOUNT_IN_USE', 'This Facebook account already has a profile'));
        }
        return send(errorBody('ALREADY_EXISTS', 'That already exists'));
      }
      if (pgError.code === '23503')
        return send(errorBody('INVALID_VALUE', 'A referenced record does not exist'));
      // Class 22 (data exception) and 23 (other integrity): input the schema let through.
      if (pgError.code.startsWith('22') || pgError.code.startsWith('23')) {
        return send(errorBody('INVALID_VALUE', 'Invalid value'));
      }
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return send(errorBody(codeForStatus(status), err.message, undefined, status));
    }
    request.log.error({ err }, 'unhandled error');
    return send(errorBody('INTERNAL_ERROR', 'Something went wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    send(
      reply,
      localized(request, reply, errorBody('ROUTE_NOT_FOUND', `Route ${request.method} ${path} not found`), {
        key: 'err.ROUTE_NOT_FOUND',
        values: { method: request.method, path },
      }),
    );
  });
}
