import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
} from 'graphql';

/**
 * Who may use a part of Saleor's API, read from Saleor's own schema: `anyone` (an anonymous shopper), `customer` (a
 * signed-in customer, on their own objects) or `staff-or-app` (staff users and apps only). This is the rule the
 * partner API is cut by: a Saleor storefront needs what anyone or a customer may use, and never what is reserved for
 * staff or apps, which the gateway must not forward with its own app token.
 *
 * Saleor states permissions in descriptions, in several phrasings; each is read here. A permission list that names
 * `AUTHENTICATED_USER`, or `OWNER` without an app permission (the owner is then the customer), lets a customer in.
 * Permissions that only widen an answer ("to include the unpublished items", "for other orders") leave it public.
 */
export type Access = 'anyone' | 'customer' | 'staff-or-app';

const CUSTOMER_PERMISSIONS = /\b(?:AUTHENTICATED_USER|OWNER|IS_OWNER)\b/;
const APP_PERMISSIONS = /\b(?:MANAGE_APPS|AUTHENTICATED_APP)\b/;

/** Phrasings that reserve a field, an argument or an input field for staff or apps whatever the list says. */
const RESERVED = [
  /Requires staff permissions to access/,
  /Requires the following permissions: /,
  /Requires IMPERSONATE_USER and AUTHENTICATED_APP permission/,
  /can be used only by (?:an )?app that has/,
  /Can be set only by apps with/,
  /Requires permission relevant to processed event/,
  /Requires permissions to modify and to read the metadata of the object it's attached to/,
  /you need to be an authenticated staff user or an app/,
  /Requires one of the following permissions, depending on the (?:attribute type|type of)/,
  /Requires of of the following permissions: /,
];

/** Permission lists that only widen what an answer includes: the field itself stays public. */
const WIDENING =
  /Requires (?:one of )?the following permissions (?:to include (?:the )?unpublished items|to query a checkout, if)|for other orders requires/;

/**
 * Operations Saleor reserves for staff or apps in its code although their descriptions do not say so, and the
 * federation entry points (`_entities`, `_service`), which are not for storefronts.
 */
export const RESERVED_BY_NAME: ReadonlySet<string> = new Set([
  'Query._entities',
  'Query._service',
  'Query.webhookSamplePayload',
  'Query.taxTypes',
  'Mutation.attributeCreate',
  'Mutation.attributeBulkCreate',
  'Mutation.attributeBulkUpdate',
  'Mutation.attributeBulkDelete',
  'Mutation.attributeValueBulkDelete',
  'Mutation.attributeValueCreate',
  'Mutation.attributeReorderValues',
  'Mutation.externalNotificationTrigger',
  'Mutation.appTokenVerify',
]);

/** The access a description grants (a coordinate named in RESERVED_BY_NAME is checked by `accessOfField`). */
export function accessOf(description: string | null | undefined): Access {
  if (!description) return 'anyone';
  const text = description.replace(/\s+/g, ' ');
  if (RESERVED.some((phrase) => phrase.test(text))) return 'staff-or-app';
  const sets = /Requires one of following set of permissions: ([^.]+)/.exec(text);
  if (sets) return CUSTOMER_PERMISSIONS.test(sets[1] ?? '') ? 'customer' : 'staff-or-app';
  let access: Access = 'anyone';
  for (const match of text.matchAll(/(Requires one of the following permissions[^:]*): ([A-Z_, ]+)/g)) {
    if (WIDENING.test(match[0] ?? '')) continue;
    const list = match[2] ?? '';
    if (/\bAUTHENTICATED_USER\b/.test(list) || (CUSTOMER_PERMISSIONS.test(list) && !APP_PERMISSIONS.test(list)))
      access = 'customer';
    else return 'staff-or-app';
  }
  return access;
}

/**
 * Public metadata is written by whoever may change the object (a checkout by anyone holding its id, an account by its
 * customer): Saleor checks it per object, so these stay available and the object's own rule applies.
 */
