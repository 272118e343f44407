import { startTransition, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useLanguageInTest } from '@journeys/shared/testing';
import { common } from '../common';
import { createCatalog } from '../catalog';
import { setMissingMessageReporter } from '../missing-messages';
import { richText } from '../rich-text';
import { applyLanguage } from '../language-store';

import english from './messages/en.json';
import spanish from './messages/es.json';

// The Spanish file lacks 'only', as an older release's would.
const catalog = createCatalog('test', english, { es: () => import('./messages/es.json') });

function Words({ n }: { n: number }) {
  const t = catalog.useT();
  const tc = common.useT();
  return (
    <p>
      {t('count', { n })} · {t('only')} · {tc('close')}
    </p>
  );
}

afterEach(async () => {
  await useLanguageInTest('en');
});

test('English by default, compiled plurals', () => {
  render(<Words n={2} />);
  expect(screen.getByText('2 comments · Only in English · Close')).toBeInTheDocument();
});

test('a switch re-renders in Spanish; a missing key falls back to English and is reported once', async () => {
  const reports: string[] = [];
  setMissingMessageReporter((owner, language) => reports.push(`${owner}:${language}`));
  render(
    <Suspense fallback="loading">
      <Words n={1} />
    </Suspense>,
  );
  await useLanguageInTest('es');
  expect(await screen.findByText('1 comentario · Only in English · Cerrar')).toBeInTheDocument();
  await act(async () => {
    await useLanguageInTest('en');
    await useLanguageInTest('es');
  });
  expect(reports).toEqual(['test:es']);
});

test('richText keeps the translator’s order around an element', () => {
  const format = (v: Record<string, string>) => `Lea las ${v.rules} primero`;
  render(<p>{richText(format, { rules: <a href="/rules">normas</a> })}</p>);
  expect(screen.getByRole('link', { name: 'normas' })).toBeInTheDocument();
  expect(screen.getByText(/Lea las/)).toHaveTextContent('Lea las normas primero');
});

test('a component with hooks after useT renders when its file arrives during a concurrent first render', async () => {
  // A file that arrives while React waits within the same render: React replays the suspended
  // component rather than unwinding to the boundary, and the replay must call the same hooks as
  // the first attempt did.
  const quick = createCatalog('quick', english, {
    es: () => new Promise((resolve) => setTimeout(() => resolve({ default: spanish }), 0)),
  });
  act(() => applyLanguage('es'));
  function Counted() {
    const t = quick.useT();
    const [n] = useState(3);
    const label = useCallback(() => t('count', { n }), [t, n]);
    return <p>{label()}</p>;
  }
  const errors: unknown[] = [];
  const container = document.createElement('div');
  const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
  // Outside act(), as in a browser: act() flushes suspended work differently and hides the replay.
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    startTransition(() =>
      root.render(
        <Suspense fallback="loading">
          <Counted />
        </Suspense>,
      ),
    );
    await waitFor(() => expect(container).toHaveTextContent('3 comentarios'));
    expect(errors).toEqual([]);
    root.unmount();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});
