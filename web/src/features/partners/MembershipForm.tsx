'use client';

import { DEFAULT_DOCUMENT_TYPE, DOCUMENT_TYPES } from '@cuida/domain';
import { type MembershipCheck, membershipClaim } from '@cuida/domain/membership';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SubmitButton } from '../../lib/form-fields';
import { readSession, saveSession } from '../../lib/session-storage';
import {
  AGREEMENT_SESSION_KEY,
  AGREEMENT_STATE_EVENT,
  type AgreementData,
  type AgreementState,
  afterVerification,
  initialAgreementState,
  storedAgreementState,
} from './agreement-state';
import styles from './MembershipForm.module.css';
import { MEMBERSHIP_MESSAGES, membershipFailure } from './membership-messages';

type Field = 'documentType' | 'documentNumber' | 'memberCode';

/**
 * "Verifica tu afiliación": for an agreement that verifies its members, the shopper's document (DOCUMENT) or member
 * code (MEMBER_CODE), checked with the domain's rules, then by the agreement through the gateway
 * (verifyPartnerMembership). A verified member is kept in the session's agreement state; the header's badge shows it.
 */
export default function MembershipForm({ agreement, endpoint }: { agreement: AgreementData; endpoint: string }) {
  const check: MembershipCheck = agreement.verification === 'MEMBER_CODE' ? 'MEMBER_CODE' : 'DOCUMENT';
  const id = useId();
  const [values, setValues] = useState({
    documentType: String(DEFAULT_DOCUMENT_TYPE),
    documentNumber: '',
    memberCode: '',
  });
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [state, setState] = useState<AgreementState | null>(null);
  const [busy, setBusy] = useState(false);
  const resultRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setState(storedAgreementState(readSession(AGREEMENT_SESSION_KEY), agreement.code));
  }, [agreement.code]);

  const fieldId = (field: Field) => `${id}-${field}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const claim = membershipClaim(check, {
      documentType: Number(values.documentType),
      documentNumber: values.documentNumber,
      memberCode: values.memberCode,
    });
    if (!claim.ok) {
      setFieldError({ field: claim.field as Field, message: claim.message });
      document.getElementById(fieldId(claim.field as Field))?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      // Apollo Client and the generated documents arrive with the first submit, not with the home.
      const [{ browserClient, registerDocument }, { CombinedGraphQLErrors }, { VerifyPartnerMembershipDocument }] =
        await Promise.all([
          import('../../lib/apollo-browser'),
          import('@apollo/client/errors'),
          import('../../gql/graphql'),
        ]);
      registerDocument(VerifyPartnerMembershipDocument);
      try {
        const input =
          claim.claim.kind === 'DOCUMENT'
            ? { documentType: claim.claim.documentType, documentNumber: claim.claim.documentNumber }
            : { memberCode: claim.claim.memberCode };
        const { data } = await browserClient(endpoint).mutate({
          mutation: VerifyPartnerMembershipDocument,
          variables: { input: { agreementCode: agreement.code, ...input } },
        });
        if (!data) throw new Error('sin respuesta');
        const next = afterVerification(
          storedAgreementState(readSession(AGREEMENT_SESSION_KEY), agreement.code) ?? initialAgreementState(agreement),
          data.verifyPartnerMembership,
        );
        saveSession(AGREEMENT_SESSION_KEY, next);
        window.dispatchEvent(new Event(AGREEMENT_STATE_EVENT));
        setState(next);
        if (!next.verified) setFormError(MEMBERSHIP_MESSAGES.notMember(agreement.name));
      } catch (error) {
        const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
        setFormError(membershipFailure(code));
      }
    } catch {
      setFormError(MEMBERSHIP_MESSAGES.unavailable);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (state?.verified) resultRef.current?.focus();
  }, [state?.verified]);

  const headingId = `${id}-titulo`;
  if (state?.verified) {
    return (
      <section className={styles.membership} aria-labelledby={headingId} data-testid="membership">
        <h2 id={headingId}>Tu afiliación a {agreement.name}</h2>
        <p
          className={`form-success ${styles.verified}`}
          role="status"
          tabIndex={-1}
          ref={resultRef}
          data-testid="membership-verified"
        >
          {MEMBERSHIP_MESSAGES.verified(state.memberName, state.email)}
        </p>
      </section>
    );
  }

  const errorOf = (field: Field) => (fieldError?.field === field ? fieldError.message : null);
  const input = (field: Field, label: string, props: Record<string, string> = {}) => (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input
        id={fieldId(field)}
        name={field}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={errorOf(field) ? `${fieldId(field)}-error` : undefined}
        {...props}
      />
      {errorOf(field) && (
        <p className="field-error" id={`${fieldId(field)}-error`}>
          {errorOf(field)}
        </p>
      )}
    </div>
  );

  return (
    <section className={styles.membership} aria-labelledby={headingId} data-testid="membership">
      <h2 id={headingId}>Verifica tu afiliación a {agreement.name}</h2>
      <p className="muted">
        {check === 'DOCUMENT'
          ? `Ingresa el documento con el que estás afiliado a ${agreement.name}.`
          : `Ingresa tu código de socio de ${agreement.name}.`}
      </p>
      <form onSubmit={submit} noValidate className={styles.membershipForm}>
        {check === 'DOCUMENT' ? (
          <>
            <div className="field">
              <label htmlFor={fieldId('documentType')}>Tipo de documento</label>
              <select
                id={fieldId('documentType')}
                name="documentType"
                value={values.documentType}
                onChange={(event) => setValues({ ...values, documentType: event.target.value })}
              >
                {DOCUMENT_TYPES.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.label}
                  </option>
                ))}
              </select>
            </div>
            {input('documentNumber', 'Número de documento', { inputMode: 'text', autoComplete: 'off' })}
          </>
        ) : (
          input('memberCode', 'Código de socio', { autoComplete: 'off', autoCapitalize: 'characters' })
        )}
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Verificando…">
          Verificar afiliación
        </SubmitButton>
      </form>
    </section>
  );
}
