import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OnTrack } from '@journeys/shared/rules';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  makeReview,
  makeUpdate,
  signInAs,
  useLanguageInTest,
} from '@journeys/shared/testing';
import { journeysCount } from '../src/features/feed/utils/journeys-count';
import { filterChips } from '../src/features/filters/utils/filter-chips';
import { page, renderFeed } from './helpers';

// The filter bar and the timeline are lazy chunks: their first import in a run compiles them.
jest.setTimeout(15_000);

const api = fakeApiPerTest();

beforeEach(() => {
  api.on('GET /surgery-types', { status: 200, body: [] });
  api.on('GET /states', { status: 200, body: [] });
});

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('the feed in Spanish', () => {
  it('says the page, the count, the card and the latest update in Spanish, with Spanish dates', async () => {
    await useLanguageInTest('es');
    const review = makeReview({
      id: 41,
      state: { id: 31, name: 'New Jersey', code: 'NJ' },
      procedures: [
        { id: 1, name: 'Knee replacement', description: '', side: 'left', right: false },
        { id: 2, name: 'Hip replacement', description: '', side: 'bilateral', right: true },
      ],
      symptom: 6,
      surgeryDate: '2024-03-04',
      description: 'Long road, worth it.',
      updates: [
        makeUpdate({ symptom: 4, description: 'Early days.', createdAt: '2024-03-25T10:00:00.000Z' }),
      ],
    });
    api.on('GET /reviews', page([review, makeReview()], 'next', 1234));
    renderFeed();

    const card = await screen.findByRole('article', {
      name: 'Knee replacement (izquierdo), Hip replacement (ambos)',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cirugías' })).toBeInTheDocument();
    expect(screen.getByText('1,234 experiencias')).toBeInTheDocument();
    const c = within(card);
    expect(c.getByText('Estado')).toBeInTheDocument();
    expect(c.getByText('Nueva Jersey')).toBeInTheDocument();
    expect(c.getByText('Cirujano')).toBeInTheDocument();
    expect(c.getAllByText('Síntomas')).toHaveLength(2);
    expect(c.getAllByText('Satisfacción')).toHaveLength(2);
    expect(c.getByText('+2 Moderadamente mejor que antes de la cirugía')).toBeInTheDocument();
    expect(c.getByText('0 Más o menos igual que antes de la cirugía')).toBeInTheDocument();
    expect(c.getByText('Fecha de la cirugía:', { exact: false })).toHaveTextContent(
      'Fecha de la cirugía: 4 de marzo de 2024',
    );
    expect(c.getByText(/^Publicado/)).toHaveTextContent(
      /^Publicado hace \d+ \S+$|^Publicado \d+ de \S+ de \d{4}$/,
    );
    expect(c.getByRole('heading', { name: 'Última actualización' })).toBeInTheDocument();
    // The common catalog's plural, the Spanish date.
    expect(c.getByText(/3 semanas después de la cirugía/)).toHaveTextContent(
      '3 semanas después de la cirugía · 25 de marzo de 2024',
    );
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeInTheDocument();
    // Members' own words are shown as written.
    expect(c.getByText('Long road, worth it.')).toBeInTheDocument();
  });

  it("names a caregiver's update and the owner's help calendar link in Spanish", async () => {
    await useLanguageInTest('es');
    signInAs(makeCurrentUser({ id: 7 }));
    const review = makeReview({
      id: 12,
      patient: makeProfile({ id: 7, username: 'Kate' }),
      updates: [makeUpdate({ description: 'Caminó hoy.', postedBy: { id: 8, username: 'Maria' } })],
    });
    api.on('GET /reviews', page([review]));
    renderFeed();

    const card = within(await screen.findByRole('article'));
    expect(card.getByText('Publicado por Maria para Kate')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Calendario de ayuda' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/help\/12$/),
    );
  });

  it("says the latest 'Worth it' answer and what was paid in Spanish, with the language's numbers", async () => {
    await useLanguageInTest('es');
    api.on(
      'GET /reviews',
      page([
        makeReview({
          description: 'Shown.',
          latestWorthIt: {
            answer: 'worth_it',
            answeredAt: '2025-07-12T10:00:00.000Z',
            monthsAfterSurgery: 6,
          },
          cost: { amount: 1200, payment: 'private', shown: true },
        }),
        makeReview({
          description: 'Early.',
          latestWorthIt: {
            answer: 'not_sure',
            answeredAt: '2025-07-12T10:00:00.000Z',
            monthsAfterSurgery: 0,
          },
          cost: { amount: 500, payment: 'medicare', shown: false },
        }),
      ]),
    );
    renderFeed();
    const shown = within((await screen.findByText('Shown.')).closest('article') as HTMLElement);
    expect(shown.getByText('Valió la pena · 6 meses después de la cirugía')).toBeInTheDocument();
    expect(shown.getByText('Pagó $1,200 · Seguro privado')).toBeInTheDocument();
    const early = within(screen.getByText('Early.').closest('article') as HTMLElement);
    expect(early.getByText('Todavía no lo sé · menos de un mes después de la cirugía')).toBeInTheDocument();
    expect(early.queryByText(/Pagó/)).not.toBeInTheDocument();
  });

  it('switches language without a reload, keeping the cards', async () => {
    api.on('GET /reviews', page([makeReview({ description: 'Kept.' })]));
    renderFeed();
    expect(await screen.findByText('1 journey')).toBeInTheDocument();

    await useLanguageInTest('es');
    expect(await screen.findByText('1 experiencia')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cirugías' })).toBeInTheDocument();
    expect(screen.getByText('Kept.')).toBeInTheDocument();

    await useLanguageInTest('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Surgeries' })).toBeInTheDocument();
  });

  it('says an empty list and a missing surgery in Spanish', async () => {
    await useLanguageInTest('es');
    api.on('GET /reviews', page([]));
    const { unmount } = renderFeed('/surgeries?state=3');
    expect(
      await screen.findByText('No se encontraron resultados con sus filtros actuales.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 experiencias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Borrar filtros (1)' })).toBeInTheDocument();
    unmount();

    renderFeed('/surgeries?surgery=abc');
    expect(await screen.findByText('Esta cirugía no existe o fue eliminada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Todas las cirugías' })).toBeInTheDocument();
  });

  it('counts journeys with Spanish plurals and the language’s numbers', async () => {
    await useLanguageInTest('es');
    expect(journeysCount(1)).toBe('1 experiencia');
    expect(journeysCount(2)).toBe('2 experiencias');
    expect(journeysCount(1000, true)).toBe('1,000+ experiencias');
    expect(
      filterChips({ procedure: 12, q: 'rodilla' }, { surgeryTypes: [], states: [], reviews: [] }),
    ).toEqual([
      { name: 'procedure', text: 'Procedimiento 12' },
      { name: 'q', text: '"rodilla"' },
    ]);
  });
});

