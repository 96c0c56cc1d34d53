/**
 * The Libro de Reclamaciones form's check: the form's values → the gateway's input, validated with zod over the
 * domain's rules (the same the gateway applies again). The form loads it with the first send (zod and the domain's
 * rules are about 30 kB gzip the page need not download to show the form). Unit-tested.
 */
import {
  type ComplaintField,
  normalizeDocumentNumber,
  normalizeEmail,
  parseComplaintAmount,
  toNationalPhone,
  validateComplaint,
} from '@cuida/domain';
import { z } from 'zod';
import { asComplaintData, type ComplaintFormValues, FIELD_OF, type FormErrors, type FormField } from './complaint-form';

const squeeze = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The form → the gateway's ComplaintInput; every rule is the domain's, each issue carries its form field. */
export const ComplaintFormSchema = z
  .custom<ComplaintFormValues>((value) => typeof value === 'object' && value !== null)
  .superRefine((values, ctx) => {
    for (const [field, message] of Object.entries(validateComplaint(asComplaintData(values)))) {
      ctx.addIssue({ code: 'custom', path: [FIELD_OF[field as ComplaintField]], message });
    }
  })
  .transform((values) => {
    const amount = parseComplaintAmount(values.amount);
    return {
      kind: values.kind as 'RECLAMO' | 'QUEJA',
      consumer: {
        firstName: squeeze(values.firstName),
        lastName: squeeze(values.lastName),
        documentType: Number(values.documentType),
        documentNumber: normalizeDocumentNumber(values.documentType, values.documentNumber),
        address: values.address.trim(),
        phone: toNationalPhone(values.phone),
        email: normalizeEmail(values.email),
        isMinor: values.isMinor,
      },
      guardian: values.isMinor
        ? {
            fullName: squeeze(values.guardianName),
            documentType: Number(values.guardianDocumentType),
            documentNumber: normalizeDocumentNumber(values.guardianDocumentType, values.guardianDocumentNumber),
          }
        : null,
      item: {
        type: values.itemType as 'PRODUCTO' | 'SERVICIO',
        description: values.itemDescription.trim(),
        amount,
        orderNumber: values.orderNumber.trim() || null,
      },
      detail: values.detail.trim(),
      request: values.request.trim(),
    };
  });

export type ComplaintInputValues = z.output<typeof ComplaintFormSchema>;

export function validateComplaintForm(
  values: ComplaintFormValues,
): { ok: true; input: ComplaintInputValues } | { ok: false; errors: FormErrors } {
  const parsed = ComplaintFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FormField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
