/**
 * The gateway's refusals of `registerCustomer` as Spanish messages next to the field they concern. The gateway
 * answers BAD_USER_INPUT for input it checks itself (`extensions.issues`, paths `input.<field>`) and
 * UPSTREAM_REJECTED with `extensions.upstreamCode` for the account service's refusals (validar usuario, crear
 * usuario: schema/openapi/sales.yaml). Anything else is a message for the whole form.
 */
import type { RegistrationField } from './registration-form';

export interface RegistrationProblem {
  /** The field it concerns; null: the whole form. */
  field: RegistrationField | null;
  message: string;
}

const SIGN_IN_HINT = 'Si ya tienes una cuenta, inicia sesión o recupera tu contraseña.';

/** The account service's refusal codes (sales.yaml), each with its field and message. */
export const UPSTREAM_REFUSALS: Readonly<Record<string, RegistrationProblem>> = {
  USUARIO_EXISTE: {
    field: 'email',
    message: `Ya existe una cuenta con este documento y este correo electrónico. ${SIGN_IN_HINT}`,
  },
  CORREO_REGISTRADO: { field: 'email', message: `Ya existe una cuenta con este correo electrónico. ${SIGN_IN_HINT}` },
  DOCUMENTO_REGISTRADO: {
    field: 'documentNumber',
    message: `Ya existe una cuenta con este documento de identidad. ${SIGN_IN_HINT}`,
  },
  DOCUMENTO_INVALIDO: {
    field: 'documentNumber',
    message: 'El número de documento no es válido para el tipo elegido. Revísalo e inténtalo de nuevo.',
  },
  EDAD_MINIMA: { field: 'birthDate', message: 'Debes ser mayor de 18 años para crear una cuenta.' },
  FECHA_NACIMIENTO_INVALIDA: { field: 'birthDate', message: 'La fecha de nacimiento no es válida.' },
  CONTRASENA_INVALIDA: {
    field: 'password',
    message: 'La contraseña no cumple la política: al menos 8 caracteres, una mayúscula, una minúscula y un número.',
  },
};

/** What to say about a field the gateway refused without a Spanish reason of ours. */
const FIELD_MESSAGES: Readonly<Record<string, { field: RegistrationField; message: string }>> = {
  email: { field: 'email', message: 'Revisa tu correo electrónico.' },
  password: { field: 'password', message: 'Revisa tu contraseña: al menos 8 caracteres.' },
  firstName: { field: 'firstName', message: 'Revisa tus nombres: solo letras, espacios, apóstrofos y guiones.' },
  paternalLastName: { field: 'paternalLastName', message: 'Revisa tu apellido paterno.' },
  maternalLastName: { field: 'maternalLastName', message: 'Revisa tu apellido materno.' },
  phone: { field: 'phone', message: 'Ingresa un celular de 9 dígitos que empiece con 9.' },
  birthDate: { field: 'birthDate', message: 'Ingresa una fecha de nacimiento válida.' },
  documentType: { field: 'documentType', message: 'Selecciona un tipo de documento.' },
  documentNumber: { field: 'documentNumber', message: 'Revisa el número de documento.' },
};

/** Fields whose gateway message comes from the domain (`validateDocument`, `validatePhone`): already Spanish. */
const DOMAIN_CHECKED = new Set(['documentNumber', 'phone']);

export const GENERIC_PROBLEM: RegistrationProblem = {
  field: null,
  message: 'No pudimos crear tu cuenta en este momento. Inténtalo de nuevo en unos minutos.',
};

/** A GraphQL error as Apollo hands it over (only what is read here). */
export interface GatewayErrorLike {
  message?: string;
  extensions?: Record<string, unknown> | null;
}

/** The last segment of an input path: `input.documentNumber` → `documentNumber`. */
const fieldOfPath = (path: unknown): string | null =>
  typeof path === 'string' && path !== '' ? (path.split('.').at(-1) ?? null) : null;

/** Spanish problems for the errors of a failed `registerCustomer`, one per field at most. */
export function registrationProblems(errors: readonly GatewayErrorLike[]): RegistrationProblem[] {
  const problems: RegistrationProblem[] = [];
  const add = (problem: RegistrationProblem) => {
    if (!problems.some((known) => known.field === problem.field)) problems.push(problem);
  };
  for (const error of errors) {
    const extensions = error.extensions ?? {};
    const code = extensions.code;
    if (code === 'UPSTREAM_REJECTED') {
      const upstream = typeof extensions.upstreamCode === 'string' ? extensions.upstreamCode : '';
      add(UPSTREAM_REFUSALS[upstream] ?? GENERIC_PROBLEM);
    } else if (code === 'BAD_USER_INPUT') {
      const issues = Array.isArray(extensions.issues) ? extensions.issues : [{ path: extensions.field }];
      for (const issue of issues as { path?: unknown; message?: unknown }[]) {
        const field = fieldOfPath(issue?.path) ?? '';
        const known = FIELD_MESSAGES[field];
        // The gateway checks document and phone with the domain's rules, whose messages are the shopper's Spanish.
        const domainMessage = DOMAIN_CHECKED.has(field) && typeof issue?.message === 'string' ? issue.message : null;
        if (known && domainMessage) add({ field: known.field, message: domainMessage });
        else add(known ?? { field: null, message: 'Revisa los datos del formulario e inténtalo de nuevo.' });
      }
    } else {
      add(GENERIC_PROBLEM);
    }
  }
  return problems.length > 0 ? problems : [GENERIC_PROBLEM];
}
