/**
 * The domain without its zod schemas: constants, entity types, formatting and rule helpers.
 * Modules that only display or compute import this, so the validation library is not in their
 * shared chunk; forms that validate payloads import `@journeys/shared/domain`.
 */
export * from './constants';
export * from './photo-rules';
export * from './entities';
export * from './symptom';
export * from './rating';
export * from './palette';
export * from './anonymous-name';
export * from './dates';
export * from './states';
export * from './procedures';
export * from './visible-text';
export * from './error-codes';
export * from './recovery-periods';
export * from './worth-it';
export * from './cost';
export * from './help';
export * from './insight-summaries';
export { lendDomainWords, type DomainWords } from './words';
export type {
  CommentEditPayload,
  CommentPayload,
  CostInput,
  CreatePasswordPayload,
  CreateProfilePayload,
  EmailLoginPayload,
  NewUpdatePayload,
  ProcedureInput,
  ReviewPayload,
  UpdateFields,
} from './schemas';
export type { NewUpdateWithPhotos, PhotoAttachment, UpdateWithPhotos } from './photo-schemas';
