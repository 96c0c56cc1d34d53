import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  TypeInfo,
  valueFromAST,
  visit,
  visitWithTypeInfo,
} from 'graphql';

/**
 * Who the gateway is when it sends a document to the commerce API.
 *
 * - `shopper`: no token. The commerce API then answers exactly what it answers any shopper: published products only,
 *   checkouts by their id. Everything a client wrote is sent this way (catalogue reading, a checkout's changes and
 *   payments), so a client never sees through the gateway what only the gateway's app may see.
 * - `app`: the gateway's app token, for what Saleor keeps for apps and staff: orders (the gateway has checked that the
 *   caller is the order's customer), transactions, private metadata, a channel's order settings.
 *
 * A product or order permission also widens the catalogue: Saleor includes unpublished products, variants and
 * collections in `Category.products`, `Product.variants`, `Product.collections`, … for such a requester. Under an app
 * document those fields are refused (`wideningFields`), except the order's own purchased variant.
 */
export type CommercePrincipal = 'shopper' | 'app';

export interface PrincipalRule {
  /** `Type.field` coordinates only the app may read: any of them makes a root selection the app's. */
  appOnly: ReadonlySet<string>;
  /** The field names of `appOnly`: a document naming none of them is a shopper's without typing its fields. */
  appOnlyNames: ReadonlySet<string>;
  /**
   * Inputs only the app may send (`Input.field`, `Type.field(argument)`). Clients' are refused before anything goes
   * upstream, so one in a document is the gateway's own (a new checkout's owner in its private metadata).
   */
  reservedInputs: ReadonlySet<string>;
  /** `Type.field` coordinates whose answer a product or order permission widens (derived from the schema). */
  widening: ReadonlySet<string>;
}

/** Root fields whose objects Saleor shows only to apps and staff (or their owner, whom the commerce API cannot know). */
const APP_ROOTS = ['Query.order', 'Query.orders', 'Query.transaction'];

/** The order's own lines name the variant the customer bought, published or not: that is their purchase. */
const OWN_PURCHASE = new Set(['OrderLine.variant']);

/** Saleor's phrasing on fields whose answer includes unpublished items for a requester with a permission. */
const WIDENS = /permissions? to include (the )?unpublished items/i;

/** The rule for a commerce schema: its widening fields from Saleor's descriptions, plus the app-only coordinates. */
export function principalRule(
  schema: GraphQLSchema,
  gatewayOnly: Iterable<string>,
  reservedInputs: Iterable<string> = [],
): PrincipalRule {
  const widening = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      if (WIDENS.test(field.description ?? '') && !OWN_PURCHASE.has(coordinate)) widening.add(coordinate);
    }
  }
  const appOnly = new Set([...APP_ROOTS, ...gatewayOnly]);
  const appOnlyNames = new Set([...appOnly].map((coordinate) => coordinate.slice(coordinate.indexOf('.') + 1)));
  return { appOnly, appOnlyNames, reservedInputs: new Set(reservedInputs), widening };
}

/**
 * Whether a document names no field only the app may read: the common case (catalogue reading, checkouts), told by
 * the field names alone, without walking the document with its types (a tenth of the cost).
 */
export function namesNoAppField(rule: PrincipalRule, document: DocumentNode): boolean {
  const fragments = new Map<string, SelectionNode[]>();
  const operations: SelectionNode[][] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, [...definition.selectionSet.selections]);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) operations.push([...definition.selectionSet.selections]);
  }
  const pending = [...operations.flat(), ...[...fragments.values()].flat()];
  for (let selection = pending.pop(); selection; selection = pending.pop()) {
    if (selection.kind === Kind.FIELD) {
      if (rule.appOnlyNames.has(selection.name.value)) return false;
      if (selection.selectionSet) pending.push(...selection.selectionSet.selections);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) pending.push(...selection.selectionSet.selections);
  }
  return true;
}

/** One root selection of a document with what it reads. */
export interface RootSelection {
  selection: SelectionNode;
  principal: CommercePrincipal;
  /** Widening coordinates it reads (refused when the principal is the app). */
  widening: string[];
}

