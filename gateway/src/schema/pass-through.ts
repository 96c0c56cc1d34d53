import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { ExecutionRequest, IResolvers } from '@graphql-tools/utils';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  type SelectionSetNode,
  type TypeNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError } from '../errors/codes';

/**
 * Commerce-only queries skip stitching. When every field an operation selects is the commerce API's own (no gateway
 * extension such as `Product.promotions`, no gateway resolver, only commerce input types and `@skip`/`@include`), the
 * gateway sends the document to the commerce executor as it is and answers with the result: the same answer
 * delegation gives (gateway/test/pass-through.test.ts compares them), without building a delegation plan per field,
 * proxying the result and merging it back. Everything around execution stays: limits, trusted documents, the response
 * cache (it adds `__typename`/`id` before this runs), error masking, metrics, the commerce upstream's resilient fetch.
 */

type Executor = NonNullable<SubschemaConfig['executor']>;

/** Why a document is not passed through, or the operation to pass (memoised per parsed document). */
type Verdict = OperationDefinitionNode | null;

const ALLOWED_DIRECTIVES = new Set(['skip', 'include']);

/** Fields the gateway resolves itself, from the features' resolver maps (`Type.field`). */
export function resolvedCoordinates(resolvers: readonly IResolvers<unknown, unknown>[]): Set<string> {
  const coordinates = new Set<string>();
  for (const map of resolvers) {
    for (const [typeName, fields] of Object.entries(map)) {
      // Scalar resolvers are GraphQLScalarType instances: no fields.
      if (!fields || typeof fields !== 'object' || isScalarType(fields)) continue;
      for (const field of Object.keys(fields)) coordinates.add(`${typeName}.${field}`);
    }
  }
  return coordinates;
}

/** Input types whose fields differ between the gateway and commerce (none today): values of them are not forwarded. */
function divergentInputTypes(gateway: GraphQLSchema, commerce: GraphQLSchema): Set<string> {
  const divergent = new Set<string>();
  for (const type of Object.values(commerce.getTypeMap())) {
    if (!isInputObjectType(type)) continue;
    const mine = gateway.getType(type.name);
    const same =
      isInputObjectType(mine) &&
      Object.keys(mine.getFields()).sort().join() === Object.keys(type.getFields()).sort().join();
    if (!same) divergent.add(type.name);
  }
  return divergent;
}

function namedTypeName(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedTypeName(type.type);
}

export class PassThroughPlanner {
  private readonly verdicts = new WeakMap<DocumentNode, Map<string, Verdict>>();
  private readonly divergentInputs: Set<string>;

  constructor(
    private readonly gateway: GraphQLSchema,
    private readonly commerce: GraphQLSchema,
    /** `Type.field` coordinates the gateway resolves (they are never passed through). */
    private readonly owned: ReadonlySet<string>,
  ) {
    this.divergentInputs = divergentInputTypes(gateway, commerce);
  }

  /** The operation to send to commerce unchanged, or null when any part of it needs the gateway. */
  plan(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
    let byName = this.verdicts.get(document);
    if (!byName) {
      byName = new Map();
      this.verdicts.set(document, byName);
    }
    const key = operationName ?? '';
    let verdict = byName.get(key);
    if (verdict === undefined) {
      verdict = this.judge(document, operationName);
      byName.set(key, verdict);
    }
    return verdict;
  }

