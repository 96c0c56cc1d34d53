import { describe, expect, it } from 'vitest';
import {
  type AgreementData,
  afterVerification,
  initialAgreementState,
  storedAgreementState,
} from '../src/features/partners/agreement-state';
import { MEMBERSHIP_MESSAGES, membershipFailure } from '../src/features/partners/membership-messages';

const rimac: AgreementData = {
  code: 'rimac',
  name: 'Rimac Seguros',
  tagline: 'Beneficios para asegurados Rimac',
  logoUrl: 'http://localhost:4010/media/logos/rimac.svg',
  verification: 'DOCUMENT',
  banners: [{ alt: 'Descuentos', href: '/coleccion/cyber-salud', imageUrl: 'http://x/b.png' }],
  worlds: [{ slug: 'cuidado-de-la-piel', name: 'Mundo cuidado de la piel' }],
  carousel: { title: 'Elegidos', collectionSlug: 'cyber-salud' },
};

describe('agreement state', () => {
  it('starts unverified when the agreement verifies, verified when it does not', () => {
    expect(initialAgreementState(rimac)).toEqual({ agreement: rimac, verified: false, email: null, memberName: null });
    expect(initialAgreementState({ ...rimac, verification: null }).verified).toBe(true);
  });

  it('keeps the member and the masked e-mail after a verification, and clears them after a refusal', () => {
    const verified = afterVerification(initialAgreementState(rimac), {
      verified: true,
      memberName: 'Jorge Ramírez',
      maskedEmail: 'jor*********z@cuida.pe',
    });
    expect(verified).toMatchObject({ verified: true, memberName: 'Jorge Ramírez', email: 'jor*********z@cuida.pe' });
    expect(afterVerification(verified, { verified: false, memberName: null, maskedEmail: null })).toMatchObject({
      verified: false,
      memberName: null,
      email: null,
    });
  });

  it("reads back only a state of the session's agreement, and nothing malformed", () => {
    const saved = JSON.parse(JSON.stringify(initialAgreementState(rimac)));
    expect(storedAgreementState(saved, 'rimac')).toEqual(initialAgreementState(rimac));
    expect(storedAgreementState(saved, 'ci')).toBeNull();
    expect(storedAgreementState({ agreement: { code: 'rimac' } }, 'rimac')).toBeNull();
    expect(storedAgreementState('rimac', 'rimac')).toBeNull();
    expect(storedAgreementState({ ...saved, verified: 'yes' }, 'rimac')?.verified).toBe(false);
  });
});

describe('membership messages', () => {
  it('say in Spanish what happened', () => {
    expect(MEMBERSHIP_MESSAGES.verified('Jorge Ramírez', 'jor*********z@cuida.pe')).toBe(
      'Afiliación verificada: Jorge Ramírez. Te escribiremos a jor*********z@cuida.pe.',
    );
    expect(MEMBERSHIP_MESSAGES.notMember('Rimac Seguros')).toContain('No encontramos una afiliación a Rimac Seguros');
    expect(membershipFailure('RATE_LIMITED')).toBe(MEMBERSHIP_MESSAGES.tooMany);
    expect(membershipFailure('UPSTREAM_UNAVAILABLE')).toBe(MEMBERSHIP_MESSAGES.unavailable);
  });
});
