/**
 * zod schemas of every entity the API answers with, defined once: the API serializes and
 * documents its responses with them, the clients check responses against them in development and
 * tests, and the entity types of ../entities.ts are inferred from them.
 */
export * from './profile';
export * from './reference';
export * from './photo';
export * from './review';
export * from './comment';
export * from './notification';
export * from './notification-stream';
export * from './pages';
export * from './auth';
export * from './account';
export * from './account-data';
export * from './insights';
export * from './moderation';
export * from './follows';
export * from './email-preferences';
export * from './push';
export * from './public-page';
export * from './help';
