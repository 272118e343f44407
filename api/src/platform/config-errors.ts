/**
 * Configuration problems as one line an operator can act on: the variable, what it must be, and
 * what it was (never the value of a secret). A start with a bad variable prints this and exits 1
 * instead of a stack trace.
 */
import type { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Values that may hold a secret or credentials: a problem shows their length, not their value. */
const SECRET_VARIABLE = /SECRET|TOKEN|PASSWORD|PRIVATE_KEY|^(MIGRATION_DATABASE|DATABASE|REDIS|SMTP)_URL$/;
const SHOWN_CHARACTERS = 80;

/** zod's wording for the checks whose schema sets no message of its own, said as "must be …". */
export function mustBe(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number') return 'must be a number';
      if (issue.expected === 'int') return 'must be a whole number';
      return `must be a ${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) === 1
          ? 'must not be empty'
          : `must be at least ${String(issue.minimum)} characters`;
      }
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${String(issue.maximum)} characters`
        : `must be at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'url' ? 'must be an absolute URL such as https://example.org' : undefined;
    default:
      return undefined;
  }
}

function shown(name: string, raw: string): string {
  if (SECRET_VARIABLE.test(name)) return `${raw.length} characters`;
  const text = raw.length > SHOWN_CHARACTERS ? `${raw.slice(0, SHOWN_CHARACTERS)}…` : raw;
  return JSON.stringify(text);
}

/** "NAME must be … (got "value")": messages already starting with the name keep it once. */
export function describeProblem(name: string, message: string, env: NodeJS.ProcessEnv): string {
  const sentence = message.startsWith(name) ? message : `${name} ${message}`;
  const raw = env[name];
  return raw === undefined ? sentence : `${sentence} (got ${shown(name, raw)})`;
}

/** One line for all the problems of one start, the first per variable, in schema order. */
export function configError(issues: readonly z.core.$ZodIssue[], env: NodeJS.ProcessEnv): ConfigError {
  const byVariable = new Map<string, string>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? 'environment');
    if (!byVariable.has(name)) byVariable.set(name, describeProblem(name, issue.message, env));
  }
  // A value or message with a line break must not split the one line a log shows.
  return new ConfigError(
    `Configuration error: ${[...byVariable.values()].join('; ')}`.replace(/\s*[\r\n]+\s*/g, ' '),
  );
}
