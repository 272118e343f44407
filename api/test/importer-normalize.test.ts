import { isValidNpi, npiCheckDigit } from '../src/features/doctor-import/npi';
import {
  credential,
  displayName,
  searchName,
  titleCase,
  unfloat,
  zip5,
} from '../src/features/doctor-import/normalize';

describe('NPI check digit', () => {
  it('accepts CMS example and real NPIs, rejects a wrong check digit and bad shapes', () => {
    expect(isValidNpi('1234567893')).toBe(true); // the example in the CMS NPI check-digit paper
    expect(isValidNpi('1255334207')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678930')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });

  it('computes the check digit that makes a valid NPI', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi(`300000123${npiCheckDigit('300000123')}`)).toBe(true);
  });
});

describe('field normalisation', () => {
  it('restores five-digit ZIPs from damaged postal codes', () => {
    expect(zip5('41023134')).toBe('04102');
    expect(zip5('4416')).toBe('04416');
    expect(zip5('688472944.0')).toBe('68847');
    expect(zip5('06105-1208')).toBe('06105');
    expect(zip5('603.0')).toBe('00603');
    expect(zip5('M5H 2N2')).toBeNull();
    expect(zip5(null)).toBeNull();
  });

  it('undoes pandas floats only for whole numbers', () => {
    expect(unfloat('1234567890.0')).toBe('1234567890');
    expect(unfloat('1.0')).toBe('1');
    expect(unfloat('1.5')).toBe('1.5');
  });

  it('title-cases names and addresses without mangling abbreviations', () => {
    expect(titleCase("O'BRIEN-MCDONALD")).toBe("O'Brien-McDonald");
    expect(titleCase('870 111TH AVE N')).toBe('870 111th Ave N');
    expect(titleCase('PO BOX 12')).toBe('PO Box 12');
    expect(titleCase('AVENUE OF THE AMERICAS', { smallWords: true })).toBe('Avenue of the Americas');
    expect(titleCase('DE LA CRUZ')).toBe('De La Cruz');
  });

  it('formats credentials, display and search names', () => {
    expect(credential('m.d., ph.d.')).toBe('MD, PHD');
    expect(
      displayName({ first: 'Jane', middle: 'QUINN', last: 'Doe', suffix: 'Jr.', credential: 'MD' }),
    ).toBe('Jane Q. Doe Jr., MD');
    expect(searchName('Jane', 'Doe')).toBe('jane doe doe jane');
  });
});
