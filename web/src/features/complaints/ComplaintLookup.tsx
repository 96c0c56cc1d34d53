'use client';

import { DOCUMENT_TYPES } from '@cuida/domain';
import { type FormEvent, useId, useState } from 'react';
import buttons from '@/ui/button.module.css';
import { Options, SubmitButton, TextField } from '../../lib/form-fields';
import type { Receipt } from './ComplaintReceipt';

const NOT_FOUND = 'No encontramos una hoja con ese número y documento. Revisa los datos de tu constancia.';
const TOO_MANY = 'Hiciste muchos intentos. Vuelve a intentarlo en unos minutos.';
const FAILED = 'No pudimos buscar tu hoja ahora. Inténtalo de nuevo en unos minutos.';

/**
 * A sheet filed before, found again by its number and the consumer's document (requirements: "Libro de
 * Reclamaciones"): for a consumer who closed the page or lost the e-mail. Apollo loads only when it is used.
 */
export function ComplaintLookup({ endpoint, onFound }: { endpoint: string; onFound: (receipt: Receipt) => void }) {
  const id = useId();
  const [number, setNumber] = useState('');
  const [documentType, setDocumentType] = useState(String(DOCUMENT_TYPES[0].id));
  const [documentNumber, setDocumentNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const sheet = number.trim();
    if (!/^\d{6}-\d{4}$/.test(sheet) || documentNumber.trim() === '') {
      setProblem('Ingresa el número de la hoja (por ejemplo 000001-2026) y tu número de documento.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const [{ browserClient, registerDocument }, { FindComplaintDocument }] = await Promise.all([
        import('../../lib/apollo-browser'),
        import('../../gql/graphql'),
      ]);
      registerDocument(FindComplaintDocument);
      const { data } = await browserClient(endpoint).mutate({
        mutation: FindComplaintDocument,
        variables: { input: { number: sheet, documentType: Number(documentType), documentNumber } },
      });
      if (data?.findComplaint) onFound(data.findComplaint);
      else setProblem(NOT_FOUND);
    } catch (error) {
      const code = (error as { errors?: { extensions?: { code?: unknown } }[] } | null)?.errors?.[0]?.extensions?.code;
      setProblem(code === 'RATE_LIMITED' ? TOO_MANY : code === 'BAD_USER_INPUT' ? NOT_FOUND : FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="lookup">
      <summary>¿Ya registraste una hoja? Vuelve a ver tu constancia</summary>
      <form onSubmit={submit} noValidate aria-label="Buscar una hoja registrada" aria-busy={busy}>
        <TextField
          id={`${id}-number`}
          label="Número de la hoja"
          autoComplete="off"
          placeholder="000001-2026"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
        <div className="field">
          <label htmlFor={`${id}-type`}>Documento con el que la registraste</label>
          <select id={`${id}-type`} value={documentType} onChange={(event) => setDocumentType(event.target.value)}>
            {/* The options written here: the complaint book's first load stays within its budget. */}
            <Options items={DOCUMENT_TYPES} value={(type) => type.id} label={(type) => type.label} />
          </select>
        </div>
        <TextField
          id={`${id}-document`}
          label="N.° de documento con el que la registraste"
          autoComplete="off"
          value={documentNumber}
          onChange={(event) => setDocumentNumber(event.target.value)}
        />
        <p className="field-error" role="alert" data-testid="complaint-lookup-problem">
          {problem ?? ''}
        </p>
        <SubmitButton className={`${buttons.button} ${buttons.secondary}`} busy={busy} busyLabel="Buscando…">
          Buscar mi hoja
        </SubmitButton>
      </form>
    </details>
  );
}
