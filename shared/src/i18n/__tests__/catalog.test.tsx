import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useLanguageInTest } from '@journeys/shared/testing';
import { common } from '../common';
import { createCatalog } from '../catalog';
import { setMissingMessageReporter } from '../missing-messages';
import { richText } from '../rich-text';

import english from './messages/en.json';

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
