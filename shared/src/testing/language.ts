import { act } from '@testing-library/react';
import { applyLanguage, loadLanguage, type Language } from '@journeys/shared/i18n';

/**
 * Renders what follows in a language, as the shell's switch does: every catalog created so far
 * is loaded first. Call it after the module under test has been imported (its catalog exists),
 * and put English back in an afterEach.
 */
export async function useLanguageInTest(language: Language): Promise<void> {
  await loadLanguage(language);
  act(() => applyLanguage(language));
}
