import { describe, expect, it } from 'vitest';
import { identityMessages, settingsInputSchema } from './adminSchemas';
import {
  addressLine,
  formatOrgNumber,
  formatPostalCode,
  luhnValid,
  orgNumberProblem,
  vatNumberOf,
  vatNumberProblem,
} from './companyIdentity';

const settings = { siteName: 'Novaweb', contactEmail: 'hej@novaweb.se' };
const fieldErrorsOf = (input: Record<string, unknown>) => {
  const parsed = settingsInputSchema.safeParse({ ...settings, ...input });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('organisation numbers', () => {
  it('pass the Luhn check when their last digit checks the others (Bolagsverket’s own, 202100-5489)', () => {
    expect(luhnValid('2021005489')).toBe(true);
    expect(luhnValid('2021005488')).toBe(false);
    expect(orgNumberProblem('202100-5489')).toBeNull();
    expect(orgNumberProblem('559999-1238')).toBeNull();
  });

  it('are ten digits, with or without the hyphen and spaces; a wrong last digit is said as such', () => {
    expect(orgNumberProblem('2021005489')).toBeNull();
    expect(orgNumberProblem('202100 5489')).toBeNull();
    expect(orgNumberProblem('202100-548')).toBe('format');
    expect(orgNumberProblem('19202100-5489')).toBe('format');
    expect(orgNumberProblem('20210A-5489')).toBe('format');
    expect(orgNumberProblem('202100-5481')).toBe('checkDigit');
  });

  it('are written with the hyphen after six digits', () => {
    expect(formatOrgNumber(' 2021005489 ')).toBe('202100-5489');
    expect(formatOrgNumber('202100 5489')).toBe('202100-5489');
  });
});

describe('VAT numbers', () => {
  it('are SE, the organisation number’s ten digits and 01', () => {
    expect(vatNumberOf('202100-5489')).toBe('SE202100548901');
    expect(vatNumberOf('12345')).toBeNull();
  });

  it('are taken typed in small letters or with spaces, and refused when they are not the organisation number’s', () => {
    expect(vatNumberProblem('se 2021 0054 8901', '202100-5489')).toBeNull();
    expect(vatNumberProblem('SE202100548901', '')).toBeNull();
    expect(vatNumberProblem('SE202100548902', '202100-5489')).toBe('format');
    expect(vatNumberProblem('DE202100548901', '')).toBe('format');
    expect(vatNumberProblem('SE202100548101', '')).toBe('format');
    expect(vatNumberProblem('SE559999123801', '202100-5489')).toBe('otherCompany');
  });
});

describe('the registered address', () => {
  it('has its postal code written as three digits and two', () => {
    expect(formatPostalCode('11151')).toBe('111 51');
    expect(formatPostalCode('111 51')).toBe('111 51');
  });

  it('is one line of its parts, an empty one left out', () => {
    expect(addressLine({ address: 'Storgatan 12', postalCode: '111 51', city: 'Stockholm' })).toBe(
      'Storgatan 12, 111 51 Stockholm',
    );
    expect(addressLine({ address: 'Storgatan 12', postalCode: '', city: 'Stockholm' })).toBe(
      'Storgatan 12, Stockholm',
    );
    expect(addressLine({ address: '', postalCode: '', city: '' })).toBe('');
  });
});

describe('the settings form', () => {
  it('stores the identity as it is written, whatever way it was typed', () => {
    const parsed = settingsInputSchema.parse({
      ...settings,
      orgNumber: '2021005489',
      vatNumber: 'se202100548901',
      postalCode: '85179',
      companyForm: 'aktiebolag',
    });
    expect(parsed).toMatchObject({
      orgNumber: '202100-5489',
      vatNumber: 'SE202100548901',
      postalCode: '851 79',
      companyForm: 'aktiebolag',
    });
  });

  it('takes the identity empty (a site may not have it yet)', () => {
    expect(fieldErrorsOf({ orgNumber: '', vatNumber: '', postalCode: '', companyForm: '' })).toEqual({});
  });

  it('says what is wrong at each field, all at once', () => {
    expect(
      fieldErrorsOf({
        orgNumber: '202100-5481',
        vatNumber: 'SE12',
        postalCode: '1115',
        companyForm: 'bolag',
      }),
    ).toEqual({
      orgNumber: identityMessages.orgCheckDigit,
      vatNumber: identityMessages.vatFormat,
      postalCode: identityMessages.postalCode,
      companyForm: expect.any(String),
    });
    expect(fieldErrorsOf({ orgNumber: '5599991238', vatNumber: 'SE202100548901' })).toEqual({
      vatNumber: identityMessages.vatOtherCompany,
    });
    expect(fieldErrorsOf({ orgNumber: '55999' })).toEqual({ orgNumber: identityMessages.orgFormat });
  });
});