export const PER_OBJECT: ReadonlySet<string> = new Set(['Mutation.updateMetadata', 'Mutation.deleteMetadata']);

/**
 * Reserved by Saleor but offered to storefronts by the gateway, which answers them itself with what is public: the
 * sales channels and their name, state, currency and default country (a Saleor storefront lists them to pick its
 * channel; Saleor's own storefront asks with an app token). Nothing else of a channel (warehouses, settings, orders).
 */
export const OFFERED_BY_THE_GATEWAY: ReadonlySet<string> = new Set([
  'Query.channels',
  'Channel.name',
  'Channel.isActive',
  'Channel.currencyCode',
  'Channel.defaultCountry',
]);

export function accessOfField(typeName: string, field: GraphQLField<unknown, unknown> | GraphQLInputField): Access {
  const coordinate = `${typeName}.${field.name}`;
  if (RESERVED_BY_NAME.has(coordinate)) return 'staff-or-app';
  if (PER_OBJECT.has(coordinate) || OFFERED_BY_THE_GATEWAY.has(coordinate)) return 'anyone';
  return accessOf(field.description);
}

export function accessOfArgument(argument: GraphQLArgument): Access {
  return accessOf(argument.description);
}

export interface StorefrontApi {
  /** The named types a storefront's operations can reach. */
  types: Set<string>;
  /** Per object type or interface: the fields anyone or a customer may select. */
  fields: Map<string, Set<string>>;
  /**
   * Arguments and input fields reserved for apps on fields a storefront may use (`Type.field(argument)`,
   * `InputType.field`): kept in the schema, as Saleor's own schema has them, and refused when given a value.
   */
  reservedInputs: Set<string>;
}

/**
 * The part of `reference` (Saleor's schema) a storefront may use: the root queries and mutations anyone or a customer
 * may call, and everything they reach through fields, arguments and input fields that are not reserved.
 * Subscriptions are left out: Saleor's are webhook payloads for apps. Coordinates in `options.without` (the ones the
 * gateway answers itself, answered-by-gateway.ts) are left out with whatever only they reach.
 */
export function storefrontApi(
  reference: GraphQLSchema,
  options: { without?: ReadonlySet<string> } = {},
): StorefrontApi {
  const without = options.without ?? new Set<string>();
  const api: StorefrontApi = { types: new Set(), fields: new Map(), reservedInputs: new Set() };
  const queue: GraphQLNamedType[] = [];
  const reach = (type: GraphQLNamedType) => {
    if (api.types.has(type.name)) return;
    api.types.add(type.name);
    queue.push(type);
  };
  for (const root of [reference.getQueryType(), reference.getMutationType()]) {
    if (!root) continue;
    api.types.add(root.name);
    queue.push(root);
  }
  while (queue.length > 0) {
    const type = queue.shift() as GraphQLNamedType;
    if (isObjectType(type) || isInterfaceType(type)) {
      const kept = new Set<string>();
      for (const field of Object.values(type.getFields())) {
        if (accessOfField(type.name, field) === 'staff-or-app' || without.has(`${type.name}.${field.name}`)) continue;
        kept.add(field.name);
        reach(getNamedType(field.type));
        for (const argument of field.args) {
          // Kept with their types (a storefront's documents declare variables of them), refused when given a value.
          if (accessOfArgument(argument) === 'staff-or-app')
            api.reservedInputs.add(`${type.name}.${field.name}(${argument.name})`);
          reach(getNamedType(argument.type));
        }
      }
      api.fields.set(type.name, kept);
      for (const implemented of type.getInterfaces()) reach(implemented);
      if (isInterfaceType(type)) for (const member of reference.getImplementations(type).objects) reach(member);
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) reach(member);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (accessOfField(type.name, field) === 'staff-or-app') api.reservedInputs.add(`${type.name}.${field.name}`);
        reach(getNamedType(field.type));
      }
    }
  }
  return api;
}
