import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageRouter } from '@journeys/shared/router';
import { fakeApiPerTest, useLanguageInTest } from '@journeys/shared/testing';
import { AppRoutes } from '../src/app/app-routes';
import { remoteLoaders } from './mf-runtime-mock';

const api = fakeApiPerTest();

/** A remote holding what a switch must keep: a typed draft. */
function DraftRemote() {
  return <input aria-label="draft" defaultValue="" />;
}

function renderAt(path: string) {
  act(() => window.history.replaceState(null, '', path));
  return render(
    <LanguageRouter>
      <AppRoutes />
    </LanguageRouter>,
  );
}

beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('feed/Feed', async () => ({ default: DraftRemote }));
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
});

afterEach(async () => {
  await useLanguageInTest('en');
  document.cookie = 'journeys-lang=; Max-Age=0; Path=/';
});

test('the header offers Español, which switches the page in place and keeps a typed draft', async () => {
  renderAt('/surgeries?sort=recent');
  const draft = await screen.findByRole('textbox', { name: 'draft' });
  await userEvent.type(draft, 'my knee');
  const switchLink = screen.getByRole('link', { name: 'Español' });
  expect(switchLink).toHaveAttribute('href', '/es/surgeries?sort=recent');

  await userEvent.click(switchLink);

  expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '+ Cirugía' })).toBeInTheDocument();
  expect(window.location.pathname + window.location.search).toBe('/es/surgeries?sort=recent');
  expect(document.documentElement.lang).toBe('es-US');
  expect(document.cookie).toContain('journeys-lang=es');
  expect(screen.getByRole('textbox', { name: 'draft' })).toHaveValue('my knee');
  // Links inside the Spanish page stay Spanish.
  expect(screen.getByRole('link', { name: 'Normas de la comunidad' })).toHaveAttribute(
    'href',
    '/es/community-rules',
  );

  await userEvent.click(screen.getByRole('link', { name: 'English' }));
  expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/surgeries');
  expect(screen.getByRole('textbox', { name: 'draft' })).toHaveValue('my knee');
});

test('a Spanish address opens in Spanish', async () => {
  renderAt('/es/surgeries');
  expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(screen.getByText('Estas son experiencias personales, no consejos médicos.')).toBeInTheDocument();
});

test('the landing page offers the switch too, in Spanish with Spanish words', async () => {
  api.on('GET /users', { status: 200, body: [] });
  renderAt('/es');
  expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Únase a la comunidad' })).toHaveAttribute(
    'href',
    '/es/surgeries?login=true',
  );
});

test("a switch retitles the page in the new language, as its server would, and leaves a page's own title alone", async () => {
  const titles: Record<string, string> = {
    en: 'Surgery recovery journeys — Surgery Journeys',
    es: 'Experiencias de recuperación — Surgery Journeys',
  };
  api.on('GET /public-page', ({ headers, params }) => ({
    status: 200,
    body: {
      title: `${titles[headers['accept-language'] ?? 'en']} ${String(params?.path)}`,
      description: headers['accept-language'] ?? 'en',
    },
  }));
  document.title = 'Surgery Journeys';
  renderAt('/surgeries');
  await userEvent.click(await screen.findByRole('link', { name: 'Español' }));
  await waitFor(() => expect(document.title).toBe(`${titles.es} /surgeries`));

  // A page that set its own title in the meantime keeps it.
  await userEvent.click(screen.getByRole('link', { name: 'English' }));
  document.title = 'Recovery by procedure';
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(document.title).toBe('Recovery by procedure');
});
