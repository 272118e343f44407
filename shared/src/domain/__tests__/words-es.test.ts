import { useLanguageInTest } from '@journeys/shared/testing';
import {
  accountSchema,
  allStatesLabel,
  periodLabel,
  ratingLabel,
  sideLabel,
  stateName,
  suppressedText,
  symptomLevel,
} from '..';

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('the domain’s words', () => {
  it('stay in English without a language', () => {
    expect(sideLabel('left')).toBe('Left');
    expect(sideLabel('bilateral')).toBe('Both');
    expect(stateName('New York')).toBe('New York');
    expect(allStatesLabel()).toBe('All States');
    expect(ratingLabel(4)).toBe('Satisfied');
    expect(symptomLevel(4)?.label).toBe('About the same as before surgery');
    expect(periodLabel('6w-3m')).toBe('6 weeks–3 months');
    expect(suppressedText()).toBe('Fewer than 11 journeys — not enough to show');
  });

  it('in Spanish', async () => {
    await useLanguageInTest('es');
    expect(['left', 'right', 'bilateral'].map((s) => sideLabel(s as 'left', 'es'))).toEqual([
      'Izquierdo',
      'Derecho',
      'Ambos',
    ]);
    expect(stateName('New York', 'es')).toBe('Nueva York');
    expect(stateName('North Carolina', 'es')).toBe('Carolina del Norte');
    expect(stateName('District of Columbia', 'es')).toBe('Distrito de Columbia');
    expect(stateName('Hawaii', 'es')).toBe('Hawái');
    expect(stateName('Texas', 'es')).toBe('Texas');
    expect(allStatesLabel('es')).toBe('Todos los estados');
    expect(ratingLabel(1, 'es')).toBe('Muy insatisfecho');
    expect(ratingLabel(5, 'es')).toBe('Muy satisfecho');
    expect(ratingLabel(null, 'es')).toBeUndefined();
    expect(symptomLevel(7, 'es')).toMatchObject({ score: 3, label: 'Mucho mejor que antes de la cirugía' });
    expect(symptomLevel(4, 'es')?.label).toBe('Más o menos igual que antes de la cirugía');
    expect(symptomLevel(0, 'es')).toBeUndefined();
    expect(periodLabel('0-2w', 'es')).toBe('0–2 semanas');
    expect(periodLabel('6w-3m', 'es')).toBe('6 semanas–3 meses');
    expect(periodLabel('12m+', 'es')).toBe('Más de un año');
    expect(suppressedText('es')).toBe('Menos de 11 experiencias: no son suficientes para mostrarlas');
  });
});

describe('GET /account', () => {
  const account = {
    id: 1,
    username: 'brave_otter7',
    email: 'a@example.org',
    background: '#000000',
    image: null,
    hasPassword: true,
    facebookLinked: false,
    pendingEmail: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  it('carries the member’s language, and parses without it from an older API', () => {
    expect(accountSchema.parse({ ...account, language: 'es' }).language).toBe('es');
    expect(accountSchema.parse(account).language).toBeUndefined();
    expect(accountSchema.safeParse({ ...account, language: 'fr' }).success).toBe(false);
  });
});
