import { z } from 'zod';

/** The account services' operations (schema/openapi/) and their answers as the gateway reads them. */
export const ACCOUNT_OPERATIONS = {
  persona: 'obtenerPersona',
  hasSubscription: 'verificarSuscripcion',
  subscriptions: 'obtenerSuscripciones',
  validateUser: 'validarUsuario',
  createUser: 'crearUsuarioCognito',
  verifyCode: 'verificarCodigoUsuario',
} as const;

export const PersonaAnswer = z.object({
  idPersona: z.union([z.number(), z.string()]),
  nombres: z.string().nullish(),
  apellidos: z.string().nullish(),
  fecNacimiento: z.string().nullish(),
  email: z.object({ email: z.string().nullish() }).nullish(),
  telefono: z.object({ telefono: z.string().nullish() }).nullish(),
  numeroDocumento: z.string().nullish(),
  tipoDocumentoIdentidad: z.object({ idTipoDocumentoIdentidad: z.union([z.number(), z.string()]) }).nullish(),
});

export const HasSubscriptionAnswer = z.object({ tieneSuscricpion: z.boolean() });

export const SubscriptionsAnswer = z.object({
  suscripciones: z.array(
    z.object({
      idSuscription: z.union([z.string(), z.number()]),
      estado: z.string(),
      envio: z.unknown().optional(),
      facturacion: z.unknown().optional(),
      productos: z.array(
        z.object({
          sku: z.string(),
          nombre: z.string(),
          slug: z.string().nullish(),
          cantidad: z.number().int(),
          frecuenciaDias: z.number().int().nullish(),
          precio: z.number().nullish(),
        }),
      ),
    }),
  ),
});

export const VerificationAnswer = z.object({ estadoVerificacion: z.enum(['VERIFICADO', 'EXPIRADO']) });
