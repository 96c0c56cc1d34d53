import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  getOperationAST,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  isUnionType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from '../errors/codes';
import { badInput, characterCount, forbiddenCharacter, type InputIssue } from '../errors/validation';
import { coercedVariables, MAX_COERCION_ERRORS } from '../schema/coerced-variables';
import { commerceAccess } from '../schema/commerce-access';

/**
 * Text bounds of the commerce API's inputs, as Saleor's models enforce them (saleor/account/models.py `Address`:
 * CharField max_length; the phone column is django-phonenumber-field's 128), counted in characters. The gateway
 * refuses longer values before calling commerce; the sandbox answers Saleor's own errors for them too
 * (sandbox/src/commerce/input-limits.ts).
 */
export const TEXT_MAX_CHARACTERS: Readonly<Record<string, number>> = {
  'AddressInput.firstName': 256,
  'AddressInput.lastName': 256,
  'AddressInput.companyName': 256,
  'AddressInput.streetAddress1': 256,
  'AddressInput.streetAddress2': 256,
  'AddressInput.city': 256,
  'AddressInput.cityArea': 128,
  'AddressInput.postalCode': 20,
  'AddressInput.countryArea': 128,
  'AddressInput.phone': 128,
  'MetadataInput.key': 256,
  'MetadataInput.value': 4096,
};

/** Any argument or input field named `email`: an address is at most 254 characters (RFC 5321; Django's EmailField). */
export const EMAIL_MAX_CHARACTERS = 254;

/** Items of a list argument or field, by the list's element type: metadata per call. */
export const LIST_MAX_ITEMS: Readonly<Record<string, number>> = { MetadataInput: 50 };

/** At most this many issues are reported for one operation. */
const MAX_ISSUES = MAX_COERCION_ERRORS;

/** Where a value sits: its path as the operation names it, and the field or argument that holds it. */
interface Place {
  path: readonly (string | number)[];
  /** `InputType.field` for an input field, null for an argument. */
  coordinate: string | null;
  name: string;
  /** Set when the place is reserved by Saleor for apps (schema/commerce-access.json): its coordinate. */
  reserved?: string;
}

interface VariableUse extends Place {
  variable: string;
  type: GraphQLInputType;
}

interface Plan {
  operation: OperationDefinitionNode;
  /** Issues found in the document's own literals: the same for every request with this document. */
  literalIssues: InputIssue[];
  /** Reserved places given a value in the document's own literals. */
  literalReserved: Issues['reserved'];
  variableUses: VariableUse[];
}

class Issues {
  readonly list: InputIssue[] = [];
  /** Reserved places given a value: path and coordinate. */
  readonly reserved: { path: string; coordinate: string }[] = [];

  reserve(path: readonly (string | number)[], coordinate: string) {
    if (this.reserved.length < MAX_ISSUES) this.reserved.push({ path: path.join('.'), coordinate });
  }
  private readonly seen = new Set<string>();

  add(path: readonly (string | number)[], message: string) {
    const text = path.join('.');
    const key = `${text}\u0001${message}`;
    if (this.seen.has(key) || this.list.length >= MAX_ISSUES) return;
    this.seen.add(key);
    this.list.push({ path: text, message });
  }
}

function checkText(text: string, place: Place, issues: Issues) {
  const problem = forbiddenCharacter(text);
  if (problem) issues.add(place.path, problem);
  const max = place.name === 'email' ? EMAIL_MAX_CHARACTERS : place.coordinate && TEXT_MAX_CHARACTERS[place.coordinate];
  if (max && text.length > max && characterCount(text) > max) {
    issues.add(place.path, `must be at most ${max} characters`);
  }
}

function checkCount(elementType: GraphQLInputType, count: number, path: Place['path'], issues: Issues) {
  const max = LIST_MAX_ITEMS[getNamedType(elementType).name];
  if (max !== undefined && count > max) issues.add(path, `must have at most ${max} items`);
}

/** Strings anywhere inside a value the schema does not describe (a JSON scalar): characters only. */
function walkUntyped(value: unknown, path: Place['path'], issues: Issues) {
  if (typeof value === 'string') {
    const problem = forbiddenCharacter(value);
    if (problem) issues.add(path, problem);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walkUntyped(item, [...path, index], issues);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = forbiddenCharacter(key);
      if (problem) issues.add([...path, key], problem);
      walkUntyped(item, [...path, key], issues);
    }
  }
}

/** Saleor's app-only arguments and input fields (`Type.field(argument)`, `Input.field`) → the permissions named. */
type Reserved = ReadonlyMap<string, readonly string[]>;

