import { defaultMergedResolver } from '@graphql-tools/delegate';
import type { IResolvers } from '@graphql-tools/utils';
import {
  type ArgumentNode,
  defaultFieldResolver,
  type FieldNode,
  type FragmentDefinitionNode,
  type FragmentSpreadNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  type InlineFragmentNode,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * Parent-only extensions after a pass-through call. Most of the gateway's extensions of commerce types
 * (`Product.promotions`, `presentation`, `priceValue`, `Category.priceFrom`, `Collection.promotionWindow`…) are
 * functions of the parent object: their resolvers declare the commerce fields they read (`selectionSet`). A query
 * that selects them still goes to commerce in one call: the planner (pass-through.ts) replaces each such field by
 * its `selectionSet` under a reserved alias, and this module, given the answer, runs the features' own resolvers on
 * the raw objects and puts their completed values where graphql-js would (the client's key order, its aliases,
 * fragments and `@skip`/`@include`). Whatever it does not do exactly as execution does (a null in a non-null
 * position, a resolver that throws, a value it cannot serialise) throws `SpliceUnsupported`: the caller then lets
 * stitching answer the request, so the answer is always the one stitching gives (gateway/test/equivalence.test.ts).
 */

/** Prefix of the aliases the gateway adds to the commerce selection; a client's alias may not start with it. */
export const RESERVED_ALIAS_PREFIX = '_cuidaX_';

export type ParentOnlyResolve = (
  source: Record<string, unknown>,
  args: Record<string, unknown>,
  context: unknown,
  info: undefined,
) => unknown;

export interface ParentOnlyField {
  /** The commerce fields it reads (plain fields of the parent type). */
  selectionSet: SelectionSetNode;
  resolve: ParentOnlyResolve;
}

/**
 * Whether a field of an extension's type reads its value off the source like graphql-js's default resolver. Stitching
 * gives the gateway's own types `defaultMergedResolver`, which does exactly that for objects that did not come from
 * a subschema (the extensions' resolvers make plain objects).
 */
export function isDefaultResolver(resolve: unknown): boolean {
  return resolve === undefined || resolve === defaultFieldResolver || resolve === defaultMergedResolver;
}

/**
 * Whether a field of an extension's type reads its value off the source object: a default resolver, or (a field no
 * feature resolves) stitching's wrapper around `defaultMergedResolver`, which only adds the fields missing from a value
 * through the type's merge resolvers, and the gateway's own types have none.
 */
export function readsSourceField(
  schema: GraphQLSchema,
  owned: ReadonlySet<string>,
  parent: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
): boolean {
  if (isDefaultResolver(field.resolve)) return true;
  if (owned.has(`${parent.name}.${field.name}`)) return false;
  const stitching = schema.extensions?.stitchingInfo as
    | { mergedTypes?: Record<string, { resolvers?: Map<unknown, unknown> } | undefined> }
    | undefined;
  const merged = stitching?.mergedTypes?.[getNamedType(field.type).name];
  return merged !== undefined && merged.resolvers?.size === 0;
}

/** Raised when an answer cannot be spliced exactly as execution would complete it: stitching answers instead. */
export class SpliceUnsupported extends Error {}

const UNSUPPORTED = new SpliceUnsupported('not spliced');

/**
 * The gateway's fields on commerce object types that are resolved from the parent alone: a resolver with a
 * `selectionSet` of plain commerce fields and a `resolve` that reads nothing else (no `info`, no delegation).
 */
export function parentOnlyFields(
  resolvers: readonly IResolvers<unknown, unknown>[],
  commerce: GraphQLSchema,
): Map<string, ParentOnlyField> {
  const found = new Map<string, ParentOnlyField>();
  for (const map of resolvers) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (!fields || typeof fields !== 'object' || isScalarType(fields)) continue;
      const type = commerce.getType(typeName);
      if (!isObjectType(type)) continue;
      for (const [fieldName, definition] of Object.entries(fields as Record<string, unknown>)) {
        if (type.getFields()[fieldName]) continue; // a commerce field the gateway overrides: not an extension
        const candidate = definition as { selectionSet?: unknown; resolve?: unknown } | null;
        if (typeof candidate?.selectionSet !== 'string' || typeof candidate.resolve !== 'function') continue;
        const operation = parse(candidate.selectionSet).definitions[0] as OperationDefinitionNode;
        const plain = operation.selectionSet.selections.every((selection) => {
          if (selection.kind !== Kind.FIELD || selection.alias || selection.directives?.length) return false;
          const field = type.getFields()[selection.name.value];
          return field?.args.every((arg) => !isNonNullType(arg.type)) === true;
        });
        if (plain) {
          found.set(`${typeName}.${fieldName}`, {
            selectionSet: operation.selectionSet,
            resolve: candidate.resolve as ParentOnlyResolve,
          });
        }
      }
    }
  }
  return found;
}

