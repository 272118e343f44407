/**
 * Spanish (docs/architecture.md §11): a member's language (users.language, migration
 * 0023) set at sign-up from Accept-Language and by PUT /account/language; their emails in it; error
 * bodies and reference data in the request's language with Vary: Accept-Language; the pages'
 * missing-message reports counted in GET /metrics.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { sql } from 'kysely';
import { alertEmail, type AlertItem } from '../src/features/reminders/alerts';
import { digestEmail } from '../src/features/reminders/digest';
import { MILESTONES } from '../src/features/reminders/reminder-rules';
import { reminderEmail } from '../src/features/reminders/reminders';
import { renderMemberEmail } from '../src/features/email/render-member-email';
import { SURGERY_TYPES } from '../src/features/seed/data/surgery-types';
import { surgeryTypeIn } from '../src/features/feed';
import { enqueueMemberEmail } from '../src/features/email/member-email';
import { loadConfig } from '../src/platform/config';
import { createMailer, type MailMessage } from '../src/platform/mailer';
import english from '../src/messages/en.json';
import spanish from '../src/messages/es.json';
import { t as say } from '../src/platform/i18n';
import { BACKENDS, json } from './helpers/test-app';
import { createReview } from './helpers/writes';
import { testAppPerSuite } from './helpers/per-suite';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };
const SITE = 'http://site.test';

/** The placeholders of an ICU message, whatever their branches say. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]): void => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('the API catalogs', () => {
  it('have the same keys and the same placeholders in English and Spanish', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, message] of Object.entries(english)) {
      expect([key, placeholders(spanish[key as keyof typeof spanish])]).toEqual([key, placeholders(message)]);
    }
  });

  it('name every seeded surgery type in Spanish', () => {
    for (const type of SURGERY_TYPES) {
      const inSpanish = surgeryTypeIn('es', { id: 1, ...type });
      expect([type.name, inSpanish.name === type.name && type.name !== 'LASIK']).toEqual([type.name, false]);
      expect(inSpanish.description).not.toBe(type.description);
    }
  });
});

describe('member emails in Spanish', () => {
  const item = (over: Partial<AlertItem>): AlertItem => ({
    id: 1,
    userId: 7,
    kind: 'comment',
    createdAt: new Date('2026-03-10T10:00:00Z'),
    reviewId: 3,
    sourceCommentId: 11,
    actor: 'rosa',
    text: '¿Cómo va la rodilla?',
    ...over,
  });

  it('writes alerts with plural subjects and localized links', () => {
    const one = alertEmail(
      { userId: 7, kind: 'comments', items: [item({})], oldestAt: new Date(), lastId: 1 },
      SITE,
      'es',
    );
    expect(one.subject).toBe('Un nuevo comentario en su cirugía');
    expect(one.text).toContain('rosa comentó en su cirugía:');
    expect(one.text).toContain(`${SITE}/es/surgeries`);
    expect(one.text).toContain('Todas sus notificaciones: http://site.test/es/');
    const two = alertEmail(
      {
        userId: 7,
        kind: 'comments',
        items: [item({}), item({ id: 2, kind: 'reply', actor: null })],
        oldestAt: new Date(),
        lastId: 2,
      },
      SITE,
      'es',
    );
    expect(two.subject).toBe('2 nuevos comentarios en su cirugía');
    expect(two.text).toContain('Un miembro respondió a su comentario:');
  });

  it('writes reminders with the date in Spanish and the procedure in Spanish', () => {
    const email = reminderEmail(
      { reviewId: 3, userId: 7, surgeryDate: '2026-03-03', procedure: 'Hip Replacement' },
      MILESTONES[1],
      SITE,
      'es',
    );
    expect(email.subject).toBe('¿Cómo se siente 6 semanas después de su cirugía?');
    expect(email.text).toContain(
      'Han pasado 6 semanas desde su cirugía (Reemplazo de cadera) del 3 de marzo de 2026.',
    );
    expect(email.text).toContain('Publique su actualización de las 6 semanas: http://site.test/es/');
    const english = reminderEmail(
      { reviewId: 3, userId: 7, surgeryDate: '2026-03-03', procedure: 'Hip Replacement' },
      MILESTONES[1],
      SITE,
    );
    expect(english.text).toContain('It is 6 weeks since your Hip Replacement on March 3, 2026.');
  });

  it('writes the digest with plurals', () => {
    const email = digestEmail(
      7,
      '2026-W11',
      [
        { reviewId: 3, author: 'rosa', procedure: 'Hip Replacement', updates: 1 },
        { reviewId: 4, author: null, procedure: null, updates: 3 },
      ],
      SITE,
      'es',
    );
    expect(email.subject).toBe('Esta semana en las experiencias que sigue (2)');
    expect(email.text).toContain('Reemplazo de cadera de rosa: 1 actualización nueva');
    expect(email.text).toContain('cirugía de Un exmiembro: 3 actualizaciones nuevas');
  });

  it('greets and signs off in the member’s language, with Spanish links', () => {
    const message = renderMemberEmail(
      { userId: 7, kind: 'digest', idempotencyKey: 'k', subject: 's', text: 'Cuerpo', html: '<p>Cuerpo</p>' },
      {
        to: 'ana@example.com',
        username: 'ana',
        siteUrl: SITE,
        apiUrl: 'http://api.test',
        unsubscribeToken: 'tok',
        language: 'es',
      },
    );
    expect(message.text).toContain('Hola, ana:');
    expect(message.text).toContain('«Resumen semanal»');
    expect(message.text).toContain(
      'Cancelar la suscripción a estos correos electrónicos: http://site.test/es/',
    );
    expect(message.html).toContain('<html lang="es-US">');
  });
});

describe.each(BACKENDS)('Spanish through the API (%s)', (backend) => {
  const outbox = path.join(os.tmpdir(), `journeys-outbox-es-${process.pid}-${backend}`);
  const t = testAppPerSuite(backend, {
    // The development outbox: what a developer without SMTP reads.
    mailer: createMailer({ from: 'test@journeys.local', outboxDir: outbox, log: () => undefined }),
    config: { publicSiteUrl: SITE, jobs: { ...loadConfig({}).jobs, pollSeconds: 0.5 } },
  });
  afterAll(async () => rm(outbox, { recursive: true, force: true }));

  async function outboxMail(to: string, waitMs = 0): Promise<MailMessage> {
    const until = Date.now() + waitMs;
    while (Date.now() < until) {
      const found = await outboxMail(to).catch(() => null);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const files = (await readdir(outbox).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
    for (const file of files.reverse()) {
      const mail = JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as MailMessage;
      if (mail.to === to) return mail;
    }
    throw new Error(`no mail to ${to} in the outbox`);
  }

  it('sends a Spanish sign-up its verification email in Spanish, and the member keeps Spanish', async () => {
    const email = 'ana.es@example.com';
    const verify = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email },
      headers: SPANISH,
    });
    expect(verify.statusCode).toBe(202);
    expect(verify.headers.vary).toMatch(/accept-language/i);
    expect(verify.json().message).toBe(
      `Enviamos un correo electrónico de verificación a ${email}. Revise su bandeja de entrada y haga clic en el enlace de verificación para continuar.`,
    );
    const mail = await outboxMail(email);
    expect(mail.subject).toBe('Verifique su correo electrónico para Surgery Journeys');
    expect(mail.text).toContain('Le damos la bienvenida a Surgery Journeys.');
    expect(mail.text).toContain('El enlace funciona una sola vez y vence en 24 horas.');
    expect(mail.html).toContain('Verificar su correo electrónico y elegir una contraseña');
    const token = /\/es\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const created = await t.app.inject({
      method: 'POST',
      url: '/email/create-password',
      payload: { token, password: 'violet harbour 5530', username: 'ana es', background: '#bbdefb' },
      headers: SPANISH,
    });
    expect(created.statusCode).toBe(201);
    const account = await t.app.inject({
      method: 'GET',
      url: '/account',
      headers: { authorization: `Bearer ${created.json().token}` },
    });
    expect(account.json()).toMatchObject({ email, language: 'es' });
  });

  it('delivers member emails in the member’s language, and the unsubscribe page answers in the page’s', async () => {
    const m = await t.member();
    await t.app.inject({
      method: 'PUT',
      url: '/account/language',
      payload: { language: 'es' },
      headers: m.auth,
    });
    await enqueueMemberEmail(t.app.ctx, {
      userId: m.id,
      kind: 'reminders',
      idempotencyKey: `reminder:es:${m.id}`,
      // Not about a real surgery here: no reviewIds to check at delivery.
      inLanguage: (language) => ({
        ...reminderEmail(
          { reviewId: 1, userId: m.id, surgeryDate: '2026-03-03', procedure: 'Hip Replacement' },
          MILESTONES[0],
          SITE,
          language,
        ),
        reviewIds: undefined,
      }),
    });
    const mail = await outboxMail(`${m.username.toLowerCase()}@example.com`, 15_000);
    expect(mail.subject).toBe('¿Cómo se siente 2 semanas después de su cirugía?');
    expect(mail.text).toContain(`Hola, ${m.username}:`);
    expect(mail.text).toContain('del 3 de marzo de 2026');
    expect(mail.text).toContain('«Recordatorios de seguimiento»');

    const oneClick = /^<http:\/\/[^/]+(\/email\/unsubscribe\?token=[^>]+)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(oneClick).toBeDefined();
    const about = await t.app.inject({ method: 'GET', url: oneClick ?? '', headers: SPANISH });
    expect(about.headers.vary).toMatch(/accept-language/i);
    expect(about.json()).toEqual({
      kind: 'reminders',
      message: 'Este enlace desactiva los recordatorios de seguimiento.',
    });
    const done = await t.app.inject({ method: 'POST', url: oneClick ?? '', headers: SPANISH, payload: {} });
    expect(done.json().message).toBe(
      'Se canceló su suscripción a los recordatorios de seguimiento. Ya no recibirá estos correos electrónicos.',
    );
    const invalid = await t.app.inject({
      method: 'GET',
      url: '/email/unsubscribe?token=nope',
      headers: SPANISH,
    });
    expect(invalid.json()).toMatchObject({
      code: 'UNSUBSCRIBE_TOKEN_INVALID',
      message: 'Este enlace para cancelar la suscripción no es válido.',
    });
  });

  it('keeps an English sign-up in English', async () => {
    const email = 'ann.en@example.com';
    const verify = await t.app.inject({ method: 'POST', url: '/email/verify', payload: { email } });
    expect(verify.json().message).toMatch(/^Verification email sent to /);
    const mail = await outboxMail(email);
    expect(mail.subject).toBe('Verify your email for Surgery Journeys');
    expect(mail.text).toContain(`${SITE}/verify-email?token=`);
  });

  it('sets the language with PUT /account/language, strictly', async () => {
    const m = await t.member();
    const put = (payload: unknown, headers: Record<string, string> = m.auth) =>
      t.app.inject({ method: 'PUT', url: '/account/language', payload: payload as object, headers });
    const language = async () =>
      json<{ language: string }>(await t.app.inject({ method: 'GET', url: '/account', headers: m.auth }))
        .language;

    expect(await language()).toBe('en');
    for (const bad of [
      { language: 'fr' },
      { language: 'ES' },
      { language: 'es-US' },
      {},
      { language: 1 },
      { language: 'es', extra: true },
    ]) {
      const res = await put(bad);
      expect([JSON.stringify(bad), res.statusCode, res.json().code]).toEqual([
        JSON.stringify(bad),
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect((await put({ language: 'es' }, {})).statusCode).toBe(401);
    expect(await language()).toBe('en');
    expect((await put({ language: 'es' })).statusCode).toBe(204);
    expect(await language()).toBe('es');
    expect((await put({ language: 'en' })).statusCode).toBe(204);
    expect(await language()).toBe('en');
  });

  it('answers errors in the request’s language with the same codes, and Vary', async () => {
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email: 'not-an-email' },
      headers: SPANISH,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers.vary).toMatch(/accept-language/i);
    expect(invalid.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Ingrese un correo electrónico válido.',
      fieldErrors: { email: 'Ingrese un correo electrónico válido.' },
    });
    const inEnglish = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email: 'not-an-email' },
    });
    expect(inEnglish.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid email address',
    });
    expect(inEnglish.headers.vary).toMatch(/accept-language/i);

    const anonymous = await t.app.inject({ method: 'GET', url: '/account', headers: SPANISH });
    expect(anonymous.json()).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Inicie sesión para continuar.',
    });

    const m = await t.member();
    await t.app.inject({
      method: 'PUT',
      url: '/account/language',
      payload: { language: 'es' },
      headers: m.auth,
    });
    const inUse = await t.app.inject({
      method: 'POST',
      url: '/email/verify',
      payload: { email: 'ana.es@example.com' },
      headers: SPANISH,
    });
    expect(inUse.json()).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_IN_USE',
      message: 'Este correo electrónico ya está en uso.',
      fieldErrors: { email: 'Este correo electrónico ya está en uso.' },
    });

    const missing = await t.app.inject({ method: 'GET', url: '/no-such-route', headers: SPANISH });
    expect(missing.json()).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      message: 'No existe la ruta GET /no-such-route.',
    });
  });

  it('names surgery types in the request’s language, with Vary', async () => {
    const spanishTypes = await t.app.inject({ method: 'GET', url: '/surgery-types', headers: SPANISH });
    expect(spanishTypes.headers.vary).toMatch(/accept-language/i);
    const names = json<{ id: number; name: string }[]>(spanishTypes).map((type) => type.name);
    expect(names).toContain('Reemplazo de cadera');
    const englishNames = json<{ name: string }[]>(
      await t.app.inject({ method: 'GET', url: '/surgery-types' }),
    ).map((type) => type.name);
    expect(englishNames).toContain('Hip Replacement');
    expect(englishNames).not.toContain('Reemplazo de cadera');
    // Compression adds its own Vary; both stay.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/surgery-types',
      headers: { ...SPANISH, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers.vary).toMatch(/accept-language/i);
  });

  it('names a journey’s listed procedures in the request’s language, a member’s own as written, cached per language', async () => {
    const m = await t.member();
    const review = await createReview(t, m, {
      procedures: [
        { id: t.fixtures.surgeryTypes.hip, name: 'x', description: 'x', side: 'left' },
        { name: 'Mi propia operación', description: 'Como la escribí', side: 'right' },
      ],
    });
    const namesIn = async (headers: Record<string, string>) =>
      json<{ reviews: { id: number; procedures: { name: string }[] }[] }>(
        await t.app.inject({ method: 'GET', url: `/reviews?surgery=${review.id}`, headers }),
      ).reviews[0]?.procedures.map((p) => p.name);
    // Twice each, so the second of each is the shared cache's answer.
    for (let i = 0; i < 2; i++) {
      expect(await namesIn(SPANISH)).toEqual(['Reemplazo de cadera', 'Mi propia operación']);
      expect(await namesIn({})).toEqual(['Hip Replacement', 'Mi propia operación']);
    }
  });

  it('names the insight pages’ procedures in the request’s language, cached per language', async () => {
    await createReview(t, await t.member(), {
      procedures: [{ id: t.fixtures.surgeryTypes.hip, name: 'x', description: 'x', side: 'left' }],
    });
    const nameIn = async (headers: Record<string, string>) =>
      json<{ procedure: { name: string } }>(
        await t.app.inject({
          method: 'GET',
          url: `/insights/procedures/${t.fixtures.surgeryTypes.hip}`,
          headers,
        }),
      ).procedure.name;
    for (let i = 0; i < 2; i++) {
      expect(await nameIn(SPANISH)).toBe('Reemplazo de cadera');
      expect(await nameIn({})).toBe('Hip Replacement');
    }
  });

  it('counts a missing message per owner and language, and refuses unknown owners', async () => {
    const count = async (owner: string) => {
      const body = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      const line = body
        .split('\n')
        .find((l) => l.startsWith(`journeys_missing_messages_total{owner="${owner}",language="es"}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const report = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/client-events/missing-message', payload: payload as object });
    const before = await count('feed');
    expect((await report({ owner: 'feed', language: 'es' })).statusCode).toBe(204);
    expect((await report({ owner: 'shell', language: 'es' })).statusCode).toBe(204);
    expect((await report({ owner: 'shared', language: 'es' })).statusCode).toBe(204);
    expect(await count('feed')).toBe(before + 1);
    expect(await count('shared')).toBeGreaterThanOrEqual(1);
    for (const bad of [
      { owner: 'nobody', language: 'es' },
      { owner: 'Feed', language: 'es' },
      { owner: 'feed', language: 'en' },
      { owner: 'feed', language: 'fr' },
      { owner: 'feed' },
      { owner: 'feed', language: 'es', key: 'title' },
    ]) {
      expect([JSON.stringify(bad), (await report(bad)).statusCode]).toEqual([JSON.stringify(bad), 400]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('owner="nobody"');
  });

  it('stores users.language as en by default and only en or es (migration 0023)', async () => {
    const m = await t.member();
    const row = await t.database.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    await expect(
      sql`UPDATE users SET language = 'fr' WHERE id = ${m.id}`.execute(t.database.db),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`UPDATE users SET language = NULL WHERE id = ${m.id}`.execute(t.database.db),
    ).rejects.toMatchObject({
      code: '23502',
    });
  });
});

describe('messages say values in the language’s own way', () => {
  it('formats plurals and numbers in Spanish', () => {
    expect(say('es', 'err.throttledSeconds', { seconds: 1 })).toContain('1 segundo.');
    expect(say('es', 'err.throttledMinutes', { minutes: 5 })).toContain('5 minutos.');
  });
});
