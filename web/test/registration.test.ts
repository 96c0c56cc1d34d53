import { describe, expect, it } from 'vitest';
import { GENERIC_PROBLEM, registrationProblems, UPSTREAM_REFUSALS } from '../src/features/account/registration-errors';
import {
  emptyRegistration,
  firstErrorField,
  passwordChecklist,
  type RegistrationForm,
  registerInput,
  registrationReducer,
} from '../src/features/account/registration-form';
import { ageOn, validateNewPassword, validateRegistration } from '../src/features/account/registration-validation';

// 10:00 in Lima on 25 November 2026.
const NOW = new Date('2026-11-25T15:00:00Z');

const valid = (over: Partial<RegistrationForm> = {}): RegistrationForm => ({
  ...emptyRegistration(),
  email: ' Rosa.Mendoza@Example.pe ',
  password: 'Salud2026',
  firstName: ' Rosa  Elena ',
  paternalLastName: 'Mendoza',
  maternalLastName: '',
  phone: '+51 912 345 678',
  birthDate: '1990-03-14',
  gender: 'Mujer',
  documentNumber: '41234567',
  acceptsTerms: true,
  ...over,
});

describe('registration form', () => {
  it('starts empty with DNI (2) preselected and no gender chosen', () => {
    expect(emptyRegistration()).toMatchObject({ documentType: 2, gender: '', acceptsTerms: false, email: '' });
  });

  it('the reducer takes the listed gender options and document types only', () => {
    const form = emptyRegistration();
    expect(registrationReducer(form, { type: 'setGender', value: 'Prefiero no decirlo' }).gender).toBe(
      'Prefiero no decirlo',
    );
    expect(registrationReducer(form, { type: 'setGender', value: 'Otro' })).toBe(form);
    expect(registrationReducer(form, { type: 'setDocumentType', value: '4' }).documentType).toBe(4);
    expect(registrationReducer(form, { type: 'setDocumentType', value: '3' }).documentType).toBe(3);
    expect(registrationReducer(form, { type: 'setDocumentType', value: '7' })).toBe(form);
    expect(registrationReducer(form, { type: 'setText', field: 'email', value: 'a@b.pe' }).email).toBe('a@b.pe');
    expect(registrationReducer(form, { type: 'setAcceptsTerms', value: true }).acceptsTerms).toBe(true);
  });

  it('shows the password policy live: 8+ characters, upper case, lower case, a digit', () => {
    const met = (password: string) =>
      Object.fromEntries(passwordChecklist(password).map((rule) => [rule.id, rule.met]));
    expect(met('')).toEqual({ length: false, upper: false, lower: false, digit: false });
    expect(met('salud')).toEqual({ length: false, upper: false, lower: true, digit: false });
    expect(met('Salud2026')).toEqual({ length: true, upper: true, lower: true, digit: true });
    expect(met('ÑANDÚ2026ñ')).toEqual({ length: true, upper: true, lower: true, digit: true });
    expect(validateNewPassword('salud2026')).toBe('La contraseña debe tener: una letra mayúscula.');
    expect(validateNewPassword('abc')).toBe(
      'La contraseña debe tener: al menos 8 caracteres, una letra mayúscula, un número.',
    );
    expect(validateNewPassword('')).toBe('Ingresa una contraseña.');
    expect(validateNewPassword('Salud2026')).toBeNull();
  });

  it('a valid form has no errors', () => {
    expect(validateRegistration(valid(), NOW)).toEqual({});
  });

  it('names each wrong field in Spanish, with the domain rules for document and phone', () => {
    const errors = validateRegistration(
      valid({
        email: 'rosa',
        password: 'salud',
        firstName: '',
        phone: '12345',
        gender: '',
        documentNumber: '1234',
        acceptsTerms: false,
      }),
      NOW,
    );
    expect(errors).toEqual({
      email: 'Ingresa un correo electrónico válido, por ejemplo nombre@correo.com.',
      password: 'La contraseña debe tener: al menos 8 caracteres, una letra mayúscula, un número.',
      firstName: 'Ingresa tus nombres.',
      phone: 'Ingresa un celular de 9 dígitos que empiece con 9.',
      gender: 'Elige una opción.',
      documentNumber: 'El DNI debe tener 8 dígitos.',
      acceptsTerms: 'Debes aceptar los términos y condiciones para crear tu cuenta.',
    });
    expect(firstErrorField(errors)).toBe('email');
    expect(firstErrorField({ documentNumber: 'x', phone: 'y' })).toBe('phone');
    expect(firstErrorField({})).toBeNull();
  });

  it('document rules follow the type: CE 9 to 12, passport 6 to 12 letters or digits', () => {
    expect(validateRegistration(valid({ documentType: 4, documentNumber: '001234567' }), NOW)).toEqual({});
    expect(validateRegistration(valid({ documentType: 4, documentNumber: '1234' }), NOW).documentNumber).toBe(
      'El CE debe tener entre 9 y 12 letras o números.',
    );
    expect(validateRegistration(valid({ documentType: 3, documentNumber: 'AB12345' }), NOW)).toEqual({});
  });

  it('asks for 18 years, counted on the Lima calendar', () => {
    expect(ageOn('2008-11-25', NOW)).toBe(18);
    expect(ageOn('2008-11-26', NOW)).toBe(17);
    expect(validateRegistration(valid({ birthDate: '2008-11-25' }), NOW)).toEqual({});
    expect(validateRegistration(valid({ birthDate: '2008-11-26' }), NOW).birthDate).toBe(
      'Debes ser mayor de 18 años para crear una cuenta.',
    );
    expect(validateRegistration(valid({ birthDate: '' }), NOW).birthDate).toBe('Ingresa tu fecha de nacimiento.');
    // 04:00 UTC on the 26th is still the 25th in Lima: not 18 yet for someone born on the 26th.
    expect(ageOn('2008-11-26', new Date('2026-11-26T04:00:00Z'))).toBe(17);
  });

  it('sends normalised values and never the gender (the contract has no field for it)', () => {
    expect(registerInput(valid({ documentType: 3, documentNumber: ' ab12345 ' }))).toEqual({
      email: 'rosa.mendoza@example.pe',
      password: 'Salud2026',
      firstName: 'Rosa Elena',
      paternalLastName: 'Mendoza',
      phone: '912345678',
      birthDate: '1990-03-14',
      documentType: 3,
      documentNumber: 'AB12345',
    });
    expect(registerInput(valid({ maternalLastName: ' Salas ' })).maternalLastName).toBe('Salas');
  });
});