/** What the planner memoises for a document whose extensions are spliced. */
export interface SplicePlan {
  /** The client's operation and fragments (the answer's shape). */
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Parent-only extensions by `Type.field`. */
  extensions: ReadonlyMap<string, ParentOnlyField>;
}

type Variables = Record<string, unknown>;

/** What building a document's object plans reads (the answer's values are walked later, per request). */
interface PlanScope {
  schema: GraphQLSchema;
  plan: SplicePlan;
  variables: Variables;
  /** Set when a directive or an extension's argument read a variable: the plans are then this request's only. */
  readsVariables: boolean;
}

/** Whether an argument's value (a list or an input object, at any depth) holds a variable. */
function holdsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.LIST) return value.values.some(holdsVariable);
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => holdsVariable(field.value));
  return false;
}

function argumentsHoldVariables(node: { readonly arguments?: readonly ArgumentNode[] | undefined }): boolean {
  return node.arguments?.some((argument) => holdsVariable(argument.value)) === true;
}

function shouldInclude(scope: PlanScope, node: FieldNode | InlineFragmentNode | FragmentSpreadNode): boolean {
  if (!node.directives?.length) return true;
  if (node.directives.some(argumentsHoldVariables)) scope.readsVariables = true;
  const typed = node as FieldNode;
  if (getDirectiveValues(GraphQLSkipDirective, typed, scope.variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, typed, scope.variables)?.if !== false;
}

function conditionMatches(scope: PlanScope, condition: string | undefined, type: GraphQLObjectType): boolean {
  if (!condition || condition === type.name) return true;
  const conditional = scope.schema.getType(condition);
  return isAbstractType(conditional) && scope.schema.isSubType(conditional, type);
}

/** graphql-js's CollectFields for a known object type: response keys in first-seen order, their field nodes. */
function collectFields(
  scope: PlanScope,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!shouldInclude(scope, selection)) continue;
        const key = selection.alias?.value ?? selection.name.value;
        const existing = fields.get(key);
        if (existing) existing.push(selection);
        else fields.set(key, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!shouldInclude(scope, selection)) continue;
        if (!conditionMatches(scope, selection.typeCondition?.name.value, type)) continue;
        visit(selection.selectionSet);
      } else {
        const name = selection.name.value;
        if (visited.has(name) || !shouldInclude(scope, selection)) continue;
        visited.add(name);
        const fragment = scope.plan.fragments[name];
        if (!fragment || !conditionMatches(scope, fragment.typeCondition.name.value, type)) continue;
        visit(fragment.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

function subSelections(nodes: readonly FieldNode[]): SelectionSetNode[] {
  const sets: SelectionSetNode[] = [];
  for (const node of nodes) if (node.selectionSet) sets.push(node.selectionSet);
  return sets;
}

/** Completes a resolved extension value as graphql-js would (see module comment for what it refuses). */
type Completer = (value: unknown) => unknown;

function completerFor(scope: PlanScope, type: GraphQLOutputType, nodes: readonly FieldNode[]): Completer {
  if (isNonNullType(type)) {
    const inner = completerFor(scope, type.ofType, nodes);
    return (value) => {
      if (value === null || value === undefined) throw UNSUPPORTED; // null propagation: stitching knows it
      return inner(value);
    };
  }
  if (isListType(type)) {
    const inner = completerFor(scope, type.ofType, nodes);
    return (value) => {
      if (value === null || value === undefined) return null;
      if (!Array.isArray(value)) throw UNSUPPORTED;
      return value.map(inner);
    };
  }
  if (isLeafType(type)) {
    return (value) => {
      if (value === null || value === undefined) return null;
      const serialised = type.serialize(value);
      if (serialised === undefined) throw UNSUPPORTED;
      return serialised;
    };
  }
  if (!isObjectType(type)) throw UNSUPPORTED; // abstract extension types: resolveType is stitching's business
  const entries: { key: string; name: string; complete: Completer | null }[] = [];
  const fields = type.getFields();
  for (const [key, fieldNodes] of collectFields(scope, type, subSelections(nodes))) {
    const name = (fieldNodes[0] as FieldNode).name.value;
    if (name === '__typename') {
      entries.push({ key, name, complete: null });
      continue;
    }
    const field = fields[name];
    if (!field) throw UNSUPPORTED; // the planner checked how each field resolves (readsSourceField)
    entries.push({ key, name, complete: completerFor(scope, field.type, fieldNodes) });
  }
  const typeName = type.name;
  return (value) => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'object') throw UNSUPPORTED;
    const source = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const entry of entries) {
      if (!entry.complete) {
        out[entry.key] = typeName;
        continue;
      }
      const raw = source[entry.name];
      if (typeof raw === 'function') throw UNSUPPORTED;
      out[entry.key] = entry.complete(raw);
    }
    return out;
  };
}