function inputFieldPlace(place: Place, typeName: string, name: string, reserved: Reserved): Place {
  const coordinate = `${typeName}.${name}`;
  return {
    path: [...place.path, name],
    coordinate,
    name,
    ...(reserved.has(coordinate) ? { reserved: coordinate } : {}),
  };
}

/**
 * Saleor's answer to an app-only argument or input field given by a caller without the permission (PermissionDenied),
 * with the gateway's stable code: the gateway holds the commerce API's app token, so it refuses them for its clients.
 */
export function reservedInputRefused(hits: Issues['reserved'], reserved: Reserved): GraphQLError {
  const first = hits[0] ?? { path: '', coordinate: '' };
  const permissions = [...new Set(hits.flatMap((hit) => reserved.get(hit.coordinate) ?? []))];
  return new GraphQLError(`You need one of the following permissions: ${permissions.join(', ')}`, {
    extensions: {
      code: ErrorCode.FORBIDDEN,
      exception: { code: 'PermissionDenied' },
      field: first.path,
      reserved: [...new Set(hits.map((hit) => hit.coordinate))],
    },
  });
}

/** A (coerced) variable value against the input type of the place it is used. */
function walkValue(value: unknown, type: GraphQLInputType, place: Place, issues: Issues, reserved: Reserved) {
  if (value === null || value === undefined) return;
  if (place.reserved) issues.reserve(place.path, place.reserved);
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) return walkValue(value, inner.ofType, place, issues, reserved);
    checkCount(inner.ofType, value.length, place.path, issues);
    for (const [index, item] of value.entries())
      walkValue(item, inner.ofType, { ...place, path: [...place.path, index] }, issues, reserved);
    return;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return;
    const fields = inner.getFields();
    for (const [name, item] of Object.entries(value)) {
      const field = fields[name];
      if (field) walkValue(item, field.type, inputFieldPlace(place, inner.name, name, reserved), issues, reserved);
    }
    return;
  }
  if (typeof value === 'string') checkText(value, place, issues);
  else walkUntyped(value, place.path, issues);
}

/** A literal of the document against its input type; variables met inside it are recorded where they are used. */
function walkLiteral(
  node: ValueNode,
  type: GraphQLInputType,
  place: Place,
  issues: Issues,
  uses: VariableUse[],
  reserved: Reserved,
) {
  if (node.kind === Kind.VARIABLE) {
    uses.push({ ...place, variable: node.name.value, type });
    return;
  }
  if (node.kind === Kind.NULL) return;
  if (place.reserved) issues.reserve(place.path, place.reserved);
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (node.kind !== Kind.LIST) return walkLiteral(node, inner.ofType, place, issues, uses, reserved);
    checkCount(inner.ofType, node.values.length, place.path, issues);
    for (const [index, item] of node.values.entries())
      walkLiteral(item, inner.ofType, { ...place, path: [...place.path, index] }, issues, uses, reserved);
    return;
  }
  if (isInputObjectType(inner) && node.kind === Kind.OBJECT) {
    const fields = inner.getFields();
    for (const field of node.fields) {
      const name = field.name.value;
      const definition = fields[name];
      if (!definition) continue;
      walkLiteral(
        field.value,
        definition.type,
        inputFieldPlace(place, inner.name, name, reserved),
        issues,
        uses,
        reserved,
      );
    }
    return;
  }
  if (node.kind === Kind.STRING) checkText(node.value, place, issues);
  else if (node.kind === Kind.OBJECT || node.kind === Kind.LIST) walkUntypedLiteral(node, place.path, issues, uses);
}

function walkUntypedLiteral(node: ValueNode, path: Place['path'], issues: Issues, uses: VariableUse[]) {
  if (node.kind === Kind.STRING) {
    const problem = forbiddenCharacter(node.value);
    if (problem) issues.add(path, problem);
  } else if (node.kind === Kind.LIST) {
    for (const [index, item] of node.values.entries()) walkUntypedLiteral(item, [...path, index], issues, uses);
  } else if (node.kind === Kind.OBJECT) {
    for (const field of node.fields) walkUntypedLiteral(field.value, [...path, field.name.value], issues, uses);
  }
}

