import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { ExecutionRequest, IResolvers } from '@graphql-tools/utils';
import {
  type DefinitionNode,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getOperationAST,
  isAbstractType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  print,
  type SelectionNode,
  type SelectionSetNode,
  type TypeNode,
  type VariableDefinitionNode,
  visit,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError } from '../errors/codes';
import { coercedVariables } from './coerced-variables';
import {
  type ParentOnlyField,
  RESERVED_ALIAS_PREFIX,
  readsSourceField,
  type SplicePlan,
  spliceExtensions,
} from './extension-splice';

/**
 * Commerce-only queries skip stitching. When every field an operation selects is the commerce API's own (no gateway
 * extension such as `Product.promotions`, no gateway resolver, only commerce input types and `@skip`/`@include`), the
 * gateway sends the document to the commerce executor as it is and answers with the result: the same answer
 * delegation gives (gateway/test/pass-through.test.ts compares them), without building a delegation plan per field,
 * proxying the result and merging it back. Everything around execution stays: limits, trusted documents, the response
 * cache (it adds `__typename`/`id` before this runs), error masking, metrics, the commerce upstream's resilient fetch.
 */

type Executor = NonNullable<SubschemaConfig['executor']>;

/**
 * How a document is passed through: the client's operation, the document commerce is sent (the client's own, or one
 * whose parent-only extensions were replaced by the commerce fields they read), and the splice plan when there are
 * extensions to resolve from the answer (extension-splice.ts).
 */
export interface PassThroughVerdict {
  operation: OperationDefinitionNode;
  document: DocumentNode;
  splice: SplicePlan | null;
}

/** Null when a document is not passed through (memoised per parsed document). */
type Verdict = PassThroughVerdict | null;

/** What walking a document's selections found. */
interface Walk {
  fragments: Map<string, FragmentDefinitionNode>;
  visiting: Set<string>;
  /** A parent-only extension was selected. */
  extensions: boolean;
}

const ALLOWED_DIRECTIVES = new Set(['skip', 'include']);
const NO_DEFINITIONS: readonly VariableDefinitionNode[] = [];

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
    /** `Type.field` coordinates the gateway resolves (they are never passed through, except the next ones). */
    private readonly owned: ReadonlySet<string>,
    /** Owned fields resolved from their parent alone: passed through as the commerce fields they read, then spliced. */
    private readonly extensions: ReadonlyMap<string, ParentOnlyField> = new Map(),
  ) {
    this.divergentInputs = divergentInputTypes(gateway, commerce);
  }

  /** How to pass the operation through to commerce, or null when any part of it needs stitching. */
  plan(document: DocumentNode, operationName?: string | null): PassThroughVerdict | null {
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
    const walk: Walk = { fragments, visiting: new Set(), extensions: false };
    if (!this.selectionsOk(operation.selectionSet, root, walk, false)) return null;
    if (!walk.extensions) return { operation, document, splice: null };
    const rewritten = rewriteForCommerce(operation, fragments, this.commerce, this.extensions);
    return {
      operation,
      document: rewritten,
      splice: { operation, fragments: Object.fromEntries(fragments), extensions: this.extensions },
    };
  }

  private knownInput(name: string): boolean {
    return this.commerce.getType(name) !== undefined && !this.divergentInputs.has(name);
  }

  /**
   * Whether every selection is commerce's own, or a parent-only extension on an object type reached without an
   * abstract type on the way (`underAbstract`: the splice needs each object's type without asking for it).
   */
  private selectionsOk(
    selectionSet: SelectionSetNode,
    parent: GraphQLNamedType,
    walk: Walk,
    underAbstract: boolean,
  ): boolean {
    const { fragments, visiting } = walk;
    for (const selection of selectionSet.selections) {
      for (const directive of selection.directives ?? []) {
        if (!ALLOWED_DIRECTIVES.has(directive.name.value)) return false;
      }
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (selection.alias?.value.startsWith(RESERVED_ALIAS_PREFIX)) return false;
        if (name === '__typename') continue;
        if (name.startsWith('__')) return false; // introspection: the gateway's schema answers it
        if (!isObjectType(parent) && !isInterfaceType(parent)) return false;
        const coordinate = `${parent.name}.${name}`;
        if (this.extensions.has(coordinate)) {
          if (underAbstract || !isObjectType(parent) || !this.completable(selection, parent.name)) return false;
          walk.extensions = true;
          continue;
        }
        const field: GraphQLField<unknown, unknown> | undefined = parent.getFields()[name];
        if (!field || this.owned.has(coordinate)) return false;
        for (const argument of selection.arguments ?? []) {
          const definition = field.args.find((candidate) => candidate.name === argument.name.value);
          if (!definition) return false;
          const argumentType = getNamedType(definition.type);
          if (isInputObjectType(argumentType) && this.divergentInputs.has(argumentType.name)) return false;
        }
        if (selection.selectionSet) {
          const named = getNamedType(field.type);
          if (!this.selectionsOk(selection.selectionSet, named, walk, underAbstract || isAbstractType(named))) {
            return false;
          }
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
        if (!this.selectionsOk(selection.selectionSet, type, walk, underAbstract)) return false;
        continue;
      }
      const name = selection.name.value;
      if (visiting.has(name)) continue;
      const fragment = fragments.get(name);
      if (!fragment) return false;
      visiting.add(name);
      const ok = this.selectionsOk(fragment.selectionSet, type, walk, underAbstract);
      visiting.delete(name);
      if (!ok) return false;
    }
    return true;
  }

  /**
   * Whether the splice can complete an extension's value as execution would: arguments of known input types only,
   * object types whose fields have no resolver of their own, `@skip`/`@include`, no fragment spreads.
   */
  private completable(node: FieldNode, parentName: string): boolean {
    const parent = this.gateway.getType(parentName);
    if (!isObjectType(parent)) return false;
    const field = parent.getFields()[node.name.value];
    if (!field) return false;
    for (const argument of node.arguments ?? []) {
      if (!field.args.some((candidate) => candidate.name === argument.name.value)) return false;
    }
    const check = (selectionSet: SelectionSetNode | undefined, type: GraphQLNamedType): boolean => {
      if (!selectionSet) return isLeafType(type);
      if (!isObjectType(type)) return false;
      return selectionSet.selections.every((selection) => {
        if (selection.directives?.some((directive) => !ALLOWED_DIRECTIVES.has(directive.name.value))) return false;
        if (selection.kind === Kind.FRAGMENT_SPREAD) return false;
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition?.name.value;
          return (!condition || condition === type.name) && check(selection.selectionSet, type);
        }
        if (selection.name.value === '__typename') return !selection.selectionSet;
        const inner = type.getFields()[selection.name.value];
        if (!inner || !readsSourceField(this.gateway, this.owned, type, inner)) return false;
        return check(selection.selectionSet, getNamedType(inner.type));
      });
    };
    return check(node.selectionSet, getNamedType(field.type));
  }
}