/** How one commerce object of the answer is treated. */
interface ObjectPlan {
  /** Rebuilt in the client's key order (it holds extensions, or reserved aliases to drop). */
  rebuild: boolean;
  entries: Entry[];
}

type Entry =
  | { kind: 'commerce'; key: string; child: ObjectPlan | null }
  | {
      kind: 'extension';
      key: string;
      extension: ParentOnlyField;
      args: Record<string, unknown>;
      complete: Completer;
    };

function objectPlan(
  scope: PlanScope,
  type: GraphQLObjectType,
  selectionSets: readonly SelectionSetNode[],
): ObjectPlan | null {
  const entries: Entry[] = [];
  let rebuild = false;
  let nested = false;
  const fields = type.getFields();
  for (const [key, nodes] of collectFields(scope, type, selectionSets)) {
    const first = nodes[0] as FieldNode;
    const name = first.name.value;
    const extension = scope.plan.extensions.get(`${type.name}.${name}`);
    if (extension) {
      const field = fields[name] as GraphQLField<unknown, unknown>;
      rebuild = true;
      if (argumentsHoldVariables(first)) scope.readsVariables = true;
      entries.push({
        kind: 'extension',
        key,
        extension,
        // Shared by every request when the plans are kept: frozen, so a resolver that wrote into its arguments would
        // throw, and stitching would answer.
        args: Object.freeze(getArgumentValues(field, first, scope.variables)),
        complete: completerFor(scope, field.type, nodes),
      });
      continue;
    }
    let child: ObjectPlan | null = null;
    const field = name === '__typename' ? undefined : fields[name];
    if (field && first.selectionSet) {
      const named = getNamedType(field.type) as GraphQLNamedType;
      if (isObjectType(named)) child = objectPlan(scope, named, subSelections(nodes));
      else if (mentionsExtension(scope, subSelections(nodes))) throw UNSUPPORTED; // the planner refuses these
      if (child) nested = true;
    }
    entries.push({ kind: 'commerce', key, child });
  }
  // Skipped extensions leave their reserved fields skipped too (same directives), so nothing to drop then.
  return rebuild || nested ? { rebuild, entries } : null;
}

function mentionsExtension(scope: PlanScope, selectionSets: readonly SelectionSetNode[]): boolean {
  const seen = new Set<string>();
  const walk = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) {
        for (const coordinate of scope.plan.extensions.keys()) {
          if (coordinate.endsWith(`.${selection.name.value}`)) return true;
        }
        return selection.selectionSet ? walk(selection.selectionSet) : false;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) return walk(selection.selectionSet);
      if (seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      const fragment = scope.plan.fragments[selection.name.value];
      return fragment ? walk(fragment.selectionSet) : false;
    });
  return selectionSets.some(walk);
}