/** Every field argument of the operation (fragments included, each once), checked or recorded. */
function planFor(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  reserved: Reserved,
): Plan {
  const issues = new Issues();
  const uses: VariableUse[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const visited = new Set<string>();
  const visit = (selectionSet: SelectionSetNode, parent: GraphQLNamedType | undefined | null) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || visited.has(name)) continue;
        visited.add(name);
        visit(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value));
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        visit(selection.selectionSet, condition);
        continue;
      }
      if (!parent || !(isObjectType(parent) || isInterfaceType(parent))) continue;
      const field = parent.getFields()[selection.name.value];
      if (!field) continue;
      for (const argument of selection.arguments ?? []) {
        const definition = field.args.find((candidate) => candidate.name === argument.name.value);
        if (!definition) continue;
        const name = argument.name.value;
        const coordinate = `${parent.name}.${field.name}(${name})`;
        const place: Place = { path: [name], coordinate: null, name };
        if (reserved.has(coordinate)) place.reserved = coordinate;
        walkLiteral(argument.value, definition.type, place, issues, uses, reserved);
      }
      if (selection.selectionSet) {
        const type = getNamedType(field.type);
        if (isObjectType(type) || isInterfaceType(type) || isUnionType(type)) visit(selection.selectionSet, type);
      }
    }
  };
  visit(operation.selectionSet, schema.getRootType(operation.operation));
  return { operation, literalIssues: issues.list, literalReserved: issues.reserved, variableUses: uses };
}

/** `input.lines[0].quantity` (graphql-js) → `input.lines.0.quantity`. */
function variablePath(error: GraphQLError): string | null {
  const name = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)"/.exec(error.message)?.[1];
  if (!name) return null;
  const at = error.message.indexOf(` at "${name}`);
  if (at < 0) return name;
  const start = at + ' at "'.length;
  const end = error.message.indexOf('"', start);
  return error.message
    .slice(start, end < 0 ? undefined : end)
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

/** A variable that cannot be coerced to its type: BAD_USER_INPUT naming it (graphql-js gives no code). */
function codedCoercionError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    source: error.source ?? null,
    positions: error.positions ?? null,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, code: ErrorCode.BAD_USER_INPUT, field: variablePath(error) },
  });
}

/**
 * Refuses bad input before any resolver or upstream sees it, with BAD_USER_INPUT and the offending argument's path
 * in `extensions.field` (every one in `extensions.issues`):
 * - variables that cannot be coerced to their types (graphql-js's errors, given the code);
 * - in any string argument, inline or in a variable, at any depth: NUL, other control characters (tab and line
 *   breaks are allowed) and unpaired UTF-16 surrogates (`forbiddenCharacter`);
 * - texts and lists over the commerce API's bounds (`TEXT_MAX_CHARACTERS`, `EMAIL_MAX_CHARACTERS`,
 *   `LIST_MAX_ITEMS`), counted in characters.
 * What each document asks of its variables is worked out once per parsed document and operation.
 */
export function inputGuardPlugin(reserved: Reserved = commerceAccess().reservedInputs): Plugin {
  const plans = new WeakMap<DocumentNode, Map<string, Plan | null>>();
  const planOf = (schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) => {
    let byName = plans.get(document);
    if (!byName) {
      byName = new Map();
      plans.set(document, byName);
    }
    const key = operationName ?? '';
    let plan = byName.get(key);
    if (plan === undefined) {
      const operation = getOperationAST(document, operationName);
      plan = operation ? planFor(schema, document, operation, reserved) : null;
      byName.set(key, plan);
    }
    return plan;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const plan = planOf(args.schema, args.document, args.operationName);
      // No such operation: graphql-js answers that.
      if (!plan) return;
      const definitions = plan.operation.variableDefinitions ?? [];
      let variables: Record<string, unknown> = {};
      if (definitions.length > 0) {
        const coerced = coercedVariables(args.schema, definitions, args.variableValues as Record<string, unknown>);
        if (coerced.errors) {
          setResultAndStopExecution({ errors: coerced.errors.map(codedCoercionError) });
          return;
        }
        variables = coerced.coerced;
      }
      if (plan.literalIssues.length === 0 && plan.literalReserved.length === 0 && plan.variableUses.length === 0)
        return;
      const issues = new Issues();
      for (const issue of plan.literalIssues) issues.add([issue.path], issue.message);
      issues.reserved.push(...plan.literalReserved);
      for (const use of plan.variableUses) walkValue(variables[use.variable], use.type, use, issues, reserved);
      // Reserved inputs first: nothing of such a request is sent upstream.
      if (issues.reserved.length > 0)
        setResultAndStopExecution({ errors: [reservedInputRefused(issues.reserved, reserved)] });
      else if (issues.list.length > 0) setResultAndStopExecution({ errors: [badInput(issues.list)] });
    },
  };
}
