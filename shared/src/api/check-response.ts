/**
 * Development and tests only: every call site guards it with
 * `process.env.NODE_ENV === 'production' ? data : checked(...)`, which the build folds, so
 * neither this module nor the schemas it is given reach a production bundle.
 */
import { z } from 'zod';

/** The API answered a body its shared schema (@journeys/shared/domain, wire) does not describe. */
export class ResponseShapeError extends Error {
  constructor(
    readonly request: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `${request} answered a body that does not match its schema in @journeys/shared/domain (wire):\n${z.prettifyError(new z.ZodError(issues))}`,
    );
    this.name = 'ResponseShapeError';
  }
}

/** `data` unchanged when `schema` describes it; a ResponseShapeError naming the request if not. */
export function checked<S extends z.ZodType>(schema: S, data: unknown, request: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return data as z.output<S>;
  const error = new ResponseShapeError(request, result.error.issues);
  // Loud even where a caller turns every failure into a friendly fallback message.
  console.error(error.message);
  throw error;
}