interface Pending {
  target: Record<string, unknown>;
  key: string;
  value: unknown;
  complete: Completer;
}

function sourceOf(raw: Record<string, unknown>): Record<string, unknown> {
  const source: Record<string, unknown> = {};
  for (const key in raw) {
    if (key.startsWith(RESERVED_ALIAS_PREFIX)) source[key.slice(RESERVED_ALIAS_PREFIX.length)] = raw[key];
  }
  return source;
}

function applyValue(context: unknown, plan: ObjectPlan, value: unknown, pending: Pending[]): unknown {
  if (value === null || value === undefined) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = applyValue(context, plan, value[index], pending);
    return value;
  }
  if (typeof value !== 'object') throw UNSUPPORTED;
  const raw = value as Record<string, unknown>;
  if (!plan.rebuild) {
    for (const entry of plan.entries) {
      if (entry.kind === 'commerce' && entry.child)
        raw[entry.key] = applyValue(context, entry.child, raw[entry.key], pending);
    }
    return raw;
  }
  const out: Record<string, unknown> = {};
  let source: Record<string, unknown> | undefined;
  for (const entry of plan.entries) {
    if (entry.kind === 'commerce') {
      if (!(entry.key in raw)) throw UNSUPPORTED;
      const field = raw[entry.key];
      out[entry.key] = entry.child ? applyValue(context, entry.child, field, pending) : field;
      continue;
    }
    source ??= sourceOf(raw);
    out[entry.key] = null; // holds the key's place; the completed value replaces it
    pending.push({
      target: out,
      key: entry.key,
      value: entry.extension.resolve(source, entry.args, context, undefined),
      complete: entry.complete,
    });
  }
  return out;
}

/** What `Promise.all` would wait on: a thenable (most extensions answer plain values, only a few a promise). */
function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/**
 * The root's object plan for a request. It depends on the document and on the variables a directive or an
 * extension's argument reads; a document whose plan reads none (the storefront's queries) gets it made once.
 */
const keptPlans = new WeakMap<SplicePlan, { schema: GraphQLSchema; root: ObjectPlan | null }>();
function rootPlanFor(schema: GraphQLSchema, plan: SplicePlan, variables: Variables): ObjectPlan | null {
  const kept = keptPlans.get(plan);
  if (kept && kept.schema === schema) return kept.root;
  const root = schema.getQueryType();
  if (!root) throw UNSUPPORTED;
  const scope: PlanScope = { schema, plan, variables, readsVariables: false };
  const made = objectPlan(scope, root, [plan.operation.selectionSet]);
  if (!scope.readsVariables) keptPlans.set(plan, { schema, root: made });
  return made;
}

/**
 * The client's answer from commerce's answer to the rewritten document: extensions resolved and completed, reserved
 * aliases gone. Throws (or rejects with) `SpliceUnsupported` or a resolver's error when stitching must answer.
 */
export async function spliceExtensions(
  schema: GraphQLSchema,
  plan: SplicePlan,
  data: Record<string, unknown>,
  variables: Variables,
  context: unknown,
): Promise<Record<string, unknown>> {
  const rootPlan = rootPlanFor(schema, plan, variables);
  if (!rootPlan) return data;
  const pending: Pending[] = [];
  const answer = applyValue(context, rootPlan, data, pending) as Record<string, unknown>;
  // Only the values still to come are awaited (one `Promise.all`, as before); plain values are completed as they are.
  const waiting = pending.filter((item) => isThenable(item.value));
  if (waiting.length > 0) {
    const values = await Promise.all(waiting.map((item) => item.value));
    for (let index = 0; index < waiting.length; index++) (waiting[index] as Pending).value = values[index];
  }
  for (const item of pending) item.target[item.key] = item.complete(item.value);
  return answer;
}
