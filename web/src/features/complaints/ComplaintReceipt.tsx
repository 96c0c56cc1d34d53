'use client';

import { COMPLAINT_KIND_LABELS, documentTypeLabel } from '@cuida/domain';
import { useEffect, useRef } from 'react';
import buttons from '@/ui/button.module.css';
import type { FileComplaintMutation } from '../../gql/graphql';
import { Price } from '../../lib/Price';
import { Term } from '../../lib/Term';
import type { StoreIdentity } from '../shell/store-identity';
import styles from './ComplaintReceipt.module.css';
import { formatFiledAt } from './complaint-form';

export type Receipt = FileComplaintMutation['fileComplaint'];

/**
 * The filed sheet, as the consumer keeps it: its number and date, the provider, everything the consumer wrote, the
 * deadline for the answer. Printable (the print style leaves only this), and its heading takes the focus.
 */
export function ComplaintReceipt({ receipt, store }: { receipt: Receipt; store: StoreIdentity }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const kind = COMPLAINT_KIND_LABELS[receipt.kind].label;
  const { consumer, guardian, item } = receipt;
  return (
    <section className={styles.complaintReceipt} aria-labelledby="hoja-registrada" data-testid="complaint-receipt">
      <h2 id="hoja-registrada" ref={heading} tabIndex={-1}>
        Hoja de reclamación N.° <span data-testid="complaint-number">{receipt.number}</span>
      </h2>
      <p role="status">
        Registramos tu {kind.toLowerCase()} el{' '}
        <span data-testid="complaint-date">{formatFiledAt(receipt.submittedAt)}</span>. Te responderemos en un plazo no
        mayor a {receipt.responseDueBusinessDays} días hábiles al correo {consumer.email}. Guarda o imprime esta
        constancia.
      </p>
      <dl className={styles.receiptData}>
        {(store.legalName || store.ruc) && (
          <Term
            term="Proveedor"
            value={[store.legalName, store.ruc ? `RUC ${store.ruc}` : null, store.address].filter(Boolean).join(' · ')}
          />
        )}
        <Term term="Fecha de registro" value={formatFiledAt(receipt.submittedAt)} />
        <Term term="Consumidor" value={`${consumer.firstName} ${consumer.lastName}`} />
        <Term term="Documento" value={`${documentTypeLabel(consumer.documentType) ?? ''} ${consumer.documentNumber}`} />
        <Term term="Domicilio" value={consumer.address} />
        <Term term="Teléfono" value={consumer.phone} />
        <Term term="Correo electrónico" value={consumer.email} />
        {guardian && (
          <Term
            term="Padre, madre o apoderado"
            value={`${guardian.fullName} (${documentTypeLabel(guardian.documentType) ?? ''} ${guardian.documentNumber})`}
          />
        )}
        <Term
          term="Bien contratado"
          value={`${item.type === 'PRODUCTO' ? 'Producto' : 'Servicio'}: ${item.description}`}
        />
        {typeof item.amount === 'number' && <Term term="Monto reclamado" value={<Price amount={item.amount} />} />}
        {item.orderNumber && <Term term="Número de pedido" value={item.orderNumber} />}
        <Term term="Tipo" value={kind} />
        <Term term="Detalle" value={receipt.detail} />
        <Term term="Pedido del consumidor" value={receipt.request} />
      </dl>
      <p className="muted">
        La formulación del reclamo no impide acudir a otras vías de solución de controversias ni es requisito previo
        para interponer una denuncia ante el INDECOPI.
      </p>
      <button type="button" className={`${buttons.button} no-print`} onClick={() => window.print()}>
        Imprimir o guardar constancia
      </button>
    </section>
  );
}
