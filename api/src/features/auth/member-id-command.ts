/**
 * A member's command on one thing by id that answers 204 No Content (delete it, mark it read):
 * every such route has the same guard, id parameter, responses and reply, so they are built here.
 */
import { idParam } from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberId, requireMember } from './authenticate';
import { invalidatesFeed } from '../../platform/http/feed-invalidation';
import { errorResponses, noContent } from '../../platform/http/responses';

export interface MemberIdCommand {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  tag: string;
  summary: string;
  /** The feed shows what the command changes, so its cached pages are dropped. */
  changesFeed?: boolean;
  run: (userId: number, id: number) => Promise<unknown>;
}

export function memberIdCommand(app: FastifyInstance, command: MemberIdCommand): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: command.method,
    url: command.url,
    onRequest: requireMember(app),
    ...(command.changesFeed ? { onSend: invalidatesFeed(app) } : {}),
    schema: {
      tags: [command.tag],
      summary: command.summary,
      security: [{ bearer: [] }],
      params: idParam,
      response: { 204: noContent, ...errorResponses },
    },
    handler: async (request, reply) => {
      await command.run(memberId(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
