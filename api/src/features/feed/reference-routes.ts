/** Reference lists: states, surgery types, recent members, surgeons, doctor search. */
import {
  doctorSearchQuery,
  doctorSearchPageSchema,
  profileListSchema,
  stateListSchema,
  surgeonListSchema,
  surgeonSchema,
  surgeryTypeListSchema,
} from '@journeys/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { errorResponses } from '../../platform/http/responses';
import { searchDoctors } from './doctor-search';
import { recentMembers } from '../auth';
import { findSurgeon, listStates, listSurgeryTypes, resolveState, surgeonsInState } from './reference';
import { answerLanguage, localeOf } from '../../platform/i18n';
import { surgeryTypeIn } from './surgery-type-words';

const npiParam = z.object({ npi: z.string().regex(/^\d{10}$/, 'A surgeon NPI is 10 digits') });
const stateParam = z.object({ stateId: z.string().trim().min(1).max(60) });

export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/states',
    {
      schema: {
        tags: ['reference'],
        summary: 'States, sorted by name',
        response: { 200: stateListSchema },
      },
    },
    async () => listStates(app.ctx.db),
  );

  r.get(
    '/surgery-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'Surgery types, sorted by name',
        response: { 200: surgeryTypeListSchema },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      const types = await listSurgeryTypes(app.ctx.db);
      if (language === 'en') return types;
      // Sorted by the names the visitor reads.
      const collator = new Intl.Collator(localeOf(language));
      return types
        .map((type) => surgeryTypeIn(language, type))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    },
  );

  r.get(
    '/users',
    {
      schema: {
        tags: ['reference'],
        summary: 'The 5 most recent members',
        response: { 200: profileListSchema },
      },
    },
    async () => recentMembers(app.ctx.db),
  );

  r.get(
    '/surgeons/:npi',
    {
      schema: {
        tags: ['reference'],
        summary: 'One surgeon by NPI',
        params: npiParam,
        response: { 200: surgeonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const surgeon = await findSurgeon(app.ctx.db, request.params.npi);
      if (!surgeon) throw notFound('Surgeon');
      return surgeon;
    },
  );

  r.get(
    '/surgeons/state/:stateId',
    {
      schema: {
        tags: ['reference'],
        summary:
          'Surgeons reviewed in a state, then the state’s doctors (at most 50); stateId may also be a code or name',
        params: stateParam,
        response: { 200: surgeonListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const state = await resolveState(app.ctx.db, request.params.stateId);
      if (!state) throw notFound('State');
      return surgeonsInState(app.ctx.db, state);
    },
  );

  r.get(
    '/doctors/search',
    {
      schema: {
        tags: ['reference'],
        summary: "Doctors by state (lower_snake name or '*') and name; pages report hasMore",
        querystring: doctorSearchQuery,
        response: { 200: doctorSearchPageSchema, ...errorResponses },
      },
    },
    async (request) => searchDoctors(app.ctx.db, request.query),
  );
}