/**
 * The document commerce is sent for an operation with parent-only extensions: the operation and the fragments it
 * uses, each extension replaced by the commerce fields its resolver reads, under reserved aliases and with the
 * extension's own `@skip`/`@include`; variables left unused by that (an extension's arguments) are not declared.
 */
function rewriteForCommerce(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  commerce: GraphQLSchema,
  extensions: ReadonlyMap<string, ParentOnlyField>,
): DocumentNode {
  const used = new Set<string>();
  const rewrite = (selectionSet: SelectionSetNode, parent: GraphQLNamedType): SelectionSetNode => {
    const selections: SelectionNode[] = [];
    const added = new Set<string>();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        used.add(selection.name.value);
        selections.push(selection);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? commerce.getType(selection.typeCondition.name.value) : parent;
        selections.push({ ...selection, selectionSet: rewrite(selection.selectionSet, type ?? parent) });
        continue;
      }
      const extension = extensions.get(`${parent.name}.${selection.name.value}`);
      if (extension) {
        for (const needed of extension.selectionSet.selections) {
          if (needed.kind !== Kind.FIELD) continue;
          const replacement: FieldNode = {
            ...needed,
            alias: { kind: Kind.NAME, value: `${RESERVED_ALIAS_PREFIX}${needed.name.value}` },
            directives: selection.directives ?? [],
          };
          const key = print(replacement);
          if (added.has(key)) continue;
          added.add(key);
          selections.push(replacement);
        }
        continue;
      }
      if (!selection.selectionSet || !(isObjectType(parent) || isInterfaceType(parent))) {
        selections.push(selection);
        continue;
      }
      const field = parent.getFields()[selection.name.value];
      const type = field ? getNamedType(field.type) : parent;
      selections.push({ ...selection, selectionSet: rewrite(selection.selectionSet, type) });
    }
    return { ...selectionSet, selections };
  };
  const root = commerce.getQueryType() as GraphQLNamedType;
  const definitions: DefinitionNode[] = [{ ...operation, selectionSet: rewrite(operation.selectionSet, root) }];
  const done = new Set<string>();
  for (let pendingName = [...used].find((name) => !done.has(name)); pendingName; ) {
    done.add(pendingName);
    const fragment = fragments.get(pendingName);
    if (fragment) {
      const type = commerce.getType(fragment.typeCondition.name.value) ?? root;
      definitions.push({ ...fragment, selectionSet: rewrite(fragment.selectionSet, type) });
    }
    pendingName = [...used].find((name) => !done.has(name));
  }
  const referenced = new Set<string>();
  for (const definition of definitions) {
    visit(definition, {
      Variable: (node) => {
        referenced.add(node.name.value);
      },
      VariableDefinition: () => false,
    });
  }
  const [first, ...rest] = definitions as [OperationDefinitionNode, ...DefinitionNode[]];
  const variableDefinitions = (first.variableDefinitions ?? []).filter((definition) =>
    referenced.has(definition.variable.name.value),
  );
  return { kind: Kind.DOCUMENT, definitions: [{ ...first, variableDefinitions }, ...rest] };
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
  return { errors: located, data: nullable ? data : null };
}

