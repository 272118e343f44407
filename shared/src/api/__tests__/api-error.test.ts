import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@journeys/shared/rules';
import { hasErrorCode, toApiError } from '../api-error';

describe('ApiError codes', () => {
  it('carries the code of an API error body, and no code for anything else', () => {
    const taken = toApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'EMAIL_IN_USE',
      message: 'Email is already in use',
    });
    expect(taken.code).toBe('EMAIL_IN_USE');
    expect(hasErrorCode(taken, 'EMAIL_IN_USE', 'USERNAME_TAKEN')).toBe(true);
    expect(hasErrorCode(taken, 'USERNAME_TAKEN')).toBe(false);

    const unknown = toApiError(409, { statusCode: 409, error: 'Conflict', code: 'made_up', message: 'x' });
    expect(unknown.code).toBeUndefined();
    expect(toApiError(502, '<html>Bad gateway</html>').code).toBeUndefined();
    expect(toApiError(undefined, undefined).code).toBeUndefined();
    expect(hasErrorCode(new Error('Email is already in use'), 'EMAIL_IN_USE')).toBe(false);
  });

  it('maps codes to the words docs/product.md §8 gives, verbatim', () => {
    const product = readFileSync(path.resolve(__dirname, '../../../../docs/product.md'), 'utf8');
    const errors = product.slice(product.indexOf('## 8. Errors and messages'), product.indexOf('## 9.'));
    for (const message of Object.values(ERROR_MESSAGES)) expect(errors).toContain(`'${message}'`);
  });
});
