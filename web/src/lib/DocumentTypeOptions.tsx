import { DOCUMENT_TYPES } from '@cuida/domain';
import { Options } from './form-fields';

/**
 * The identity document types (DNI, CE, Pasaporte) as a select's options. A module of its own: it brings
 * `@cuida/domain` with it, which the forms without a document field (the security page) must not load.
 */
export function DocumentTypeOptions() {
  return <Options items={DOCUMENT_TYPES} value={(type) => type.id} label={(type) => type.label} />;
}
