'use client';

import { useEffect, useState } from 'react';
import buttons from '@/ui/button.module.css';
import type { StoreIdentity } from '../shell/store-identity';
import { ComplaintForm } from './ComplaintForm';
import { ComplaintLookup } from './ComplaintLookup';
import { ComplaintReceipt, type Receipt } from './ComplaintReceipt';
import { forgetReceipt, keepReceipt, keptReceipt } from './kept-receipt';

/**
 * The complaints book's page body (requirements: "Libro de Reclamaciones"): the form, or the receipt of the sheet just
 * filed or found again by its number and document. The receipt is kept in the tab, so a reload shows it again.
 */
export function ComplaintBook({ endpoint, store }: { endpoint: string; store: StoreIdentity }) {
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  // The form is drawn anew (a fresh idempotency key, empty fields) after "Registrar otra hoja".
  const [formKey, setFormKey] = useState(0);
  useEffect(() => setReceipt((current) => current ?? keptReceipt()), []);
  const show = (found: Receipt) => {
    keepReceipt(found);
    setReceipt(found);
  };

  if (receipt) {
    return (
      <>
        <ComplaintReceipt receipt={receipt} store={store} />
        <button
          type="button"
          className={`${buttons.button} ${buttons.secondary} no-print`}
          onClick={() => {
            forgetReceipt();
            setFormKey((key) => key + 1);
            setReceipt(null);
          }}
        >
          Registrar otra hoja
        </button>
      </>
    );
  }
  return (
    <>
      <ComplaintLookup endpoint={endpoint} onFound={show} />
      <ComplaintForm key={formKey} endpoint={endpoint} onFiled={show} />
    </>
  );
}