describe('the filter bar in Spanish', () => {
  it('labels its controls, options and chips in Spanish', async () => {
    await useLanguageInTest('es');
    api.on('GET /reviews', page([makeReview()]));
    api.on('GET /states', { status: 200, body: [{ id: 9, name: 'New York', code: 'NY' }] });
    renderFeed('/surgeries?procedure=12&worthIt=not_yet');

    const procedure = await screen.findByRole('combobox', { name: 'Procedimiento' }, { timeout: 5_000 });
    expect(within(procedure).getByRole('option', { name: 'Todos los procedimientos' })).toBeInTheDocument();
    expect(procedure).toHaveDisplayValue('Procedimiento 12');
    const state = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(state).getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
    expect(await within(state).findByRole('option', { name: 'Nueva York' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Más recientes');
    expect(screen.getByRole('searchbox', { name: 'Buscar experiencias' })).toHaveAttribute(
      'placeholder',
      'p. ej., dolor de rodilla escaleras',
    );
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cirujano' })).toHaveAttribute(
      'placeholder',
      'Nombre del cirujano',
    );
    const worthIt = screen.getByRole('combobox', { name: 'Valió la pena' });
    expect(
      within(worthIt)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas las respuestas', 'Valió la pena', 'Todavía no lo sé', 'No valió la pena']);
    expect(worthIt).toHaveDisplayValue('Todavía no lo sé');
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(
      within(chips).getByRole('button', { name: 'Quitar filtro: Procedimiento 12' }),
    ).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Quitar filtro: Todavía no lo sé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrar y ordenar cirugías' })).toBeInTheDocument();
  });
});

describe('the timeline in Spanish', () => {
  it('opens, pages and names its updates in Spanish', async () => {
    await useLanguageInTest('es');
    const review = makeReview({
      surgeryDate: '2025-01-01',
      updates: [1, 2, 3].map((i) =>
        makeUpdate({
          description: `Update text ${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1 + 14 * i)).toISOString(),
          worthIt: i === 1 ? 'not_worth_it' : null,
        }),
      ),
    });
    api.on('GET /reviews', page([review]));
    renderFeed();

    await userEvent.click(await screen.findByRole('button', { name: 'Ver cronología completa' }));
    const timeline = await screen.findByRole('region', { name: 'Cronología' }, { timeout: 5_000 });
    const t = within(timeline);
    expect(t.getByText('1 de enero de 2025')).toBeInTheDocument();
    expect(t.getAllByRole('button', { name: /^Actualización \d de 3$/ })).toHaveLength(3);
    expect(t.getByText('Actualización 1 de 3')).toBeInTheDocument();
    expect(t.getByText('¿Valió la pena? No valió la pena')).toBeInTheDocument();
    expect(t.getAllByText('2 semanas después de la cirugía').length).toBeGreaterThan(0);
    expect(t.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(t.getByRole('button', { name: 'Siguiente' }));
    expect(t.getByText('Actualización 2 de 3')).toBeInTheDocument();
    expect(t.getByText('Update text 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ocultar cronología' })).toBeInTheDocument();
  });
});

describe('the member card in Spanish', () => {
  it('says member since with a Spanish date and counts surgeries with a plural', async () => {
    await useLanguageInTest('es');
    const member = makeProfile({
      id: 88,
      username: 'brave_badger42',
      createdAt: '2024-06-15T12:00:00.000Z',
      surgeryCount: 3,
    });
    const single = makeProfile({ id: 89, username: 'lone_wolf', surgeryCount: 1 });
    api.on(
      'GET /reviews',
      page([makeReview({ patient: member }), makeReview({ patient: single }), makeReview({ patient: null })]),
    );
    renderFeed();

    await userEvent.hover(await screen.findByRole('button', { name: 'brave_badger42' }));
    // The card's content (and its words) load on its first opening.
    const card = await screen.findByRole('group', { name: 'Perfil de brave_badger42' });
    expect(card).toHaveTextContent('Miembro desde 15 de junio de 2024');
    expect(within(card).getByText('3 cirugías')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'Ver las cirugías de brave_badger42' }),
    ).toBeInTheDocument();

    await userEvent.hover(screen.getByRole('button', { name: 'lone_wolf' }));
    const other = await screen.findByRole('group', { name: 'Perfil de lone_wolf', hidden: true });
    expect(within(other).getByText('1 cirugía')).toBeInTheDocument();
    expect(screen.getByText('Miembro eliminado')).toBeInTheDocument();
  });
});

describe('the owner’s card in Spanish', () => {
  const me = makeCurrentUser({ id: 700 });
  const onTrack: OnTrack = {
    reviewId: 21,
    procedure: { id: 3, name: 'Knee Arthroscopy', description: '' },
    period: '2-6w',
    weeksSinceSurgery: 5,
    yours: 7,
    others: { journeys: 24, median: 5.6, suppressed: false },
  };

  beforeEach(() => {
    signInAs(me);
    api.on('GET /patient/me', { status: 200, body: me });
  });

  it('offers its actions, the delete dialog and the on-track line in Spanish', async () => {
    await useLanguageInTest('es');
    api.on('GET /reviews', page([makeReview({ id: 21, patient: makeProfile({ id: 700 }) })]));
    api.on('GET /insights/surgeries/:id/on-track', { status: 200, body: onTrack });
    renderFeed();

    const actions = await screen.findByRole('group', { name: 'Su cirugía' });
    expect(within(actions).getByRole('link', { name: 'Editar' })).toBeInTheDocument();
    expect(within(actions).getByRole('link', { name: 'Agregar actualización' })).toBeInTheDocument();
    expect(screen.getByText('¿Voy por buen camino?')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'En la semana 6, la mayoría de los miembros reporta Moderadamente mejor; usted reporta Mucho mejor.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(actions).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('dialog', { name: 'Eliminar cirugía' })).toBeInTheDocument();
  });

  it('says a withheld comparison in Spanish', async () => {
    await useLanguageInTest('es');
    api.on('GET /reviews', page([makeReview({ id: 21, patient: makeProfile({ id: 700 }) })]));
    api.on('GET /insights/surgeries/:id/on-track', {
      status: 200,
      body: { ...onTrack, others: { journeys: null, median: null, suppressed: true } },
    });
    renderFeed();
    expect(
      await screen.findByText('Menos de 11 experiencias: no son suficientes para mostrarlas'),
    ).toBeInTheDocument();
  });
});

// The timeline, the delete dialog, the on-track line and the follow button each bring their own
// catalog with their chunk (src/features/<feature>/messages/): loaded in Spanish when they mount on
// a Spanish page, and by the switch when they are already on screen.
describe('the lazily loaded screens’ own catalogs', () => {
  const me = makeCurrentUser({ id: 700 });
  const other = makeProfile({ id: 2, username: 'brave_heron3' });

  beforeEach(() => {
    signInAs(me);
    api.on('GET /patient/me', { status: 200, body: me });
    api.on('GET /follows', { status: 200, body: { reviewIds: [10] } });
  });

  it('says the follow button in Spanish', async () => {
    await useLanguageInTest('es');
    api.on(
      'GET /reviews',
      page([makeReview({ id: 10, patient: other }), makeReview({ id: 11, patient: other })]),
    );
    renderFeed();
    expect(await screen.findByRole('button', { name: 'Siguiendo' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Seguir' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches an open timeline and the follow button without a reload', async () => {
    const mine = makeReview({
      id: 21,
      patient: makeProfile({ id: 700 }),
      surgeryDate: '2025-01-01',
      updates: [1, 2].map((i) =>
        makeUpdate({
          description: `Update text ${i}`,
          createdAt: new Date(Date.UTC(2025, 0, 1 + 14 * i)).toISOString(),
        }),
      ),
    });
    api.on('GET /reviews', page([mine, makeReview({ id: 10, patient: other })]));
    renderFeed();

    await userEvent.click(await screen.findByRole('button', { name: 'Show Full Timeline' }));
    const timeline = await screen.findByRole('region', { name: 'Timeline' }, { timeout: 5_000 });
    expect(within(timeline).getByRole('link', { name: 'Edit update 1' })).toHaveTextContent('Edit');
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();

    await useLanguageInTest('es');
    const cronologia = await screen.findByRole('region', { name: 'Cronología' });
    const t = within(cronologia);
    // The timeline's own words, and the card's 'Editar' / 'Eliminar' read from the first chunk's catalog.
    expect(t.getByRole('link', { name: 'Editar actualización 1' })).toHaveTextContent('Editar');
    expect(t.getByRole('button', { name: 'Eliminar actualización 1' })).toHaveTextContent('Eliminar');
    expect(t.getByText('Actualización 1 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiendo' })).toBeInTheDocument();
    // Still open: the switch kept the state.
    expect(screen.getByRole('button', { name: 'Ocultar cronología' })).toBeInTheDocument();
  });
});