describe('registration refusals', () => {
  const rejected = (upstreamCode: string) => ({
    message: 'refused',
    extensions: { code: 'UPSTREAM_REJECTED', upstream: 'sales', upstreamCode },
  });

  it.each([
    ['USUARIO_EXISTE', 'email'],
    ['CORREO_REGISTRADO', 'email'],
    ['DOCUMENTO_REGISTRADO', 'documentNumber'],
    ['DOCUMENTO_INVALIDO', 'documentNumber'],
    ['EDAD_MINIMA', 'birthDate'],
    ['FECHA_NACIMIENTO_INVALIDA', 'birthDate'],
    ['CONTRASENA_INVALIDA', 'password'],
  ])('%s goes next to %s with a Spanish message', (code, field) => {
    const [problem] = registrationProblems([rejected(code)]);
    expect(problem).toEqual(UPSTREAM_REFUSALS[code]);
    expect(problem?.field).toBe(field);
    expect(problem?.message).toMatch(/[áéíóúñ]|cuenta|contraseña/);
  });

  it('BAD_USER_INPUT: one message per field the gateway named', () => {
    const problems = registrationProblems([
      {
        message: 'Invalid input',
        extensions: {
          code: 'BAD_USER_INPUT',
          field: 'input.documentNumber',
          issues: [
            { path: 'input.documentNumber', message: 'El DNI debe tener 8 dígitos.' },
            { path: 'input.phone', message: 'x' },
            { path: 'input.phone', message: 'y' },
          ],
        },
      },
    ]);
    // Document and phone carry the domain's Spanish message; the first issue of a field wins.
    expect(problems).toEqual([
      { field: 'documentNumber', message: 'El DNI debe tener 8 dígitos.' },
      { field: 'phone', message: 'x' },
    ]);
    expect(
      registrationProblems([
        { extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'input.email', message: 'Invalid email address' }] } },
      ]),
    ).toEqual([{ field: 'email', message: 'Revisa tu correo electrónico.' }]);
    expect(registrationProblems([{ extensions: { code: 'BAD_USER_INPUT', field: 'input.firstName' } }])[0]?.field).toBe(
      'firstName',
    );
  });

  it('an unknown refusal, an outage or no detail at all is one message for the whole form', () => {
    expect(registrationProblems([rejected('OTRA_COSA')])).toEqual([GENERIC_PROBLEM]);
    expect(registrationProblems([{ extensions: { code: 'UPSTREAM_TIMEOUT' } }])).toEqual([GENERIC_PROBLEM]);
    expect(registrationProblems([])).toEqual([GENERIC_PROBLEM]);
    expect(GENERIC_PROBLEM.field).toBeNull();
  });
});
