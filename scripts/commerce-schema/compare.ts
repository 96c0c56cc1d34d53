import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
} from 'graphql';

type Kind = 'scalar' | 'object' | 'interface' | 'union' | 'enum' | 'input';

function kindOf(type: GraphQLNamedType): Kind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isUnionType(type)) return 'union';
  if (isEnumType(type)) return 'enum';
  if (isInputObjectType(type)) return 'input';
  if (isScalarType(type)) return 'scalar';
  throw new Error(`unknown kind of type ${String(type)}`);
}

/** A value must be supplied for it: non-null and no default. */
function isRequired(arg: GraphQLArgument | GraphQLInputField): boolean {
  return isNonNullType(arg.type) && arg.defaultValue === undefined;
}

function compareFields(
  typeName: string,
  ours: Record<string, GraphQLField<unknown, unknown>>,
  theirs: Record<string, GraphQLField<unknown, unknown>>,
  problems: string[],
): void {
  for (const field of Object.values(ours)) {
    const where = `${typeName}.${field.name}`;
    const ref = theirs[field.name];
    if (!ref) {
      problems.push(`${where}: no such field in the reference`);
      continue;
    }
    if (String(field.type) !== String(ref.type)) {
      problems.push(`${where}: type ${String(field.type)}, reference has ${String(ref.type)}`);
    }
    for (const arg of field.args) {
      const refArg = ref.args.find((a) => a.name === arg.name);
      if (!refArg) {
        problems.push(`${where}(${arg.name}): no such argument in the reference`);
      } else if (String(arg.type) !== String(refArg.type)) {
        problems.push(`${where}(${arg.name}): type ${String(arg.type)}, reference has ${String(refArg.type)}`);
      }
    }
    for (const refArg of ref.args) {
      if (isRequired(refArg) && !field.args.some((a) => a.name === refArg.name)) {
        problems.push(`${where}(${refArg.name}): required by the reference (${String(refArg.type)}) but missing`);
      }
    }
  }
}

/**
 * Every way in which `ours` is not a faithful subset of `reference`: each named type must exist with the same
 * kind; fields, arguments and input fields must exist with identical type strings (nullability and list wrapping);
 * arguments and input fields the reference requires must be present; interfaces, union members and enum values
 * must be subsets. Returns one line per problem; empty when compatible.
 */
export function compareWithReference(ours: GraphQLSchema, reference: GraphQLSchema): string[] {
  const problems: string[] = [];

  const roots = [
    ['query', ours.getQueryType(), reference.getQueryType()],
    ['mutation', ours.getMutationType(), reference.getMutationType()],
    ['subscription', ours.getSubscriptionType(), reference.getSubscriptionType()],
  ] as const;
  for (const [operation, our, their] of roots) {
    if (our && our.name !== their?.name) {
      problems.push(`schema: ${operation} root is ${our.name}, reference has ${their?.name ?? 'none'}`);
    }
  }

  // Introspection types and the five built-in scalars exist in every schema.
  const names = Object.keys(ours.getTypeMap())
    .filter((name) => !name.startsWith('__'))
    .filter((name) => {
      const type = ours.getType(name);
      return type !== undefined && !isSpecifiedScalarType(type);
    })
    .sort();
  for (const name of names) {
    const type = ours.getType(name);
    if (!type) continue;
    const ref = reference.getType(name);
    if (!ref) {
      problems.push(`${name}: no such type in the reference`);
      continue;
    }
    const kind = kindOf(type);
    if (kind !== kindOf(ref)) {
      problems.push(`${name}: is ${kind}, reference has ${kindOf(ref)}`);
      continue;
    }

    if ((isObjectType(type) && isObjectType(ref)) || (isInterfaceType(type) && isInterfaceType(ref))) {
      compareFields(name, type.getFields(), ref.getFields(), problems);
      const refInterfaces = new Set(ref.getInterfaces().map((i) => i.name));
      for (const iface of type.getInterfaces()) {
        if (!refInterfaces.has(iface.name)) problems.push(`${name}: implements ${iface.name}, reference does not`);
      }
    } else if (isInputObjectType(type) && isInputObjectType(ref)) {
      const fields = type.getFields();
      const refFields = ref.getFields();
      for (const field of Object.values(fields)) {
        const refField = refFields[field.name];
        if (!refField) {
          problems.push(`${name}.${field.name}: no such input field in the reference`);
        } else if (String(field.type) !== String(refField.type)) {
          problems.push(`${name}.${field.name}: type ${String(field.type)}, reference has ${String(refField.type)}`);
        }
      }
      for (const refField of Object.values(refFields)) {
        if (isRequired(refField) && !fields[refField.name]) {
          problems.push(`${name}.${refField.name}: required by the reference (${String(refField.type)}) but missing`);
        }
      }
    } else if (isEnumType(type) && isEnumType(ref)) {
      for (const value of type.getValues()) {
        if (!ref.getValue(value.name)) problems.push(`${name}.${value.name}: no such enum value in the reference`);
      }
    } else if (isUnionType(type) && isUnionType(ref)) {
      const members = new Set(ref.getTypes().map((t) => t.name));
      for (const member of type.getTypes()) {
        if (!members.has(member.name)) problems.push(`${name}: member ${member.name} is not in the reference union`);
      }
    }
  }
  return problems;
}
