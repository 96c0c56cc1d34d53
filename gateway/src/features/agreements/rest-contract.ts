/**
 * The agreements service's operations (schema/openapi/agreements.yaml) and the zod schemas of the answers the gateway
 * reads from them, validated before use.
 */
import { z } from 'zod';

export const AGREEMENT_OPERATIONS = {
  agreement: 'obtenerConvenio',
  world: 'obtenerMundo',
  verifyMember: 'verificarAfiliado',
} as const;

/** The service's refusals the gateway answers as outcomes, not errors. */
export const AGREEMENT_REFUSALS = {
  agreementNotFound: 'CONVENIO_NO_ENCONTRADO',
  worldNotFound: 'MUNDO_NO_ENCONTRADO',
  incomplete: 'DATOS_INCOMPLETOS',
} as const;

const Banner = z.object({ clave: z.string(), texto: z.string(), enlace: z.string(), imagen: z.string() });
const Carousel = z.object({ titulo: z.string(), coleccion: z.string() });

export const AgreementAnswer = z.object({
  codigo: z.string(),
  nombre: z.string(),
  lema: z.string(),
  logo: z.string(),
  verificar: z.boolean(),
  tipoVerificacion: z.enum(['DOCUMENTO', 'CODIGO']).nullable(),
  banners: z.array(Banner),
  mundos: z.array(z.object({ slug: z.string(), nombre: z.string() })),
  carrusel: Carousel.nullable(),
});
export type AgreementSource = z.infer<typeof AgreementAnswer>;

export const WorldAnswer = z.object({
  slug: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  convenio: z.string().nullable(),
  banners: z.array(Banner),
  carrusel: Carousel,
});
export type WorldSource = z.infer<typeof WorldAnswer>;

export type BannerSource = z.infer<typeof Banner>;
export type CarouselSource = z.infer<typeof Carousel>;

export const MembershipAnswer = z.object({
  verificado: z.boolean(),
  nombre: z.string().nullable(),
  email: z.string().nullable(),
});
