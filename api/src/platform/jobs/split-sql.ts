/**
 * Splits a script of SQL statements at the semicolons that end them, leaving semicolons inside
 * quotes, dollar-quoted bodies and comments alone. PGlite runs one statement per query (the
 * extended protocol), while pg-boss hands its schema scripts over as one string.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (statement !== '') statements.push(statement);
  };
  while (i < script.length) {
    const c = script[i];
    if (c === "'" || c === '"') {
      i = closingQuote(script, i, c);
    } else if (c === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (c === '/' && script[i + 1] === '*') {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]?[A-Za-z0-9_]*\$/.exec(script.slice(i));
      if (tag) {
        const end = script.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? script.length : end + tag[0].length;
      } else {
        i += 1;
      }
    } else if (c === ';') {
      push(i);
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  push(script.length);
  return statements;
}

/** Index just past the quote that closes the one at `open` (a doubled quote is an escaped one). */
function closingQuote(script: string, open: number, quote: string): number {
  let i = open + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return script.length;
}
