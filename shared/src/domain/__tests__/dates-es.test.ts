import { useLanguageInTest } from '@journeys/shared/testing';
import {
  checkSurgeryDateInput,
  formatLongDate,
  formatPostOp,
  formatRelativeTime,
  formatTimeSinceSurgery,
} from '../dates';

const on = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
};

beforeAll(async () => {
  await useLanguageInTest('es');
});
afterAll(async () => {
  await useLanguageInTest('en');
});

describe('dates in Spanish', () => {
  it('writes long dates the Spanish way', () => {
    expect(formatLongDate('2026-03-03', 'es')).toBe('3 de marzo de 2026');
    expect(formatLongDate('not a date', 'es')).toBe('Fecha no válida');
  });

  it('says how long ago through Intl', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(formatRelativeTime('2026-06-15T11:59:30Z', now, 'es')).toBe('hace 30 segundos');
    expect(formatRelativeTime('2026-06-15T11:00:00Z', now, 'es')).toBe('hace 1 hora');
    expect(formatRelativeTime('2026-06-01T12:00:00Z', now, 'es')).toBe('hace 2 semanas');
    expect(formatRelativeTime('2026-03-01T12:00:00Z', now, 'es')).toBe('hace 3 meses');
    expect(formatRelativeTime('2024-03-04T12:00:00Z', now, 'es')).toBe('4 de marzo de 2024');
  });

  it('counts time since surgery with plurals', () => {
    expect(formatPostOp('2026-01-01', '2026-01-01', 'es')).toBe('Día de la cirugía');
    expect(formatPostOp('2026-01-01', '2026-01-02', 'es')).toBe('1 día después de la cirugía');
    expect(formatPostOp('2026-01-01', '2026-01-22', 'es')).toBe('3 semanas después de la cirugía');
    expect(formatPostOp('2026-01-01', '2026-02-01', 'es')).toBe('1 mes después de la cirugía');
    expect(formatPostOp('2026-01-01', '2026-04-15', 'es')).toBe('3 meses después de la cirugía');
    expect(formatPostOp('2024-01-01', '2026-01-15', 'es')).toBe('2 años después de la cirugía');
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-01-08'), 'es')).toBe(
      'Semana 2 después de la cirugía',
    );
    expect(formatTimeSinceSurgery('2026-01-01', on('2026-04-30'), 'es')).toBe(
      '3 meses después de la cirugía',
    );
    expect(formatTimeSinceSurgery('2024-01-31', on('2026-01-31'), 'es')).toBe('2 años después de la cirugía');
    expect(formatTimeSinceSurgery('2026-03-04', on('2026-03-03'), 'es')).toBe(
      'Cirugía el 4 de marzo de 2026',
    );
  });

  it('checks a surgery date in Spanish', () => {
    expect(checkSurgeryDateInput('', new Date(), 'es')).toEqual({
      ok: false,
      key: 'dateRequired',
      message: 'La fecha de la cirugía es obligatoria',
    });
    expect(checkSurgeryDateInput('1960-01-01', new Date(), 'es')).toEqual({
      ok: false,
      key: 'dateTooEarly',
      message: 'La fecha de la cirugía no puede ser anterior a 1970',
    });
  });

  it('stays in English without a language', () => {
    expect(formatLongDate('2026-03-03')).toBe('March 3, 2026');
    expect(formatPostOp('2026-01-01', '2026-01-22')).toBe('3 weeks post-op');
  });
});
