/**
 * The kinds of a "hoja de reclamación" and what the form shows for them, apart from the rules (`complaint.ts`): the
 * storefront's form needs only these to draw itself, and loads the rules with the first send.
 */

/** Reclamo: disagreement with the good or service. Queja: disagreement with the attention received. */
export const COMPLAINT_KINDS = ['RECLAMO', 'QUEJA'] as const;
export type ComplaintKind = (typeof COMPLAINT_KINDS)[number];

export const COMPLAINT_KIND_LABELS: Record<ComplaintKind, { label: string; hint: string }> = {
  RECLAMO: { label: 'Reclamo', hint: 'Disconformidad relacionada con los productos o servicios.' },
  QUEJA: {
    label: 'Queja',
    hint: 'Disconformidad no relacionada con los productos o servicios, o malestar respecto a la atención al público.',
  },
};

export const COMPLAINT_ITEM_TYPES = ['PRODUCTO', 'SERVICIO'] as const;
export type ComplaintItemType = (typeof COMPLAINT_ITEM_TYPES)[number];

/** The provider answers within this many business days (D.S. 101-2022-PCM: 15 días hábiles). */
export const COMPLAINT_RESPONSE_DAYS = 15;
