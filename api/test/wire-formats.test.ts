/**
 * The API answers with the entity schemas of @journeys/shared/domain, the ones the clients check
 * responses against: no route keeps a copy of its own that could drift from them.
 */
import * as domain from '@journeys/shared/domain';
import type { Comment } from '@journeys/shared/domain';
import { z } from 'zod';
import { json, startTestApp, type Member, type TestApp } from './helpers/test-app';
import { createReview, postComment } from './helpers/writes';

/** OpenAPI component name → the shared schema it was generated from. */
const sharedSchemas = new Map(
  Object.values(domain).flatMap((value) => {
    const id = value instanceof z.ZodType ? z.globalRegistry.get(value)?.id : undefined;
    return id ? [[id, value as z.ZodType] as const] : [];
  }),
);

/** Answers that are about the service, not an entity (docs/operations.md; release health: docs/releasing.md). */
const OPERATIONAL = new Set(['/ping', '/health', '/client-events/release-health']);

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

let t: TestApp;
let owner: Member;
beforeAll(async () => {
  t = await startTestApp('pglite');
  owner = await t.member();
});
afterAll(async () => t.close());

it('documents every JSON success answer as a schema shared with the clients', async () => {
  const doc = json<{ paths: Record<string, Record<string, Operation>> }>(
    await t.app.inject({ method: 'GET', url: '/docs/json' }),
  );
  const answers: { answer: string; component: string | undefined }[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (OPERATIONAL.has(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (!status.startsWith('2') || !schema) continue;
        const ref = (schema.type === 'array' ? (schema.items as typeof schema) : schema).$ref;
        const component = typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
        answers.push({ answer: `${method.toUpperCase()} ${path} ${status}`, component });
      }
    }
  }
  expect(answers.length).toBeGreaterThan(20);
  expect(answers.filter(({ component }) => !component || !sharedSchemas.has(component))).toEqual([]);
});

it('answers reads that parse with the shared schemas, unknown keys refused', async () => {
  const review = await createReview(t, owner);
  const commenter = await t.member();
  const comment = await postComment(t.app, commenter, review.id, 'How is the knee?');
  await postComment(t.app, owner, review.id, 'Much better', comment.id);
  // Parsing strips keys a schema does not know, so an answer equal to its parse has none.
  const expectShape = async (schema: z.ZodType, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(schema.parse(body)).toEqual(body);
    return body;
  };
  const page = (await expectShape(domain.reviewPageSchema, `/reviews?user=${owner.id}`)) as domain.ReviewPage;
  expect(page.reviews).toHaveLength(1);
  const [thread] = (await expectShape(z.array(domain.commentSchema), `/comments/${review.id}`)) as Comment[];
  expect(thread?.nestedComments).toHaveLength(1);
  const notifications = (await expectShape(
    domain.notificationPageSchema,
    '/notifications',
  )) as domain.NotificationPage;
  expect(notifications.notifications).toHaveLength(1);
  await expectShape(domain.currentUserSchema, '/patient/me');
  await expectShape(z.array(domain.profileSchema), '/users');
  await expectShape(z.array(domain.stateSchema), '/states');
});
