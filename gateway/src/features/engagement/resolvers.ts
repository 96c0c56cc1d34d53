import { toNationalPhone } from '@cuida/domain';
import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { Customer } from '../../auth/viewer';
import type { GatewayContext } from '../../context';
import { isUpstreamOutage } from '../../degraded';
import { ErrorCode, gatewayError } from '../../errors/codes';
import { parseInput, withIdentityDocument } from '../../errors/validation';
import { authorizeCheckout } from '../checkout/access';
import { checkoutTokenOf, globalIdOf } from '../checkout/references';
import { productBySlug } from '../commerce-query';

export const ENGAGEMENT_OPERATIONS = {
  recommended: 'obtenerProductoRecomendado',
  abandonedCart: 'guardarCarroAbandonado',
} as const;

const RecommendedAnswer = z.object({
  productos: z.array(
    z.object({
      sku: z.string(),
      nombre: z.string(),
      slug: z.string(),
      precio: z.number().nullish(),
      imagen: z.string().nullish(),
    }),
  ),
});
type RecommendedSource = z.infer<typeof RecommendedAnswer>['productos'][number];

const AbandonedCartInput = withIdentityDocument(
  z.object({
    documentType: z.number().int(),
    // Idle tracking ignores a document of '-' (requirements: "Idle-cart timer"): validateDocument refuses it.
    documentNumber: z.string().trim(),
    name: z.string().trim().min(1).max(200),
    phone: z.string().trim().min(9).max(20),
    email: z.email().max(254),
    entryPoint: z.enum(['WEB', 'EMBEDDED']).nullish(),
    products: z
      .array(
        z.object({
          sku: z.string().trim().min(1).max(64),
          name: z.string().trim().min(1).max(300),
          quantity: z.number().int().min(1).max(999),
          unitPrice: z.number().finite().min(0),
        }),
      )
      .min(1)
      .max(100),
    firstProductAddedAt: z.iso.datetime({ offset: true }),
    lastProductAddedAt: z.iso.datetime({ offset: true }),
    checkoutId: z.string().max(200).nullish(),
  }),
);

const CHECKOUT_CLIENT_DOCUMENT = /* GraphQL */ `
  query CheckoutClientDocument($id: ID) {
    checkout(id: $id) {
      type: metafield(key: "cliente.tipoDocumento")
      number: metafield(key: "cliente.numeroDocumento")
    }
  }
`;

const sameDocument = (
  type: unknown,
  number: string | null | undefined,
  input: { documentType: number; documentNumber: string },
) => Number(type) === input.documentType && (number ?? '').trim().toUpperCase() === input.documentNumber.toUpperCase();

/**
 * Whose abandoned cart this is (requirements: "Idle-cart timer", "Checkout access"): a signed-in customer's own (the document of their token), or, without a
 * session, the guest checkout's the shopper holds, with the document written on that checkout. The sales service
 * keeps each cart with its owner and never lets another owner replace it.
 */
async function abandonedCartOwner(
  context: GatewayContext,
  input: { documentType: number; documentNumber: string; checkoutId?: string | null | undefined },
): Promise<{ customer?: Customer; checkoutToken?: string }> {
  if (context.viewer.kind !== 'anonymous') {
    const customer = await context.requireCustomer();
    if (!sameDocument(customer.claims.documentType, customer.claims.documentNumber, input)) {
      throw gatewayError(ErrorCode.FORBIDDEN, 'A customer saves only the cart of their own document.', {
        field: 'documentNumber',
      });
    }
    return { customer };
  }
  if (!input.checkoutId) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Without a session, checkoutId (the checkout you hold) is required.', {
      field: 'checkoutId',
    });
  }
  const token = checkoutTokenOf({ id: input.checkoutId });
  await authorizeCheckout(context, token);
  const answer = await context.services.commerce.query<{
    checkout: { type: string | null; number: string | null } | null;
  }>(CHECKOUT_CLIENT_DOCUMENT, { id: globalIdOf('Checkout', token) });
  if (!answer.checkout || !sameDocument(answer.checkout.type, answer.checkout.number, input)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, "The document is not the one on the checkout's client data.", {
      field: 'documentNumber',
    });
  }
  return { checkoutToken: token };
}

export function engagementResolvers(commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>) {
  return {
    Query: {
      recommendedProducts: async (_: unknown, args: unknown, context: GatewayContext) => {
        const input = parseInput(
          z.object({
            skus: z.array(z.string().trim().min(1).max(64)).max(50).nullish(),
            categorySlug: z.string().trim().min(1).max(100).nullish(),
            first: z.number().int().min(1).max(24),
          }),
          args,
        );
        // A decoration: the short budget, its own circuit; when the service fails, none (marked degraded).
        let payload: unknown;
        try {
          payload = await context.services.rest.call(
            ENGAGEMENT_OPERATIONS.recommended,
            {
              ...(input.skus ? { skus: input.skus } : {}),
              ...(input.categorySlug ? { categoria: input.categorySlug } : {}),
              cantidad: input.first,
            },
            { ...context.restAs(), importance: 'decoration' },
          );
        } catch (error) {
          if (!isUpstreamOutage(error)) throw error;
          context.degraded.add('Query.recommendedProducts', error, 'sales2');
          return [];
        }
        return RecommendedAnswer.parse(payload).productos;
      },
    },
    RecommendedProduct: {
      name: (product: RecommendedSource) => product.nombre,
      price: (product: RecommendedSource) => product.precio ?? null,
      imageUrl: (product: RecommendedSource) => product.imagen ?? null,
      product: (product: RecommendedSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        productBySlug(commerce, product.slug, context, info),
    },
    Mutation: {
      saveAbandonedCart: async (_: unknown, args: { input: unknown }, context: GatewayContext) => {
        const input = parseInput(AbandonedCartInput, args.input);
        const owner = await abandonedCartOwner(context, input);
        const embedded = context.partner.appRimac || context.partner.appCI || context.partner.zonaNoClientes;
        const entryPoint = input.entryPoint ?? (embedded ? 'EMBEDDED' : 'WEB');
        await context.services.rest.call(
          ENGAGEMENT_OPERATIONS.abandonedCart,
          {
            numeroDocumento: input.documentNumber,
            tipoDocumento: input.documentType,
            nombre: input.name,
            telefono: toNationalPhone(input.phone),
            email: input.email.trim().toLowerCase(),
            puertaEntrada: entryPoint === 'EMBEDDED' ? 'Embebido' : 'Web',
            productos: input.products.map((product) => ({
              cantidad: product.quantity,
              nombre: product.name,
              precio: product.unitPrice,
              sku: product.sku,
            })),
            fechaPrimerProducto: input.firstProductAddedAt,
            fechaUltimoProducto: input.lastProductAddedAt,
            ...(owner.checkoutToken ? { idCheckout: owner.checkoutToken } : {}),
          },
          context.restAs(owner.customer),
        );
        return { saved: true };
      },
    },
  };
}
