import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { parseInput } from '../../errors/validation';
import { commerceQuery } from '../commerce-query';
import { authorizeCheckout } from './access';
import { checkoutTokenOf, globalIdOf } from './references';

const CHECKOUT_METADATA = /* GraphQL */ `
  query CheckoutMetadata($id: ID) {
    checkout(id: $id) { id metadata { key value } }
  }
`;

interface CheckoutMetadataAnswer {
  checkout: { id: string; metadata: { key: string; value: string }[] } | null;
}

interface RestoredCheckoutSource {
  id: string;
  metadata: Map<string, string>;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** productos.compraUnica holds the one-time SKUs as a JSON list or a comma-separated string. */
function parseSkuList(value: string | undefined): string[] {
  if (!value?.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
  } catch {
    // Not JSON: a plain list.
  }
  return value
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
}

export function checkoutResolvers(commerce: SubschemaConfig<unknown, unknown, unknown, GatewayContext>) {
  return {
    Query: {
      restoreCheckout: async (
        _: unknown,
        args: unknown,
        context: GatewayContext,
      ): Promise<RestoredCheckoutSource | null> => {
        const token = checkoutTokenOf(parseInput(z.object({ id: z.string() }), args));
        await authorizeCheckout(context, token);
        const answer = await context.services.commerce.query<CheckoutMetadataAnswer>(CHECKOUT_METADATA, {
          id: globalIdOf('Checkout', token),
        });
        if (!answer.checkout) return null;
        return {
          id: answer.checkout.id,
          metadata: new Map(answer.checkout.metadata.map((item) => [item.key, item.value])),
        };
      },
    },
    RestoredCheckout: {
      checkout: (source: RestoredCheckoutSource, _: unknown, context: GatewayContext, info: GraphQLResolveInfo) =>
        commerceQuery(commerce, 'checkout', { id: source.id }, context, info),
      client: (source: RestoredCheckoutSource) => {
        const documentType = Number(source.metadata.get('cliente.tipoDocumento'));
        return {
          documentType: Number.isInteger(documentType) && documentType > 0 ? documentType : null,
          documentNumber: nonEmpty(source.metadata.get('cliente.numeroDocumento')),
          firstName: nonEmpty(source.metadata.get('cliente.nombre')),
          paternalLastName: nonEmpty(source.metadata.get('cliente.apellidoPaterno')),
          maternalLastName: nonEmpty(source.metadata.get('cliente.apellidoMaterno')),
          birthDate: nonEmpty(source.metadata.get('cliente.fechaNacimiento')),
        };
      },
      oneTimeSkus: (source: RestoredCheckoutSource) => parseSkuList(source.metadata.get('productos.compraUnica')),
      couponCode: (source: RestoredCheckoutSource) => nonEmpty(source.metadata.get('descuento.cupon')),
    },
  };
}