  private judge(document: DocumentNode, operationName?: string | null): Verdict {
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation !== OperationTypeNode.QUERY) return null;
    const root = this.commerce.getQueryType();
    if (!root || this.gateway.getQueryType()?.name !== root.name) return null;
    for (const variable of operation.variableDefinitions ?? []) {
      if (variable.directives?.length) return null;
      if (!this.knownInput(namedTypeName(variable.type))) return null;
    }
    if (operation.directives?.length) return null;
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    return this.selectionsOk(operation.selectionSet, root, fragments, new Set()) ? operation : null;
  }

  private knownInput(name: string): boolean {
    return this.commerce.getType(name) !== undefined && !this.divergentInputs.has(name);
  }

  private selectionsOk(
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    fragments: Map<string, FragmentDefinitionNode>,
    visiting: Set<string>,
  ): boolean {
    for (const selection of selectionSet.selections) {
      for (const directive of selection.directives ?? []) {
        if (!ALLOWED_DIRECTIVES.has(directive.name.value)) return false;
      }
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename') continue;
        if (name.startsWith('__')) return false; // introspection: the gateway's schema answers it
        if (!isObjectType(parent) && !isInterfaceType(parent)) return false;
        const field: GraphQLField<unknown, unknown> | undefined = parent.getFields()[name];
        if (!field || this.owned.has(`${parent.name}.${name}`)) return false;
        for (const argument of selection.arguments ?? []) {
          const definition = field.args.find((candidate) => candidate.name === argument.name.value);
          if (!definition) return false;
          const argumentType = getNamedType(definition.type);
          if (isInputObjectType(argumentType) && this.divergentInputs.has(argumentType.name)) return false;
        }
        if (selection.selectionSet) {
          if (!this.selectionsOk(selection.selectionSet, getNamedType(field.type), fragments, visiting)) return false;
        }
        continue;
      }
      const typeName =
        selection.kind === Kind.INLINE_FRAGMENT
          ? (selection.typeCondition?.name.value ?? parent.name)
          : fragments.get(selection.name.value)?.typeCondition.name.value;
      const type = typeName ? this.commerce.getType(typeName) : undefined;
      if (!type || !(isObjectType(type) || isInterfaceType(type) || isUnionType(type))) return false;
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!this.selectionsOk(selection.selectionSet, type, fragments, visiting)) return false;
        continue;
      }
      const name = selection.name.value;
      if (visiting.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) return false;
      visiting.add(name);
      const ok = this.selectionsOk(fragment.selectionSet, type, fragments, visiting);
      visiting.delete(name);
      if (!ok) return false;
    }
    return true;
  }
}

/** Upstream error details the gateway keeps (never the upstream's HTTP request or response). */
function clientError(error: GraphQLError, path?: readonly (string | number)[]): GraphQLError {
  const { request: _request, response: _response, http: _http, ...extensions } = error.extensions ?? {};
  return new GraphQLError(error.message, {
    path: path ?? error.path ?? null,
    extensions,
    originalError: error.originalError ?? null,
  });
}

/**
 * The answer delegation gives when commerce fails as a whole (unreachable, timeout, open circuit, malformed): each
 * nullable root field null with the error at its path, as stitching relocates it. Returns undefined when the root
 * selection is not a plain list of fields (directives, fragments): the caller then lets stitching answer.
 */
function wholeFailure(
  operation: OperationDefinitionNode,
  commerce: GraphQLSchema,
  errors: readonly GraphQLError[],
): ExecutionResult | undefined {
  const root = commerce.getQueryType();
  const first =
    errors[0] ??
    gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'The commerce service gave no answer.', { upstream: 'commerce' });
  const data: Record<string, null> = {};
  const located: GraphQLError[] = [];
  let nullable = true;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return undefined;
    const key = selection.alias?.value ?? selection.name.value;
    if (selection.name.value === '__typename') return undefined;
    const field = root?.getFields()[selection.name.value];
    if (!field) return undefined;
    if (isNonNullType(field.type)) nullable = false;
    data[key] = null;
    located.push(clientError(first, [key]));
  }
  return { data: nullable ? data : null, errors: located };
}

/**
 * Runs commerce-only queries on the commerce executor directly (see the module comment); any other operation, and a
 * commerce-only one whose variables the gateway's schema refuses, goes to stitching as before.
 */
export function passThroughPlugin(options: {
  planner: PassThroughPlanner;
  executor: Executor;
  commerceSchema: GraphQLSchema;
  onPassThrough?: () => void;
}): Plugin {
  const { planner, executor, commerceSchema } = options;
  return {
    onExecute({ executeFn, setExecuteFn }) {
      // Judged inside the execute function: later plugins (the response cache) hand it the document they rewrote.
      setExecuteFn((args: ExecutionArgs) => {
        const operation = planner.plan(args.document, args.operationName);
        if (!operation) return executeFn(args);
        const variables = (args.variableValues ?? {}) as Record<string, unknown>;
        const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], variables);
        if (coerced.errors) return executeFn(args);
        options.onPassThrough?.();
        const request: ExecutionRequest = {
          document: args.document,
          variables,
          operationType: OperationTypeNode.QUERY,
          context: args.contextValue,
          ...(args.operationName ? { operationName: args.operationName } : {}),
        };
        return Promise.resolve(executor(request)).then((answer) => {
          const result = answer as ExecutionResult;
          const errors = result.errors?.map((error) => clientError(error));
          if (result.data && typeof result.data === 'object') {
            return errors?.length ? { data: result.data, errors } : { data: result.data };
          }
          return wholeFailure(operation, commerceSchema, errors ?? []) ?? executeFn(args);
        });
      });
    },
  };
}
