import { describe, expect, it } from 'vitest';
import {
  type ComplaintFormValues,
  EMPTY_COMPLAINT_FORM,
  formatFiledAt,
  submissionProblem,
  waitText,
} from '../src/features/complaints/complaint-form';
import { validateComplaintForm } from '../src/features/complaints/complaint-validation';

const filled = (overrides: Partial<ComplaintFormValues> = {}): ComplaintFormValues => ({
  ...EMPTY_COMPLAINT_FORM,
  kind: 'RECLAMO',
  firstName: ' María   José ',
  lastName: 'Quispe Huamán',
  documentNumber: '45871236',
  address: 'Av. Arequipa 1234, Lince',
  phone: '+51 987 654 321',
  email: 'Maria.Quispe@Cuida.pe',
  itemType: 'PRODUCTO',
  itemDescription: 'Paracetamol 500 mg',
  amount: '12,50',
  detail: 'La caja llegó abierta y faltaban tabletas.',
  request: 'Cambio del producto.',
  ...overrides,
});

describe('the Libro de Reclamaciones form', () => {
  it("turns a valid form into the gateway's input", () => {
    const result = validateComplaintForm(filled());
    expect(result).toEqual({
      ok: true,
      input: {
        kind: 'RECLAMO',
        consumer: {
          firstName: 'María José',
          lastName: 'Quispe Huamán',
          documentType: 2,
          documentNumber: '45871236',
          address: 'Av. Arequipa 1234, Lince',
          phone: '987654321',
          email: 'maria.quispe@cuida.pe',
          isMinor: false,
        },
        guardian: null,
        item: { type: 'PRODUCTO', description: 'Paracetamol 500 mg', amount: 12.5, orderNumber: null },
        detail: 'La caja llegó abierta y faltaban tabletas.',
        request: 'Cambio del producto.',
      },
    });
  });

  it('sends the guardian of a minor', () => {
    const result = validateComplaintForm(
      filled({
        isMinor: true,
        guardianName: 'Rosa Huamán',
        guardianDocumentType: '4',
        guardianDocumentNumber: '001234567',
      }),
    );
    expect(result.ok && result.input.guardian).toEqual({
      fullName: 'Rosa Huamán',
      documentType: 4,
      documentNumber: '001234567',
    });
  });

  it('names each problem on its field, in Spanish', () => {
    const result = validateComplaintForm({ ...EMPTY_COMPLAINT_FORM, isMinor: true, amount: 'mucho' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      kind: 'Elige si es un reclamo o una queja.',
      firstName: 'Ingresa tus nombres.',
      documentNumber: 'Ingresa tu número de documento.',
      guardianName: 'Ingresa el nombre de tu padre, madre o apoderado.',
      itemType: 'Elige si fue un producto o un servicio.',
      amount: expect.stringMatching(/^Ingresa el monto en soles/),
      detail: 'Cuéntanos qué ocurrió.',
      request: 'Indica qué solicitas.',
    });
  });
});

describe("the gateway's refusals, in Spanish", () => {
  it('puts invalid input on its fields, never the English text', () => {
    const problem = submissionProblem([
      {
        message: 'Invalid input: input.consumer.email: Invalid email',
        extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'input.consumer.email', message: 'Invalid email' }] },
      },
    ]);
    expect(problem).toEqual({ fields: { email: 'Revisa este dato: no es válido.' }, form: null });
  });

  it('says how long to wait when rate-limited', () => {
    expect(
      submissionProblem([{ message: 'Too many', extensions: { code: 'RATE_LIMITED', retryAfter: 719 } }]).form,
    ).toBe('Registraste varias hojas en poco tiempo. Por seguridad, vuelve a intentarlo en 12 minutos.');
    expect(waitText(1)).toBe('1 segundo');
    expect(waitText(45)).toBe('45 segundos');
    expect(waitText(60)).toBe('1 minuto');
  });

  it("names the service's refusals and keeps an outage generic", () => {
    expect(
      submissionProblem([
        { message: 'x', extensions: { code: 'UPSTREAM_REJECTED', upstreamCode: 'DOCUMENTO_INVALIDO' } },
      ]).fields.documentNumber,
    ).toMatch(/no corresponde al tipo/);
    const outage = submissionProblem([{ message: 'x', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }]);
    expect(outage.form).toMatch(/^No pudimos registrar tu hoja de reclamación/);
    expect(submissionProblem(undefined).form).toBe(outage.form);
  });

  it('dates the receipt in Lima time', () => {
    expect(formatFiledAt('2027-01-01T03:30:00.000Z')).toMatch(/31 de diciembre de 2026.*22:30/);
  });
});