/**
 * Runs commerce-only queries on the commerce executor directly (see the module comment), and queries whose only
 * gateway fields are parent-only extensions in the same single commerce call, their values spliced in from the answer
 * (extension-splice.ts). Any other operation, a commerce-only one whose variables the gateway's schema refuses, and a
 * spliced one that commerce answered with errors or that the splice cannot complete exactly, goes to stitching.
 */
export function passThroughPlugin(options: {
  planner: PassThroughPlanner;
  executor: Executor;
  commerceSchema: GraphQLSchema;
  onPassThrough?: () => void;
  /** A spliced query that stitching answered after all (errors in commerce's answer, an unsupported value). */
  onSpliceFallback?: () => void;
}): Plugin {
  const { planner, executor, commerceSchema } = options;
  /**
   * Identical calls under way, shared (a hot listing asked by many at once costs one commerce call). The first request
   * gets the answer itself, each one that joined it a `structuredClone` made before any of them runs on (the splice
   * and the response cache write into answers); executor-http would clone every answer, shared or not.
   */
  const inflight = new Map<string, { promise: Promise<ExecutionResult>; takers: number }>();
  const keys = new WeakMap<PassThroughVerdict, string>();
  const shared = (
    verdict: PassThroughVerdict,
    variables: Record<string, unknown>,
    operationName: string | null | undefined,
    call: () => unknown,
  ): Promise<ExecutionResult> => {
    let documentKey = keys.get(verdict);
    if (documentKey === undefined) {
      documentKey = print(verdict.document);
      keys.set(verdict, documentKey);
    }
    const key = `${operationName ?? ''}|${JSON.stringify(variables)}|${documentKey}`;
    let entry = inflight.get(key);
    if (!entry) {
      const promise = Promise.resolve(call()) as Promise<ExecutionResult>;
      const created = { promise, takers: 0 };
      entry = created;
      inflight.set(key, created);
      const forget = () => {
        if (inflight.get(key) === created) inflight.delete(key);
      };
      promise.then(forget, forget);
    }
    const joined = entry;
    return joined.promise.then((result) =>
      joined.takers++ === 0 || !result.data ? result : { ...result, data: structuredClone(result.data) },
    );
  };
  return {
    onExecute({ executeFn, setExecuteFn }) {
      // Judged inside the execute function: later plugins (the response cache) hand it the document they rewrote.
      setExecuteFn((args: ExecutionArgs) => {
        const verdict = planner.plan(args.document, args.operationName);
        if (!verdict) return executeFn(args);
        const { operation, splice } = verdict;
        const variables = (args.variableValues ?? {}) as Record<string, unknown>;
        const coerced = coercedVariables(args.schema, operation.variableDefinitions ?? NO_DEFINITIONS, variables);
        if (coerced.errors) return executeFn(args);
        options.onPassThrough?.();
        const request: ExecutionRequest = {
          document: verdict.document,
          variables,
          operationType: OperationTypeNode.QUERY,
          context: args.contextValue,
          ...(args.operationName ? { operationName: args.operationName } : {}),
        };
        return shared(verdict, variables, args.operationName, () => executor(request)).then((result) => {
          const data = result.data && typeof result.data === 'object' ? result.data : null;
          if (splice && data) {
            const fallback = () => {
              options.onSpliceFallback?.();
              return executeFn(args);
            };
            // Errors inside an answer may sit under a reserved alias or need null propagation: stitching places them.
            if (result.errors?.length) return fallback();
            return spliceExtensions(args.schema, splice, data, coerced.coerced, args.contextValue).then(
              (spliced) => ({ data: spliced }),
              // SpliceUnsupported, or a resolver's error: stitching gives the answer (and the error) as it always has.
              () => fallback(),
            );
          }
          const errors = result.errors?.map((error) => clientError(error));
          // graphql-js puts `errors` before `data`: the same bytes as stitching's answer.
          if (data) return errors?.length ? { errors, data } : { data };
          return wholeFailure(operation, commerceSchema, errors ?? []) ?? executeFn(args);
        });
      });
    },
  };
}
