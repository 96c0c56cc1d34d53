/**
 * The Libro de Reclamaciones form's logic, without React: the form's values and fields, and the gateway's errors →
 * Spanish messages per field or for the whole form. The check of the values (zod over the domain's rules) is
 * `complaint-validation.ts`, loaded with the first send so that zod stays out of the page's first load. Unit-tested.
 */
import type { ComplaintData, ComplaintField } from '@cuida/domain';

export interface ComplaintFormValues {
  kind: string;
  firstName: string;
  lastName: string;
  documentType: string;
  documentNumber: string;
  address: string;
  phone: string;
  email: string;
  isMinor: boolean;
  guardianName: string;
  guardianDocumentType: string;
  guardianDocumentNumber: string;
  itemType: string;
  itemDescription: string;
  amount: string;
  orderNumber: string;
  detail: string;
  request: string;
}

export const EMPTY_COMPLAINT_FORM: ComplaintFormValues = {
  kind: '',
  firstName: '',
  lastName: '',
  documentType: '2',
  documentNumber: '',
  address: '',
  phone: '',
  email: '',
  isMinor: false,
  guardianName: '',
  guardianDocumentType: '2',
  guardianDocumentNumber: '',
  itemType: '',
  itemDescription: '',
  amount: '',
  orderNumber: '',
  detail: '',
  request: '',
};

export type FormField = keyof ComplaintFormValues;

/** The domain's field names → the form's. */
export const FIELD_OF: Record<ComplaintField, FormField> = {
  kind: 'kind',
  'consumer.firstName': 'firstName',
  'consumer.lastName': 'lastName',
  'consumer.documentNumber': 'documentNumber',
  'consumer.address': 'address',
  'consumer.phone': 'phone',
  'consumer.email': 'email',
  'guardian.fullName': 'guardianName',
  'guardian.documentNumber': 'guardianDocumentNumber',
  'item.type': 'itemType',
  'item.description': 'itemDescription',
  'item.amount': 'amount',
  'item.orderNumber': 'orderNumber',
  detail: 'detail',
  request: 'request',
};

export function asComplaintData(values: ComplaintFormValues): ComplaintData {
  return {
    kind: values.kind,
    consumer: {
      firstName: values.firstName,
      lastName: values.lastName,
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      address: values.address,
      phone: values.phone,
      email: values.email,
      isMinor: values.isMinor,
    },
    guardian: {
      fullName: values.guardianName,
      documentType: values.guardianDocumentType,
      documentNumber: values.guardianDocumentNumber,
    },
    item: {
      type: values.itemType,
      description: values.itemDescription,
      amount: values.amount,
      orderNumber: values.orderNumber,
    },
    detail: values.detail,
    request: values.request,
  };
}

export type FormErrors = Partial<Record<FormField, string>>;

/** A GraphQL error as the gateway sends it. */
export interface GatewayError {
  message: string;
  extensions?: Record<string, unknown> | undefined;
}

/** What to show after a refused submission: messages by field and/or one for the whole form. */
export interface SubmissionProblem {
  fields: FormErrors;
  form: string | null;
}

const UPSTREAM_MESSAGES: Record<string, { field?: FormField; message: string }> = {
  DOCUMENTO_INVALIDO: {
    field: 'documentNumber',
    message: 'El número de documento no corresponde al tipo elegido. Revísalo e inténtalo de nuevo.',
  },
  APODERADO_REQUERIDO: {
    field: 'guardianName',
    message: 'Si eres menor de edad, ingresa los datos de tu padre, madre o apoderado.',
  },
  CLAVE_EN_USO: {
    message: 'Ya registramos una hoja distinta desde este formulario. Recarga la página para registrar otra.',
  },
};

/** "5 minutos", "1 minuto", "30 segundos". */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The gateway's errors → Spanish messages; never its English text or a code. */
export function submissionProblem(errors: readonly GatewayError[] | null | undefined): SubmissionProblem {
  const first = errors?.[0];
  const code = first?.extensions?.code;
  if (code === 'BAD_USER_INPUT') {
    const fields: FormErrors = {};
    const issues = Array.isArray(first?.extensions?.issues) ? first.extensions.issues : [];
    for (const issue of issues as { path?: unknown; message?: unknown }[]) {
      const path = typeof issue.path === 'string' ? issue.path.replace(/^input\./, '') : '';
      const field = FIELD_OF[path as ComplaintField];
      // The form applies the same rules before sending, so this is rare (a rule changed in between): the gateway's
      // text may be English (a shape error), so the field gets a Spanish prompt of its own.
      if (field && !fields[field]) fields[field] = 'Revisa este dato: no es válido.';
    }
    return {
      fields,
      form: Object.keys(fields).length > 0 ? null : 'Hay datos que no son válidos: revisa el formulario.',
    };
  }
  if (code === 'RATE_LIMITED') {
    const seconds = Number(first?.extensions?.retryAfter);
    const wait = Number.isFinite(seconds) && seconds > 0 ? ` en ${waitText(Math.ceil(seconds))}` : ' más tarde';
    return {
      fields: {},
      form: `Registraste varias hojas en poco tiempo. Por seguridad, vuelve a intentarlo${wait}.`,
    };
  }
  if (code === 'UPSTREAM_REJECTED') {
    const known = UPSTREAM_MESSAGES[String(first?.extensions?.upstreamCode ?? '')];
    if (known?.field) return { fields: { [known.field]: known.message }, form: null };
    if (known) return { fields: {}, form: known.message };
  }
  return {
    fields: {},
    form: 'No pudimos registrar tu hoja de reclamación en este momento. Tus datos se mantienen: vuelve a intentarlo en unos minutos.',
  };
}

/** "25 de noviembre de 2026, 10:05" in Lima time: the date the consumer keeps. */
export function formatFiledAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(date);
}
