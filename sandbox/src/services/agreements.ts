/**
 * Agreements (agreements base, schema/openapi/agreements.yaml): a partner agreement's state (name, tagline, logo,
 * whether membership is verified and how, banners, worlds, carousel), a world (a themed landing page) and the
 * verification of a member, all from the seeded data (data/agreements.ts).
 */
import { z } from 'zod';
import type { RestHandler } from '../rest/handler';
import { DocumentTypeSchema, normalizeDocument, optional, parsePayload, refuse } from './common';
import {
  type AgreementBannerDef,
  type AgreementDef,
  type CarouselDef,
  SEEDED_AGREEMENTS,
  SEEDED_MEMBERS,
  SEEDED_WORLDS,
  type WorldDef,
} from './data/agreements';

export const AGREEMENT_CODES = {
  agreementNotFound: 'CONVENIO_NO_ENCONTRADO',
  worldNotFound: 'MUNDO_NO_ENCONTRADO',
  incomplete: 'DATOS_INCOMPLETOS',
} as const;

const Slug = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[a-z0-9-]{1,${max}}$`), { message: 'debe ser un código en minúsculas' });

const ObtenerConvenioPayload = z.strictObject({ convenio: Slug(40) });
const ObtenerMundoPayload = z.strictObject({ mundo: Slug(100) });
const VerificarAfiliadoPayload = z.strictObject({
  convenio: Slug(40),
  tipoDocumento: optional(DocumentTypeSchema),
  numeroDocumento: optional(z.string().trim().min(1).max(20)),
  codigo: optional(z.string().trim().min(1).max(40)),
});

export interface AgreementsOptions {
  /** Prefix of picture addresses (the media host); relative paths without it. */
  mediaBaseUrl?: string | undefined;
}

const mediaUrl = (options: AgreementsOptions, path: string) => `${options.mediaBaseUrl ?? ''}${path}`;

const toBanner = (options: AgreementsOptions) => (banner: AgreementBannerDef) => ({
  clave: banner.key,
  texto: banner.alt,
  enlace: banner.href,
  imagen: mediaUrl(options, `/media/banners/${banner.key}.png?size=1200`),
});

const toCarousel = (carousel: CarouselDef) => ({ titulo: carousel.title, coleccion: carousel.collection });

function toConvenio(agreement: AgreementDef, options: AgreementsOptions) {
  return {
    codigo: agreement.code,
    nombre: agreement.name,
    lema: agreement.tagline,
    logo: mediaUrl(options, `/media/logos/${agreement.logo}.svg`),
    verificar: agreement.verification !== null,
    tipoVerificacion: agreement.verification,
    banners: agreement.banners.map(toBanner(options)),
    mundos: agreement.worlds.flatMap((slug) => {
      const world = SEEDED_WORLDS.find((candidate) => candidate.slug === slug);
      return world ? [{ slug: world.slug, nombre: world.name }] : [];
    }),
    carrusel: agreement.carousel ? toCarousel(agreement.carousel) : null,
  };
}

function toMundo(world: WorldDef, options: AgreementsOptions) {
  return {
    slug: world.slug,
    nombre: world.name,
    descripcion: world.description,
    convenio: world.agreement,
    banners: world.banners.map(toBanner(options)),
    carrusel: toCarousel(world.carousel),
  };
}

const notFound = () => refuse(AGREEMENT_CODES.agreementNotFound, 'No existe un convenio con ese código.');

export const obtenerConvenio =
  (options: AgreementsOptions): RestHandler =>
  async (payload) => {
    const parsed = parsePayload(ObtenerConvenioPayload, payload);
    if (!parsed.ok) return parsed.outcome;
    const agreement = SEEDED_AGREEMENTS.find((candidate) => candidate.code === parsed.data.convenio);
    if (!agreement) return notFound();
    return { ok: true, payload: toConvenio(agreement, options) };
  };

export const obtenerMundo =
  (options: AgreementsOptions): RestHandler =>
  async (payload) => {
    const parsed = parsePayload(ObtenerMundoPayload, payload);
    if (!parsed.ok) return parsed.outcome;
    const world = SEEDED_WORLDS.find((candidate) => candidate.slug === parsed.data.mundo);
    if (!world) return refuse(AGREEMENT_CODES.worldNotFound, 'No existe un mundo con ese nombre.');
    return { ok: true, payload: toMundo(world, options) };
  };

/** The member's e-mail masked: the first 3 characters of the local part, asterisks, the last one, the domain. */
export function maskMemberEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 4) return `${local.slice(0, 1)}***@${domain}`;
  return `${local.slice(0, 3)}${'*'.repeat(local.length - 4)}${local.slice(-1)}@${domain}`;
}

const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Whether the document or code names a member; the answer names the member (masked e-mail) only when it does. */
export const verificarAfiliado: RestHandler = async (payload) => {
  const parsed = parsePayload(VerificarAfiliadoPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const input = parsed.data;
  const agreement = SEEDED_AGREEMENTS.find((candidate) => candidate.code === input.convenio);
  if (!agreement) return notFound();
  if (agreement.verification === 'DOCUMENTO' && (input.tipoDocumento === undefined || !input.numeroDocumento)) {
    return refuse(AGREEMENT_CODES.incomplete, 'Este convenio verifica con el tipo y el número de documento.');
  }
  if (agreement.verification === 'CODIGO' && !input.codigo) {
    return refuse(AGREEMENT_CODES.incomplete, 'Este convenio verifica con el código de socio.');
  }
  const member = SEEDED_MEMBERS.find((candidate) => {
    if (candidate.agreement !== agreement.code) return false;
    if (candidate.kind === 'document') {
      return (
        agreement.verification === 'DOCUMENTO' &&
        candidate.documentType === input.tipoDocumento &&
        candidate.documentNumber === normalizeDocument(input.numeroDocumento ?? '')
      );
    }
    return agreement.verification === 'CODIGO' && candidate.code === normalizeCode(input.codigo ?? '');
  });
  // An agreement without verification has every shopper as a member, anonymously.
  if (agreement.verification === null) return { ok: true, payload: { verificado: true, nombre: null, email: null } };
  return {
    ok: true,
    payload: member
      ? { verificado: true, nombre: member.name, email: maskMemberEmail(member.email) }
      : { verificado: false, nombre: null, email: null },
  };
};
