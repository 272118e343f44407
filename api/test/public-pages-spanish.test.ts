/**
 * GET /public-page and the preview images in Spanish (docs/architecture.md §11): the HTML
 * server asks for a '/es' page's summary with Accept-Language: es-US, and every word the API writes
 * comes back in Spanish (members' own text as written, listed surgery types by their Spanish names),
 * with a Spanish preview image (`?lang=es`), one cached answer per language and the English answers
 * as they were.
 */
import type { PublicPage } from '@journeys/shared/domain';
import { siteSvg } from '../src/features/public-pages/preview-svg';
import { BACKENDS, json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment, postUpdate } from './helpers/writes';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' };

type Ld = Record<string, unknown> & { inLanguage?: string };

describe.each(BACKENDS)('public pages in Spanish (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);

  const pageIn = (path: string, headers: Record<string, string> = SPANISH) =>
    t.app.inject({ method: 'GET', url: `/public-page?path=${encodeURIComponent(path)}`, headers });
  const api = () => t.app.ctx.config.publicApiUrl;

  const hipJourney = async () => {
    // First posts with links wait for a moderator only from accounts younger than a day.
    await t.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where('id', 'in', [owner.id, reader.id])
      .execute();
    const review = await createReview(t, owner, {
      procedures: [
        {
          id: t.fixtures.surgeryTypes.hip,
          name: 'Hip Replacement',
          description: 'Replaces the hip joint',
          side: 'right',
        },
      ],
      description: 'My own words stay as I wrote them.',
    });
    await postUpdate(t.app, owner, review.id, { symptom: 6, description: 'Walking without a cane now' });
    await postComment(t.app, reader, review.id, 'So glad to read this');
    return review;
  };

  it('describes the landing page in Spanish, with a Spanish preview image and Vary: Accept-Language', async () => {
    const res = await pageIn('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/Accept-Language/i);
    const page = json<PublicPage>(res);
    expect(page.title).toBe('Surgery Journeys — registre, comparta, inspire');
    expect(page.description).toMatch(
      /^Surgery Journeys — los pacientes comparten sus experiencias de recuperación/,
    );
    expect((page.structuredData as Ld).inLanguage).toBe('es-US');
    expect(page.image.url).toBe(`${api()}/og/site.png?lang=es`);
    expect(page.image.alt).toBe('Surgery Journeys');
    const words = JSON.stringify(page.blocks);
    expect(words).toContain('Leer experiencias de recuperación');
    expect(words).toContain('Normas de la comunidad');
    expect(page.url).toBe(`${t.app.ctx.config.publicSiteUrl}/`);
  });

  it('describes /surgeries in Spanish, naming a listed procedure by its Spanish name', async () => {
    const review = await hipJourney();
    const page = json<PublicPage>(await pageIn('/surgeries'));
    expect(page.title).toBe('Experiencias de recuperación | Surgery Journeys');
    expect(page.description).toMatch(
      /^\d+\+? experiencias? compartidas? por los miembros: cómo fue realmente la recuperación, semana a semana/,
    );
    expect((page.structuredData as Ld).inLanguage).toBe('es-US');
    expect(page.image.url).toBe(`${api()}/og/site.png?lang=es`);
    const item = JSON.stringify(page.blocks);
    expect(item).toMatch(
      /Reemplazo de cadera \(lado derecho\) — (semana|mes|año) \d+: My own words stay as I wrote them\./,
    );

    const filtered = json<PublicPage>(await pageIn(`/surgeries?procedure=${t.fixtures.surgeryTypes.hip}`));
    expect(filtered.title).toBe('Experiencias de recuperación de Reemplazo de cadera | Surgery Journeys');
    expect(filtered.description).toContain('por los miembros después de Reemplazo de cadera');
    expect(review.id).toBeGreaterThan(0);
  });

  it("describes a surgery in Spanish: the member's words as written, everything else in Spanish", async () => {
    const review = await hipJourney();
    const page = json<PublicPage>(await pageIn(`/surgeries?surgery=${review.id}`));
    expect(page.title).toMatch(
      /^Reemplazo de cadera \(lado derecho\) — (semana|mes|año) \d+ de una experiencia de recuperación \| Surgery Journeys$/,
    );
    expect(page.description).toBe('My own words stay as I wrote them.');
    expect(page.image.url).toBe(`${api()}/og/surgeries/${review.id}.png?lang=es`);
    expect(page.image.alt).toMatch(/: cómo va$/);
    const ld = page.structuredData as Ld & { text: string; comment: { text: string }[] };
    expect(ld.inLanguage).toBe('es-US');
    expect(ld.text).toBe('My own words stay as I wrote them.');
    expect(ld.comment.map((c) => c.text)).toEqual(['Walking without a cane now', 'So glad to read this']);
    const words = JSON.stringify(page.blocks);
    expect(words).toContain(`Compartida por ${owner.username} · cirugía el 17 de mayo de 2023 · cirujano: `);
    expect(words).toContain('Ahora: Moderadamente mejor que antes de la cirugía.');
    expect(words).toContain('Actualizaciones');
    expect(words).toMatch(
      /\d+ (años?|mes(es)?|semanas?|días?) después de la cirugía: Walking without a cane now/,
    );
    expect(words).toContain('Comentarios (1)');
    expect(words).toContain(`${reader.username}: So glad to read this`);
    expect(words).not.toMatch(/Shared by|post-op|Updates|Comments \(/);
  });

  it('describes a procedure in Spanish: its Spanish name, its figures and its Spanish preview image', async () => {
    const hip = t.fixtures.surgeryTypes.hip;
    const page = json<PublicPage>(await pageIn(`/procedures/${hip}`));
    expect(page.title).toBe('Recuperación de Reemplazo de cadera — Surgery Journeys');
    expect(page.description).toMatch(
      /^Cómo se recuperan los miembros después de Reemplazo de cadera: .* en Surgery Journeys\.$/,
    );
    expect(page.image.url).toBe(`${api()}/og/procedures/${hip}.png?lang=es`);
    expect(page.image.alt).toBe('Reemplazo de cadera: curva de recuperación');
    const ld = page.structuredData as Ld & {
      name: string;
      about: { name: string };
      breadcrumb: { itemListElement: { name: string }[] };
    };
    expect(ld.inLanguage).toBe('es-US');
    expect(ld.name).toBe('Recuperación de Reemplazo de cadera');
    expect(ld.about.name).toBe('Reemplazo de cadera');
    expect(ld.breadcrumb.itemListElement.map((i) => i.name)).toEqual([
      'Recuperación por procedimiento',
      'Reemplazo de cadera',
    ]);
    const table = page.blocks.find((b) => b.kind === 'table') as { head: string[]; rows: string[][] };
    expect(table.head).toEqual(['Tiempo desde la cirugía', 'Experiencias', 'Mediana', 'Mitad central']);
    expect(table.rows[0]![0]).toBe('0–2 semanas');
    const words = JSON.stringify(page.blocks);
    expect(words).toContain('Síntomas a lo largo del tiempo');
    expect(words).toContain('Menos de 11 experiencias');
    expect(words).not.toMatch(/Fewer than|journeys?\b|Symptoms over time/);

    const list = json<PublicPage>(await pageIn('/procedures'));
    expect(list.title).toBe('Recuperación por procedimiento — Surgery Journeys');
    expect((list.structuredData as Ld).inLanguage).toBe('es-US');
  });

  it('describes a surgeon in Spanish', async () => {
    await hipJourney();
    const npi = t.fixtures.npis.doe;
    const page = json<PublicPage>(await pageIn(`/surgeons/${npi}`));
    expect(page.title).toBe('Jane Doe: resultados por procedimiento — Surgery Journeys');
    expect(page.description).toMatch(
      /^Experiencias de recuperación compartidas por pacientes de Jane Doe.*: resultados por procedimiento frente a todos los cirujanos, con intervalos del 95%\.$/,
    );
    expect(page.image.url).toBe(`${api()}/og/surgeons/${npi}.png?lang=es`);
    expect(page.image.alt).toMatch(/^Jane Doe: \d+ experiencias?$/);
    const ld = page.structuredData as Ld & { '@type': string };
    expect(ld['@type']).toBe('Physician');
    expect(ld.inLanguage).toBe('es-US');
    const words = JSON.stringify(page.blocks);
    expect(words).toMatch(/\d+ experiencias? compartidas? por pacientes\./);
    expect(words).toContain('Reemplazo de cadera');
    expect(words).toContain('Promedio de estrellas');
    expect(words).toContain('Experiencias con Jane Doe');
  });

  it('keeps one cached answer per language, and the English answers as they were', async () => {
    const hip = t.fixtures.surgeryTypes.hip;
    const path = `/procedures/${hip}`;
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    const titles: string[] = [];
    for (const headers of [english, SPANISH, {}, SPANISH, english]) {
      const res = await pageIn(path, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      titles.push(json<PublicPage>(res).title);
    }
    expect(titles).toEqual([
      'Hip Replacement recovery — Surgery Journeys',
      'Recuperación de Reemplazo de cadera — Surgery Journeys',
      'Hip Replacement recovery — Surgery Journeys',
      'Recuperación de Reemplazo de cadera — Surgery Journeys',
      'Hip Replacement recovery — Surgery Journeys',
    ]);

    const page = json<PublicPage>(await pageIn(path, english));
    expect(page.description).toMatch(
      /^How members recover after Hip Replacement: symptoms over time, the share better than before surgery and satisfaction, from \d+ journeys? shared on Surgery Journeys\.$/,
    );
    expect(page.image).toEqual({
      url: `${api()}/og/procedures/${hip}.png`,
      width: 1200,
      height: 630,
      alt: 'Hip Replacement: recovery curve',
    });
    expect((page.structuredData as Ld).inLanguage).toBe('en-US');
    const landing = json<PublicPage>(await pageIn('/', {}));
    expect(landing.title).toBe('Surgery Journeys — track, share, inspire');
    expect(landing.description).toBe(
      'Surgery Journeys — patients share surgery recovery journeys: track, share, inspire.',
    );
    expect(landing.image.url).toBe(`${api()}/og/site.png`);
    expect(JSON.stringify(landing.blocks)).toContain('Read recovery journeys');
    const surgeon = json<PublicPage>(await pageIn(`/surgeons/${t.fixtures.npis.doe}`, {}));
    expect(surgeon.title).toBe('Jane Doe: outcomes by procedure — Surgery Journeys');
  });
});

describe.each(BACKENDS)('preview images in Spanish (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('draws the Spanish image for ?lang=es, the English one without it, and refuses any other lang', async () => {
    const review = await createReview(t, owner);
    for (const path of [
      '/og/site.png',
      `/og/surgeries/${review.id}.png`,
      `/og/procedures/${t.fixtures.surgeryTypes.hip}.png`,
      `/og/surgeons/${t.fixtures.npis.doe}.png`,
    ]) {
      const spanish = await get(`${path}?lang=es`);
      expect([path, spanish.statusCode, spanish.headers['content-type']]).toEqual([path, 200, 'image/png']);
      expect(spanish.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(spanish.rawPayload.readUInt32BE(16)).toBe(1200);
      const english = await get(path);
      const explicit = await get(`${path}?lang=en`);
      expect(english.statusCode).toBe(200);
      expect(explicit.rawPayload.equals(english.rawPayload)).toBe(true);
      // Different words drawn: a different picture (each cached under its own key).
      expect(spanish.rawPayload.equals(english.rawPayload)).toBe(false);
      expect((await get(`${path}?lang=es`)).rawPayload.equals(spanish.rawPayload)).toBe(true);
    }
    for (const lang of ['fr', 'ES', 'es-US', '']) {
      expect([lang, (await get(`/og/site.png?lang=${lang}`)).statusCode]).toEqual([lang, 400]);
    }
  });

  it("writes the site image's words in the language", () => {
    expect(siteSvg('es')).toContain('Registre, comparta, inspire.');
    expect(siteSvg('es')).toContain('>compartidas por pacientes<');
    expect(siteSvg('en')).toContain('Track, share, inspire.');
  });
});
