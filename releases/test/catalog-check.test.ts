// The language check every remote's `contract` task runs (docs/architecture.md §11).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCatalogs } from '../src/catalog-check.mjs';

function moduleWith(catalogs: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-check-'));
  mkdirSync(join(dir, 'src', 'messages'), { recursive: true });
  for (const [language, messages] of Object.entries(catalogs))
    writeFileSync(join(dir, 'src', 'messages', `${language}.json`), JSON.stringify(messages));
  return dir;
}

const english = {
  title: 'Surgeries',
  count: '{count, plural, one {# comment} other {# comments}}',
  greeting: 'Hello, {name}',
};

describe('the language check', () => {
  it('passes complete catalogs with the same placeholders', () => {
    const dir = moduleWith({
      en: english,
      es: {
        title: 'Cirugías',
        count: '{count, plural, one {# comentario} other {# comentarios}}',
        greeting: 'Hola, {name}',
      },
    });
    expect(checkCatalogs(dir)).toEqual({ languages: ['en', 'es'], keys: 3, problems: [] });
  });

  it('names a missing key, an extra key, a different placeholder, bad ICU and a missing file', () => {
    const dir = moduleWith({
      en: english,
      es: {
        title: 'Cirugías',
        count: '{total, plural, one {#} other {#}}',
        greeting: 'Hola, {name',
        extra: 'x',
      },
    });
    const { languages, problems } = checkCatalogs(dir);
    expect(languages).toEqual(['en']);
    expect(problems).toEqual([
      "es.json 'count': placeholders {total} differ from English's {count}",
      expect.stringMatching(/^es\.json 'greeting': not valid ICU MessageFormat/),
      "es.json: 'extra' is not in en.json",
    ]);
    expect(checkCatalogs(moduleWith({ en: english })).problems).toEqual(['src/messages/es.json: missing']);
    expect(checkCatalogs(moduleWith({ en: english, es: { title: 'Cirugías' } })).problems).toEqual([
      "es.json: 'count' is missing",
      "es.json: 'greeting' is missing",
    ]);
  });

  it('checks a catalog split per chunk (another messages/ folder under src/) the same way', () => {
    const dir = moduleWith({ en: english, es: { ...english } });
    const thread = join(dir, 'src', 'features', 'thread', 'messages');
    mkdirSync(thread, { recursive: true });
    writeFileSync(join(thread, 'en.json'), JSON.stringify({ reply: 'Reply' }));
    writeFileSync(join(thread, 'es.json'), JSON.stringify({}));
    expect(checkCatalogs(dir)).toEqual({
      languages: ['en'],
      keys: 4,
      problems: ["src/features/thread/messages/es.json: 'reply' is missing"],
    });
  });
});
