import { type MembershipCheck, membershipClaim } from '@cuida/domain/membership';
import { agreementCodeFor } from '@cuida/domain/partners';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { isUpstreamOutage } from '../../degraded';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { badInput, cleanText, parseInput } from '../../errors/validation';
import { takeLookup } from '../orders/lookup';
import {
  AGREEMENT_OPERATIONS,
  AGREEMENT_REFUSALS,
  AgreementAnswer,
  type AgreementSource,
  type BannerSource,
  type CarouselSource,
  MembershipAnswer,
  WorldAnswer,
  type WorldSource,
} from './rest-contract';

const Code = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,40}$/, 'An agreement code is lower-case letters, digits and dashes (rimac, ci).');
const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]{1,100}$/, 'A world slug is lower-case letters, digits and dashes (cuidado-de-la-piel).');

const VerifyInput = z.object({
  agreementCode: Code,
  documentType: z.number().int().nullish(),
  documentNumber: cleanText().max(30).nullish(),
  memberCode: cleanText().max(40).nullish(),
});

const CHECKS: Record<'DOCUMENTO' | 'CODIGO', MembershipCheck> = { DOCUMENTO: 'DOCUMENT', CODIGO: 'MEMBER_CODE' };

/**
 * A read from the agreements service: its payload, null for the refusal that means "no such thing", and any other
 * refusal as UPSTREAM_REJECTED. Outages are the caller's to handle.
 */
async function readOrNull(
  context: GatewayContext,
  operation: string,
  payload: Record<string, string>,
  notFound: string,
  importance: 'essential' | 'decoration' = 'essential',
): Promise<unknown> {
  const outcome = await context.services.rest.callForOutcome(operation, payload, { ...context.restAs(), importance });
  if (outcome.success) return outcome.payload;
  if (outcome.code === notFound) return null;
  throw gatewayError(ErrorCode.UPSTREAM_REJECTED, outcome.message, {
    upstream: 'agreements',
    upstreamCode: outcome.code,
  });
}

/** An agreement by code; null when the service knows none. Outages are the caller's to handle. */
async function readAgreement(context: GatewayContext, code: string, importance: 'essential' | 'decoration') {
  const payload = await readOrNull(
    context,
    AGREEMENT_OPERATIONS.agreement,
    { convenio: code },
    AGREEMENT_REFUSALS.agreementNotFound,
    importance,
  );
  return payload === null ? null : AgreementAnswer.parse(payload);
}

export const agreementsResolvers = {
  Query: {
    partnerAgreement: async (_: unknown, args: { code?: string | null }, context: GatewayContext) => {
      const code = args.code == null ? agreementCodeFor(context.partner) : parseInput(Code, args.code, 'code');
      if (!code) return null;
      // A decoration: the store shows without the partner's branding rather than not at all.
      try {
        return await readAgreement(context, code, 'decoration');
      } catch (error) {
        if (!isUpstreamOutage(error)) throw error;
        context.degraded.add('Query.partnerAgreement', error, 'agreements');
        return null;
      }
    },
    world: async (_: unknown, args: { slug: string }, context: GatewayContext) => {
      const slug = parseInput(Slug, args.slug, 'slug');
      const payload = await readOrNull(
        context,
        AGREEMENT_OPERATIONS.world,
        { mundo: slug },
        AGREEMENT_REFUSALS.worldNotFound,
      );
      return payload === null ? null : WorldAnswer.parse(payload);
    },
  },
  Mutation: {
    verifyPartnerMembership: async (_: unknown, args: { input: unknown }, context: GatewayContext) => {
      const input = parseInput(VerifyInput, args.input, 'input');
      const agreement = await readAgreement(context, input.agreementCode, 'essential');
      if (!agreement) {
        throw gatewayError(ErrorCode.NOT_FOUND, 'There is no agreement with this code.', {
          field: 'input.agreementCode',
        });
      }
      if (!agreement.tipoVerificacion) return { verified: true, memberName: null, maskedEmail: null };
      const claim = membershipClaim(CHECKS[agreement.tipoVerificacion], input);
      if (!claim.ok) throw badInput([{ path: `input.${claim.field}`, message: claim.message }]);
      // A document or code tried is a lookup: a few an hour per client, never enough to walk through members.
      const asked = claim.claim.kind === 'DOCUMENT' ? claim.claim.documentNumber : claim.claim.memberCode;
      await takeLookup(context.services, context.client, asked, 'membership');
      const answer = MembershipAnswer.parse(
        await context.services.rest.call(
          AGREEMENT_OPERATIONS.verifyMember,
          {
            convenio: agreement.codigo,
            ...(claim.claim.kind === 'DOCUMENT'
              ? { tipoDocumento: claim.claim.documentType, numeroDocumento: claim.claim.documentNumber }
              : { codigo: claim.claim.memberCode }),
          },
          context.restAs(),
        ),
      );
      return answer.verificado
        ? { verified: true, memberName: answer.nombre, maskedEmail: answer.email }
        : { verified: false, memberName: null, maskedEmail: null };
    },
  },
  PartnerAgreement: {
    code: (agreement: AgreementSource) => agreement.codigo,
    name: (agreement: AgreementSource) => agreement.nombre,
    tagline: (agreement: AgreementSource) => agreement.lema,
    logoUrl: (agreement: AgreementSource) => agreement.logo,
    requiresVerification: (agreement: AgreementSource) => agreement.verificar,
    verification: (agreement: AgreementSource) =>
      agreement.tipoVerificacion ? CHECKS[agreement.tipoVerificacion] : null,
    worlds: (agreement: AgreementSource) => agreement.mundos.map((world) => ({ slug: world.slug, name: world.nombre })),
    carousel: (agreement: AgreementSource) => agreement.carrusel,
  },
  World: {
    name: (world: WorldSource) => world.nombre,
    description: (world: WorldSource) => world.descripcion,
    agreementCode: (world: WorldSource) => world.convenio,
    carousel: (world: WorldSource) => world.carrusel,
  },
  AgreementBanner: {
    key: (banner: BannerSource) => banner.clave,
    alt: (banner: BannerSource) => banner.texto,
    href: (banner: BannerSource) => banner.enlace,
    imageUrl: (banner: BannerSource) => banner.imagen,
  },
  ProductCarousel: {
    title: (carousel: CarouselSource) => carousel.titulo,
    collectionSlug: (carousel: CarouselSource) => carousel.coleccion,
  },
};
