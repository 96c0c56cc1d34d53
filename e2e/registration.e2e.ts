import { maskEmail } from '@cuida/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { outboxEmail } from './support/fixtures';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A DNI nobody in the throwaway sandbox has: 8 digits, random per run. */
const freshDni = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
const freshEmail = () => `registro.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pe`;

const isRegistration = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/graphql') &&
      response.request().postDataJSON()?.operationName === 'RegisterCustomer',
  );

async function fillForm(page: Page, values: { email: string; password: string; document: string }) {
  await page.getByLabel('Correo electrónico').fill(values.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(values.password);
  await page.getByLabel('Nombres').fill('Rosa Elena');
  await page.getByLabel('Apellido paterno').fill('Mendoza');
  await page.getByLabel(/Apellido materno/).fill('Salas');
  await page.getByLabel('Celular').fill('+51 912 345 678');
  await page.getByLabel('Fecha de nacimiento').fill('1990-03-14');
  await page.getByLabel('Género').selectOption('Prefiero no decirlo');
  await page.getByLabel('Tipo de documento').selectOption({ label: 'DNI' });
  await page.getByLabel('Número de documento').fill(values.document);
  await page.getByLabel(/Acepto los/).check();
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? null);

/** The registration page on a phone, with the page's errors and the GraphQL operations it sends, as they happen. */
async function openRegistration() {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'es-PE' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql')) sent.push(request.postDataJSON()?.operationName ?? '');
  });
  await page.goto(`${inject('storefrontUrl')}/registro-usuario`);
  await page.getByRole('heading', { name: 'Crea tu cuenta' }).waitFor();
  return { page, errors, sent };
}

describe('registration', () => {
  it('shows the password rules as the shopper types, refuses a bad document and a weak password, then registers', async () => {
    const { page, errors, sent } = await openRegistration();

    // The policy, live: each rule flips as the shopper types.
    const rule = (id: string) => page.locator(`[data-rule="${id}"]`).getAttribute('data-met');
    await page.getByLabel('Contraseña', { exact: true }).pressSequentially('salud');
    expect([await rule('length'), await rule('upper'), await rule('lower'), await rule('digit')]).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    await page.getByLabel('Contraseña', { exact: true }).pressSequentially('S2026');
    expect([await rule('length'), await rule('upper'), await rule('digit')]).toEqual(['true', 'true', 'true']);

    // A bad document and a weak password: Spanish messages next to the fields, focus on the first, nothing sent.
    const email = freshEmail();
    await fillForm(page, { email, password: 'salud', document: '1234' });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const password = page.getByLabel('Contraseña', { exact: true });
    const documentNumber = page.getByLabel('Número de documento');
    await page.getByText('La contraseña debe tener: al menos 8 caracteres, una letra mayúscula, un número.').waitFor();
    await page.getByText('El DNI debe tener 8 dígitos.').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await documentNumber.getAttribute('aria-describedby')).toMatch(/documentNumber-error/);
    expect(await focusedId(page)).toBe(await password.getAttribute('id'));
    expect(sent).not.toContain('RegisterCustomer');

    // Corrected: registered through the gateway (validar usuario, then crear usuario).
    const dni = freshDni();
    await password.fill('Salud2026');
    await documentNumber.fill(dni);
    const answer = isRegistration(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const body = (await (await answer).json()) as { data?: { registerCustomer: Record<string, unknown> } };
    // Nothing but the e-mail comes back: the link's sealed password went from the gateway to the e-mail's sender.
    expect(body.data?.registerCustomer).toEqual({ email });

    // The confirmation: the masked e-mail and what to do next.
    const done = page.getByTestId('registration-done');
    await done.getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
    expect(await page.getByTestId('registration-email').textContent()).toBe(maskEmail(email));
    expect(await done.textContent()).toContain('enlace de verificación');
    expect(errors).toEqual([]);

    // The e-mail the sales service sent (the sandbox's outbox): its link, as the shopper would click it.
    const mail = await outboxEmail(email, 'VERIFICACION_CORREO');
    const link = new URL(mail.link ?? '');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('pwd')?.length).toBeGreaterThan(20);
    expect(await page.content()).not.toContain(link.searchParams.get('pwd') ?? '');
    await page.goto(link.toString());
    await page.waitForURL(`${inject('storefrontUrl')}/?verificado=1`);
    await page.getByTestId('verification-notice').waitFor();
    await expect.poll(() => page.getByTestId('account-button').textContent()).toContain('Hola, Rosa');
    expect(errors).toEqual([]);

    // The same e-mail again, with another document: the account service's refusal, next to the e-mail.
    const again = await browser.newPage({ locale: 'es-PE' });
    await again.goto(`${inject('storefrontUrl')}/registro-usuario`);
    await fillForm(again, { email, password: 'Salud2026', document: freshDni() });
    const refused = isRegistration(again);
    await again.getByRole('button', { name: 'Crear cuenta' }).click();
    await refused;
    await again.getByText('Ya existe una cuenta con este correo electrónico.', { exact: false }).waitFor();
    expect(await focusedId(again)).toBe(await again.getByLabel('Correo electrónico').getAttribute('id'));
    await again.close();
    await page.close();
  });

  it("keeps what the shopper typed when the form's checks cannot be loaded, and registers at the next send", async () => {
    const { page, errors, sent } = await openRegistration();
    await page.waitForLoadState('networkidle');
    const email = freshEmail();
    const dni = freshDni();
    await fillForm(page, { email, password: 'Salud2026', document: dni });
    // Hydrated: the password's rules, drawn by the page's script, follow what was typed.
    expect(await page.locator('[data-rule][data-met="false"]').count()).toBe(0);
    const typed = () =>
      page
        .getByTestId('registration-form')
        .evaluate((form) =>
          [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((field) =>
            field instanceof HTMLInputElement && field.type === 'checkbox' ? String(field.checked) : field.value,
          ),
        );
    const before = await typed();
    expect(before).toEqual(expect.arrayContaining([email, 'Salud2026', dni, 'true']));

    // The checks' code is fetched at the first send; now nothing of the build can be (the connection lost).
    const refused: string[] = [];
    await page.route('**/_next/static/chunks/**', (route) => {
      refused.push(route.request().url());
      return route.abort();
    });
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'No pudimos revisar tus datos.' });
    await problem.waitFor();
    expect(await problem.textContent()).toBe('No pudimos revisar tus datos. Revisa tu conexión e inténtalo de nuevo.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(refused.length).toBeGreaterThan(0);
    expect(sent).not.toContain('RegisterCustomer');
    // Nothing lost: every field as the shopper left it.
    expect(await typed()).toEqual(before);

    // The code can be fetched again: the same form, sent again, registers.
    await page.unroute('**/_next/static/chunks/**');
    const answer = isRegistration(page);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const body = (await (await answer).json()) as { data?: { registerCustomer: Record<string, unknown> } };
    expect(body.data?.registerCustomer).toEqual({ email });
    await page.getByTestId('registration-done').getByRole('heading', { name: 'Revisa tu correo' }).waitFor();
    expect(await page.getByTestId('registration-email').textContent()).toBe(maskEmail(email));
    expect(errors).toEqual([]);
    await page.close();
  });
});
