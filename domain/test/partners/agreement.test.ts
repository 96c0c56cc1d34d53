import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreementCodeFor } from '../../src/partners/agreement';
import { membershipClaim } from '../../src/partners/membership';

describe('agreementCodeFor', () => {
  it('names the insurer first, then the CI app, and none for the non-customer zone or the web', () => {
    expect(agreementCodeFor({ appRimac: true, appCI: true })).toBe('rimac');
    expect(agreementCodeFor({ appCI: true })).toBe('ci');
    expect(agreementCodeFor({ zonaNoClientes: true })).toBeNull();
    expect(agreementCodeFor({})).toBeNull();
  });

  it('never names an agreement without a partner app flag', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        (zona) => agreementCodeFor({ appRimac: false, appCI: false, zonaNoClientes: zona }) === null,
      ),
    );
  });
});

describe('membershipClaim', () => {
  it('cleans a DNI typed with spaces or dashes', () => {
    expect(membershipClaim('DOCUMENT', { documentType: 2, documentNumber: ' 7012-5489 ' })).toEqual({
      ok: true,
      claim: { kind: 'DOCUMENT', documentType: 2, documentNumber: '70125489' },
    });
  });

  it('names the missing or wrong field, in Spanish', () => {
    expect(membershipClaim('DOCUMENT', { documentNumber: '70125489' })).toMatchObject({
      ok: false,
      field: 'documentType',
    });
    expect(membershipClaim('DOCUMENT', { documentType: 2, documentNumber: '123' })).toEqual({
      ok: false,
      field: 'documentNumber',
      message: 'El DNI debe tener 8 dígitos.',
    });
    expect(membershipClaim('MEMBER_CODE', { memberCode: 'x' })).toMatchObject({ ok: false, field: 'memberCode' });
  });

  it('upper-cases a member code and ignores a document sent to a code agreement', () => {
    expect(membershipClaim('MEMBER_CODE', { memberCode: ' ci-2024-0001 ', documentType: 2 })).toEqual({
      ok: true,
      claim: { kind: 'MEMBER_CODE', memberCode: 'CI-2024-0001' },
    });
  });
});
