import type { Language } from '@journeys/shared/languages';

type Reporter = (owner: string, language: Language) => void;

const reported = new Set<string>();
let reporter: Reporter | null = null;
const waiting: [string, Language][] = [];

/**
 * A message missing in a language shows in English and is reported once per module and language
 * (docs/architecture.md §11): the shell sends it to the API's client-event endpoint, a metric per
 * module and language. Reports made before the shell has set its reporter wait for it.
 */
export function reportMissingMessage(owner: string, language: Language): void {
  const key = `${owner}:${language}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (reporter) reporter(owner, language);
  else waiting.push([owner, language]);
}

/** The shell's sender. */
export function setMissingMessageReporter(send: Reporter): void {
  reporter = send;
  for (const [owner, language] of waiting.splice(0)) send(owner, language);
}
