import { screen, within } from '@testing-library/react';
import { paths } from '@journeys/shared/contracts';
import type { ProcedureInsights } from '@journeys/shared/rules';
import { fakeApiPerTest, renderWithRouter, useLanguageInTest } from '@journeys/shared/testing';
import ProcedurePage from '../src/exposes/procedure-page';
import ProceduresPage from '../src/exposes/procedures-page';
import SurgeonPage from '../src/exposes/surgeon-page';
import {
  KNEE,
  SHOULDER,
  SPINE,
  SURGEON_NPI,
  kneeInsights,
  procedureList,
  shoulderInsights,
  spineInsights,
  surgeonInsights,
} from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();
beforeEach(async () => {
  api.on('GET /insights/procedures', { status: 200, body: procedureList });
  api.on(`GET /insights/procedures/${KNEE.id}`, { status: 200, body: kneeInsights });
  api.on(`GET /insights/procedures/${SHOULDER.id}`, { status: 200, body: shoulderInsights });
  api.on(`GET /insights/procedures/${SPINE.id}`, { status: 200, body: spineInsights });
  api.on(`GET /insights/surgeons/${SURGEON_NPI}`, { status: 200, body: surgeonInsights });
  await useLanguageInTest('es');
});
afterEach(async () => {
  await useLanguageInTest('en');
});

const renderProcedure = (id: number) =>
  renderWithRouter(<ProcedurePage id={String(id)} />, {
    route: `/procedures/${id}`,
    path: '/procedures/:id',
  });