/** The principal of each root selection of a document's operation (commerce sees one operation per request). */
export function rootSelections(
  schema: GraphQLSchema,
  rule: PrincipalRule,
  document: DocumentNode,
  /** Known to name no app field (`namesNoAppField`): every root is a shopper's, read without typing it. */
  shopperOnly = false,
): { operation: OperationDefinitionNode; roots: RootSelection[] } | null {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) return null;
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  if (shopperOnly) {
    return {
      operation,
      roots: operation.selectionSet.selections.map((selection) => ({ selection, principal: 'shopper', widening: [] })),
    };
  }
  const roots = operation.selectionSet.selections.map((selection) => {
    const read = coordinatesRead(schema, operation, selection, fragments);
    const principal: CommercePrincipal = [...read].some((coordinate) => rule.appOnly.has(coordinate))
      ? 'app'
      : 'shopper';
    return { selection, principal, widening: [...read].filter((coordinate) => rule.widening.has(coordinate)) };
  });
  return { operation, roots };
}

/** Whether a root field's arguments, with the request's variables, carry an input only the app may send. */
export function sendsReservedInput(
  schema: GraphQLSchema,
  rule: PrincipalRule,
  operation: OperationDefinitionNode,
  selection: SelectionNode,
  variables: Record<string, unknown> | undefined,
): boolean {
  if (rule.reservedInputs.size === 0 || selection.kind !== Kind.FIELD) return false;
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const field = rootType?.getFields()[selection.name.value];
  if (!rootType || !field) return false;
  return (selection.arguments ?? []).some((node) => {
    const argument = field.args.find((candidate) => candidate.name === node.name.value);
    if (!argument) return false;
    const value: unknown = valueFromAST(node.value, argument.type, variables);
    if (value == null) return false;
    return (
      rule.reservedInputs.has(`${rootType.name}.${field.name}(${argument.name})`) ||
      carriesReserved(argument.type, value, rule.reservedInputs)
    );
  });
}

function carriesReserved(type: GraphQLInputType, value: unknown, reserved: ReadonlySet<string>): boolean {
  const named = getNullableType(type);
  if (isListType(named)) {
    return Array.isArray(value) && value.some((item) => carriesReserved(named.ofType, item, reserved));
  }
  if (!isInputObjectType(named) || value === null || typeof value !== 'object') return false;
  const fields = named.getFields();
  return Object.entries(value as Record<string, unknown>).some(([key, inner]) => {
    const field = fields[key];
    if (!field || inner == null) return false;
    return reserved.has(`${named.name}.${key}`) || carriesReserved(field.type, inner, reserved);
  });
}

/** Every `Type.field` one root selection reads, through its fragments. */
function coordinatesRead(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  root: SelectionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): Set<string> {
  const read = new Set<string>();
  const seen = new Set<string>();
  const walk = (node: OperationDefinitionNode | FragmentDefinitionNode) => {
    const typeInfo = new TypeInfo(schema);
    visit(
      node,
      visitWithTypeInfo(typeInfo, {
        Field(field: FieldNode) {
          const parent = typeInfo.getParentType();
          if (parent) read.add(`${getNamedType(parent).name}.${field.name.value}`);
        },
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !seen.has(fragment.name.value)) {
            seen.add(fragment.name.value);
            walk(fragment);
          }
        },
      }),
    );
  };
  walk({ ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: [root] } });
  return read;
}

/**
 * The document limited to some of its operation's root selections, with only the variables and fragments they use:
 * how a document that the stitching layer merged from a shopper's and an app's delegations is sent as two.
 */
export function documentOf(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  selections: readonly SelectionNode[],
): DocumentNode {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const usedFragments = new Set<string>();
  const usedVariables = new Set<string>();
  const collect = (node: SelectionNode | FragmentDefinitionNode) => {
    visit(node, {
      Variable(variable) {
        usedVariables.add(variable.name.value);
      },
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !usedFragments.has(fragment.name.value)) {
          usedFragments.add(fragment.name.value);
          collect(fragment);
        }
      },
    });
  };
  for (const selection of selections) collect(selection);
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        ...operation,
        variableDefinitions: operation.variableDefinitions?.filter((definition) =>
          usedVariables.has(definition.variable.name.value),
        ),
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      },
      ...[...fragments.values()].filter((fragment) => usedFragments.has(fragment.name.value)),
    ],
  };
}
