import type { Language } from '@journeys/shared/languages';
import { http } from './http';

/** PUT /account/language: the member's language, which their emails follow (docs/architecture.md §11). */
export async function saveAccountLanguage(language: Language): Promise<void> {
  await http.put('/account/language', { language });
}