const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('insights in Spanish', () => {
  it('lists the procedures with their journeys, and titles the page', async () => {
    renderWithRouter(<ProceduresPage />, { route: '/es/procedures' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Recuperación por procedimiento' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando procedimientos...')).toHaveAttribute('role', 'status');
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Lumbar Spinal Fusion 126 experiencias',
      'Knee Arthroscopy 42 experiencias',
      'Total Hip Replacement 11 experiencias',
      'Rotator Cuff Repair 10 experiencias',
    ]);
    expect(document.title).toBe('Recuperación por procedimiento — Surgery Journeys');
  });

  it("shows a procedure's curve, share and satisfaction with their tables in Spanish", async () => {
    renderProcedure(KNEE.id);
    expect(await screen.findByRole('heading', { level: 1, name: KNEE.name })).toBeInTheDocument();
    expect(document.title).toBe('Recuperación de Knee Arthroscopy — Surgery Journeys');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^Cómo se recuperan los miembros después de Knee Arthroscopy: .* 42 experiencias compartidas en Surgery Journeys\.$/,
    );
    expect(screen.getByRole('link', { name: 'Ver las 42 experiencias' })).toHaveAttribute(
      'href',
      paths.feed({ procedure: KNEE.id }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Curva de recuperación' })).toBeInTheDocument();

    const curve = screen.getByRole('table', { name: /^Cómo se sienten los miembros/ });
    expect(
      within(curve)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tiempo desde la cirugía', 'Experiencias', 'Mediana', 'Mitad central (percentiles 25–75)']);
    expect(row(curve, /^0–2 semanas/)).toHaveTextContent('0–2 semanas383 (Un poco peor)2 a 4');
    expect(row(curve, /^3–6 meses/)).toHaveTextContent('5.5 (entre Un poco mejor y Moderadamente mejor)');
    expect(row(curve, /^Más de un año/)).toHaveTextContent(
      'Más de un añoMenos de 11 experiencias: no son suficientes para mostrarlas',
    );
    // The plural of the withheld periods: one of six.
    expect(
      screen.getByText(
        'En el período de 0–2 semanas, la mitad de los miembros indica sentirse al menos un poco peor que antes de la cirugía; en el período de 6–12 meses, al menos moderadamente mejor que antes de la cirugía. 1 de 6 períodos tiene menos de 11 experiencias y no se muestra.',
      ),
    ).toBeInTheDocument();

    const better = screen.getByRole('table', {
      name: 'Miembros cuyo informe más reciente es mejor que antes de la cirugía',
    });
    expect(row(better, /^Intervalo del 95%/)).toHaveTextContent('47% a 75%');
    expect(
      screen.getByText(
        'El 62% de 42 miembros indica sentirse mejor que antes de la cirugía (intervalo del 95%: 47% a 75%).',
      ),
    ).toBeInTheDocument();

    const stars = screen.getByRole('table', {
      name: 'Calificación más reciente de 40 experiencias (promedio de 4.0 estrellas)',
    });
    expect(row(stars, /^5 estrellas/)).toHaveTextContent('5 estrellas (Muy satisfecho)1845%');
    expect(row(stars, /^1 estrella /)).toHaveTextContent('1 estrella (Muy insatisfecho)25%');
  });

  it('withholds the figures of 10 journeys, in Spanish', async () => {
    renderProcedure(SHOULDER.id);
    expect(await screen.findByRole('heading', { level: 1, name: SHOULDER.name })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Menos de 11 experiencias en cada período desde la cirugía: no son suficientes para mostrarlas, por lo que no se dibuja ninguna curva.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Satisfacción: menos de 11 experiencias, no son suficientes para mostrarlas.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Valió la pena: menos de 11 experiencias, no son suficientes para mostrarlas.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Costo: menos de 11 experiencias, no son suficientes para mostrarlas.'),
    ).toBeInTheDocument();
  });

  it("shows 'Worth it' at 3, 6 and 12 months and the cost by how it was paid, in Spanish", async () => {
    renderProcedure(SPINE.id);
    expect(await screen.findByRole('heading', { level: 1, name: SPINE.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Valió la pena' })).toBeInTheDocument();
    const worthIt = screen.getByRole('table', {
      name: 'Proporción de miembros que dijeron que Lumbar Spinal Fusion valió la pena, según el tiempo desde la cirugía (la respuesta más reciente de cada uno hasta ese momento)',
    });
    expect(
      within(worthIt)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tiempo desde la cirugía', 'Experiencias', 'Valió la pena', 'Intervalo del 95%']);
    expect(row(worthIt, /^3 meses/)).toHaveTextContent('3 meses11871%62% a 79%');
    expect(row(worthIt, /^12 meses/)).toHaveTextContent('12 meses6477%65% a 85%');
    expect(
      screen.getByText(
        '12 meses después de la cirugía, el 77% de 64 miembros que habían respondido dijo que valió la pena (intervalo del 95%: 65% a 85%).',
      ),
    ).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Costo' })).toBeInTheDocument();
    const cost = screen.getByRole('table', {
      name: 'Lo que los miembros pagaron de su bolsillo por Lumbar Spinal Fusion, según cómo lo pagaron, en dólares estadounidenses',
    });
    expect(
      within(cost)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Cómo se pagó', 'Experiencias', 'Mediana', 'Mitad central (percentiles 25–75)']);
    expect(
      within(cost)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Seguro privado', 'Medicare', 'Medicaid', 'Sin seguro (pago por cuenta propia)', 'Otro']);
    expect(row(cost, /^Seguro privado/)).toHaveTextContent('Seguro privado58$4,200$2,150 a $7,800');
    expect(row(cost, /^Sin seguro/)).toHaveTextContent(
      'Sin seguro (pago por cuenta propia)14$38,500$24,751 a $61,000',
    );
    expect(row(cost, /^Medicaid/)).toHaveTextContent(
      'MedicaidMenos de 11 experiencias: no son suficientes para mostrarlas',
    );
    expect(
      screen.getByText(
        'Gastos de bolsillo que indicaron los miembros, en dólares estadounidenses: la mediana y la mitad central (percentiles 25 a 75) de cada forma de pago. 2 cantidades extremas quedan fuera de estas cifras.',
      ),
    ).toBeInTheDocument();
  });

  it('says one extreme amount in the singular, in Spanish', async () => {
    const one: ProcedureInsights = { ...spineInsights, cost: { ...spineInsights.cost, trimmed: 1 } };
    api.on(`GET /insights/procedures/${SPINE.id}`, { status: 200, body: one });
    renderProcedure(SPINE.id);
    expect(await screen.findByText(/ 1 cantidad extrema queda fuera de estas cifras\.$/)).toBeInTheDocument();
  });

  it("sets a surgeon's figures against all surgeons, in Spanish", async () => {
    renderWithRouter(<SurgeonPage npi={SURGEON_NPI} />, {
      route: `/es/surgeons/${SURGEON_NPI}`,
      path: '/es/surgeons/:npi',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' })).toBeInTheDocument();
    expect(screen.getByText(/24 experiencias compartidas por pacientes\./)).toBeInTheDocument();
    expect(document.title).toBe('Maria Lopez: resultados por procedimiento — Surgery Journeys');
    const knee = screen.getByRole('region', { name: KNEE.name });
    expect(within(knee).getByRole('row', { name: /^Promedio de estrellas/ })).toHaveTextContent(
      'Promedio de estrellas4.6 estrellas4.2 a 54 estrellasPor encima del rango esperado',
    );
    expect(within(knee).getByRole('link', { name: 'Ver estas 14 experiencias' })).toBeInTheDocument();
    expect(within(knee).getByRole('heading', { level: 3, name: 'Valió la pena' })).toBeInTheDocument();
    const worthIt = within(knee).getByRole('table', {
      name: /^Proporción de pacientes de este cirujano que dijeron que Knee Arthroscopy valió la pena/,
    });
    expect(row(worthIt, /^6 meses/)).toHaveTextContent('6 meses1173%43% a 90%');
    expect(within(knee).getByRole('heading', { level: 3, name: 'Costo' })).toBeInTheDocument();
    const cost = within(knee).getByRole('table', {
      name: /^Lo que los pacientes de este cirujano pagaron de su bolsillo por Knee Arthroscopy/,
    });
    expect(row(cost, /^Seguro privado/)).toHaveTextContent('Seguro privado11$1,600$950 a $2,400');
    expect(
      within(knee).getByText(
        /Frente a todos los cirujanos: promedio de estrellas por encima del rango esperado/,
      ),
    ).toBeInTheDocument();
  });

  it('switches language without a reload, title included', async () => {
    await useLanguageInTest('en');
    renderWithRouter(<ProceduresPage />, { route: '/procedures' });
    expect(await screen.findByRole('link', { name: /^Knee Arthroscopy 42 journeys$/ })).toBeInTheDocument();
    expect(document.title).toBe('Recovery by procedure — Surgery Journeys');
    await useLanguageInTest('es');
    expect(
      await screen.findByRole('link', { name: /^Knee Arthroscopy 42 experiencias$/ }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Recuperación por procedimiento — Surgery Journeys');
    expect(api.requests).toHaveLength(1);
  });

  it('is the Not Found page in Spanish', () => {
    renderWithRouter(<ProcedurePage id="abc" />, { route: '/es/procedures/abc', path: '/es/procedures/:id' });
    expect(screen.getByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Cirugías' })).toBeInTheDocument();
    expect(document.title).toBe('No encontrado — Surgery Journeys');
  });
});
