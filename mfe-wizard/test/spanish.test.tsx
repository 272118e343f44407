import { fireEvent, screen, within } from '@testing-library/react';
import {
  makeCurrentUser,
  makeReview,
  makeUpdate,
  renderWithRouter,
  signInAs,
  signOut,
  useLanguageInTest,
  type FakeApi,
} from '@journeys/shared/testing';
import SurgeryWizard from '../src/exposes/surgery-wizard';
import UpdateWizard from '../src/exposes/update-wizard';
import {
  captureEvents,
  clickAndSettle,
  installSurgery,
  installWizardApi,
  passDebounce,
  setupUser,
} from './helpers';

let api: FakeApi;
let events: ReturnType<typeof captureEvents>;

beforeEach(async () => {
  jest.useFakeTimers();
  api = installWizardApi();
  events = captureEvents();
  await useLanguageInTest('es');
});

afterEach(async () => {
  await useLanguageInTest('en');
  signOut();
  events.stop();
  api.restore();
  jest.useRealTimers();
});

const siguiente = () => screen.getByRole('button', { name: 'Siguiente' });
const paso = () => screen.getByText(/^Paso \d de \d$/).textContent;

it('walks the create wizard in Spanish, every step and its messages', async () => {
  api.on('POST /review', { status: 201, body: makeReview({ id: 99 }) });
  const user = setupUser();
  renderWithRouter(<SurgeryWizard />, { route: '/create-review' });

  // State
  expect(screen.getByRole('heading', { name: 'Crear una cirugía' })).toBeInTheDocument();
  expect(paso()).toBe('Paso 1 de 9');
  expect(screen.getByRole('progressbar', { name: 'Progreso' })).toHaveAttribute(
    'aria-valuetext',
    'Paso 1 de 9',
  );
  expect(screen.getByRole('heading', { name: 'Seleccione su estado' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('Elija un estado');
  fireEvent.change(await screen.findByLabelText('Filtrar estados'), { target: { value: 'Texas' } });
  expect(screen.getByText('Ningún estado coincide con “Texas”.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Filtrar estados'), { target: { value: 'nuevo' } });
  expect(screen.queryByRole('button', { name: 'Connecticut' })).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Filtrar estados'), { target: { value: '' } });
  await user.click(screen.getByRole('button', { name: 'Nuevo Hampshire' }));

  // Surgeon
  expect(paso()).toBe('Paso 2 de 9');
  expect(screen.getByRole('heading', { name: 'Encuentre a su cirujano' })).toBeInTheDocument();
  expect(screen.getByLabelText('Busque a su cirujano')).toHaveAttribute('placeholder', 'Nombre del cirujano');
  expect(screen.getByLabelText('Estado')).toHaveDisplayValue('Nuevo Hampshire');
  expect(screen.getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
  await passDebounce();
  expect(await screen.findByRole('list', { name: 'Resultados de la búsqueda' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  await user.click(screen.getByRole('button', { name: 'Nuevo Hampshire' }));
  await passDebounce();
  await user.click(await screen.findByRole('button', { name: /Jane Q\. Doe, MD/ }));

  // Procedures
  expect(paso()).toBe('Paso 3 de 9');
  expect(screen.getByRole('heading', { name: 'Procedimientos' })).toBeInTheDocument();
  expect(screen.getByText('Todavía no ha agregado procedimientos.')).toBeInTheDocument();
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('Agregue al menos un procedimiento');
  await user.click(screen.getByRole('button', { name: 'Agregar procedimiento' }));
  expect(screen.getByText('Elija un tipo de procedimiento')).toHaveAttribute('role', 'alert');
  await screen.findByRole('option', { name: 'Knee replacement' });
  await user.selectOptions(screen.getByLabelText('Tipo de procedimiento'), 'Knee replacement');
  const side = screen.getByRole('group', { name: 'Lado' });
  expect(
    within(side)
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['Izquierdo', 'Derecho', 'Ambos']);
  await user.click(within(side).getByRole('radio', { name: 'Izquierdo' }));
  await user.click(screen.getByRole('button', { name: 'Agregar procedimiento' }));
  expect(screen.getByRole('group', { name: 'Lado de Knee replacement' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Quitar Knee replacement' })).toHaveTextContent('Quitar');
  await user.click(screen.getByRole('button', { name: 'Agregar un tipo de procedimiento' }));
  await user.click(screen.getByRole('button', { name: 'Guardar tipo de procedimiento' }));
  expect(screen.getByText('El nombre es obligatorio')).toBeInTheDocument();
  expect(screen.getByText('La descripción es obligatoria')).toBeInTheDocument();
  await user.click(siguiente());

  // Date: a message shown follows a language switch
  expect(paso()).toBe('Paso 4 de 9');
  expect(screen.getByRole('heading', { name: 'Fecha de la cirugía' })).toBeInTheDocument();
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('La fecha de la cirugía es obligatoria');
  await useLanguageInTest('en');
  expect(screen.getByRole('alert')).toHaveTextContent('Surgery date is required');
  expect(screen.getByText('Step 4 of 9')).toBeInTheDocument();
  await useLanguageInTest('es');
  fireEvent.change(screen.getByLabelText('Fecha de la cirugía'), { target: { value: '1969-12-31' } });
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('La fecha de la cirugía no puede ser anterior a 1970');
  fireEvent.change(screen.getByLabelText('Fecha de la cirugía'), { target: { value: '2024-03-05' } });
  await user.click(siguiente());

  // What it cost: its words, the payment names and the amount's message beside the field
  expect(paso()).toBe('Paso 5 de 9');
  expect(screen.getByRole('heading', { name: '¿Cuánto le costó?' })).toBeInTheDocument();
  const amount = screen.getByLabelText('Cantidad pagada de su bolsillo, en dólares estadounidenses enteros');
  expect(
    within(screen.getByRole('group', { name: '¿Cómo se pagó?' }))
      .getAllByRole('radio')
      .map((r) => r.parentElement?.textContent),
  ).toEqual(['Seguro privado', 'Medicare', 'Medicaid', 'Sin seguro (pago por cuenta propia)', 'Otro']);
  expect(
    screen.getByRole('checkbox', { name: 'Mostrar lo que pagué en mi experiencia' }),
  ).toHaveAccessibleDescription('De lo contrario, solo se usa en los totales.');
  await user.type(amount, '500001');
  await user.click(siguiente());
  expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
    'Introduzca una cantidad en dólares enteros, de 0 a 500,000.',
    'Elija cómo lo pagó.',
  ]);
  expect(amount).toHaveAccessibleDescription('Introduzca una cantidad en dólares enteros, de 0 a 500,000.');
  await user.clear(amount);
  await user.type(amount, '1500');
  expect(screen.getByRole('alert')).toHaveTextContent('Elija cómo lo pagó.');
  await user.click(screen.getByRole('radio', { name: 'Seguro privado' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Prefiero no decirlo' })).toBeInTheDocument();
  await user.click(siguiente());

  // Symptom
  expect(paso()).toBe('Paso 6 de 9');
  expect(screen.getByRole('heading', { name: 'Evolución de los síntomas' })).toBeInTheDocument();
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('Seleccione la evolución de sus síntomas');
  await user.click(screen.getByRole('button', { name: /Moderadamente mejor que antes de la cirugía/ }));
  await user.click(siguiente());

  // Satisfaction: plural star names
  expect(paso()).toBe('Paso 7 de 9');
  expect(screen.getByRole('heading', { name: 'Satisfacción general' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Satisfacción general' })).toBeInTheDocument();
  expect(screen.getByText('No ha seleccionado una calificación')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '1 estrella: Muy insatisfecho' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: '4 estrellas: Satisfecho' }));
  expect(screen.getByText('Satisfecho')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Omitir' })).toBeInTheDocument();
  await user.click(siguiente());

  // Was it worth it?
  expect(paso()).toBe('Paso 8 de 9');
  expect(screen.getByRole('heading', { name: '¿Valió la pena?' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: '¿Valió la pena?' }))
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Valió la pena', 'Todavía no lo sé', 'No valió la pena']);
  expect(
    screen.getByText('Puede volver a responder con cada actualización. Esto es opcional.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Valió la pena' }));
  await user.click(siguiente());

  // Details, then submit
  expect(paso()).toBe('Paso 9 de 9');
  expect(screen.getByRole('heading', { name: 'Detalles adicionales' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Detalles adicionales'), 'Todo bien.');
  await clickAndSettle(screen.getByRole('button', { name: 'Enviar' }));
  expect(events.toasts).toEqual(['Cirugía enviada correctamente']);
  // The reference data's name goes to the API, whatever the page's language.
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
    state: 'New Hampshire',
    worthIt: 'worth_it',
    cost: { amount: 1500, payment: 'private', shown: false },
  });
});

it('says in Spanish that a search found nothing', async () => {
  api.on('GET /doctors/search', { status: 200, body: { doctors: [], hasMore: false } });
  const user = setupUser();
  renderWithRouter(<SurgeryWizard />, { route: '/create-review' });
  await user.click(await screen.findByRole('button', { name: 'Nuevo Hampshire' }));
  await user.type(screen.getByLabelText('Busque a su cirujano'), 'zzz');
  expect(screen.getByText('Buscando...')).toBeInTheDocument();
  await passDebounce();
  expect(await screen.findByText('No hay resultados en Nuevo Hampshire')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeInTheDocument();
  expect(screen.getByText('O elija otro estado arriba.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Buscar en todos los estados' }));
  await passDebounce();
  expect(await screen.findByText('No hay resultados en Todos los estados')).toBeInTheDocument();
});

it('walks the update wizard in Spanish', async () => {
  installSurgery(
    api,
    makeReview({
      id: 42,
      latestWorthIt: { answer: 'worth_it', answeredAt: '2025-03-01T10:00:00.000Z', monthsAfterSurgery: 2 },
    }),
  );
  api.on('POST /review/update', { status: 201, body: makeUpdate({ reviewId: 42 }) });
  const user = setupUser();
  renderWithRouter(<UpdateWizard reviewId={42} />, { route: '/42/update' });
  expect(screen.getByText('Cargando cirugía...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Agregar una actualización' })).toBeInTheDocument();
  expect(paso()).toBe('Paso 1 de 4');
  await user.click(siguiente());
  expect(screen.getByRole('alert')).toHaveTextContent('Seleccione la evolución de sus síntomas');
  await user.click(screen.getByRole('button', { name: /Un poco mejor que antes de la cirugía/ }));
  await user.click(siguiente());
  await user.click(screen.getByRole('button', { name: 'Omitir' }));
  expect(paso()).toBe('Paso 3 de 4');
  expect(screen.getByRole('heading', { name: '¿Valió la pena?' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Valió la pena' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(siguiente());
  expect(paso()).toBe('Paso 4 de 4');
  expect(screen.getByRole('heading', { name: 'Detalles' })).toBeInTheDocument();
  expect(screen.getByText('¿Cómo va su recuperación desde su última publicación?')).toBeInTheDocument();
  await clickAndSettle(screen.getByRole('button', { name: 'Enviar' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Los detalles son obligatorios');
  await user.type(screen.getByLabelText('Detalles'), 'Ya corro.');
  await clickAndSettle(screen.getByRole('button', { name: 'Enviar' }));
  expect(events.toasts).toEqual(['¡Cirugías actualizadas!']);
  expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ worthIt: 'worth_it' });
});

it('says in Spanish that the update to edit does not exist', async () => {
  renderWithRouter(<UpdateWizard updateId={0} />, { route: '/update/0' });
  expect(await screen.findByRole('heading', { name: 'Editar actualización' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('No encontrado');
  expect(screen.getByRole('link', { name: 'Volver a las cirugías' })).toBeInTheDocument();
});

it('tells a suspended member in Spanish', () => {
  signInAs(makeCurrentUser({ suspendedUntil: '2999-01-01T00:00:00.000Z' }));
  renderWithRouter(<SurgeryWizard />, { route: '/create-review' });
  expect(screen.getByRole('heading', { name: 'Su cuenta está suspendida' })).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('1 de enero de 2999');
  expect(screen.getByRole('link', { name: 'Normas de la comunidad' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver a las cirugías' })).toBeInTheDocument();
});

it('edits a surgery in Spanish: loading, its title, the chosen surgeon and the toast', async () => {
  const review = makeReview({
    id: 42,
    state: { id: 30, name: 'New Hampshire', code: 'NH' },
    surgeon: { npi: '1234567893', name: 'Jane Q. Doe, MD', address: '1 Main St', stateName: 'New Hampshire' },
    procedures: [
      {
        id: 3,
        name: 'Knee replacement',
        description: 'Replaces the knee joint.',
        side: 'left',
        right: false,
      },
    ],
    surgeryDate: '2025-01-10',
    symptom: 6,
    rating: 4,
  });
  api.on('GET /reviews', { status: 200, body: { reviews: [review], nextCursor: null, total: 1 } });
  api.on('PUT /review', { status: 200, body: review });
  const user = setupUser();
  renderWithRouter(<SurgeryWizard reviewId={42} />, { route: '/review/42/edit' });
  expect(screen.getByText('Cargando cirugía...')).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('heading', { name: 'Editar cirugía' })).toBeInTheDocument();
  await user.click(siguiente());
  expect(screen.getByText(/^Cirujano seleccionado:/)).toHaveTextContent(
    'Cirujano seleccionado: Jane Q. Doe, MD, 1 Main St',
  );
  for (let step = 2; step < 9; step += 1) await user.click(siguiente());
  expect(paso()).toBe('Paso 9 de 9');
  await clickAndSettle(screen.getByRole('button', { name: 'Enviar' }));
  expect(events.toasts).toEqual(['Cirugía editada correctamente']);
});
