import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../sandbox/src/identity/totp';
import { gateway, newPage as openPage, poolRequest, signIn, store } from './support/account';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { collectionProducts, outboxEmail, saveCartOf } from './support/fixtures';

/**
 * The account's security page (devices, second factors, sign out everywhere, deletion) and its address book (saved
 * addresses, then chosen at checkout's delivery step), in the browser against the whole stack.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const newPage = () => openPage(browser);

/** A new, confirmed customer (registration, then the outbox's verification link in a throwaway browser). */
async function newCustomer(): Promise<{ email: string; password: string; documentNumber: string }> {
  const email = `seguridad.${Date.now()}.${Math.floor(Math.random() * 1000)}@cuida.pe`;
  const password = 'Seguridad2026';
  const documentNumber = String(20_000_000 + Math.floor(Math.random() * 79_999_999)).slice(0, 8);
  await gateway(`mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { email } }`, {
    input: {
      email,
      password,
      firstName: 'Elena',
      paternalLastName: 'Vargas',
      maternalLastName: 'Núñez',
      phone: '987333444',
      birthDate: '1985-06-02',
      documentType: 2,
      documentNumber,
    },
  });
  const sent = await outboxEmail(email, 'VERIFICACION_CORREO');
  const throwaway = await browser.newContext({ locale: 'es-PE' });
  const page = await throwaway.newPage();
  await page.goto(sent.link ?? '');
  await page.waitForURL(/verificado=1/);
  await throwaway.close();
  return { email, password, documentNumber };
}

describe('account security', () => {
  it('devices, an authenticator app, sign out everywhere, sign in with the app, then delete the account', async () => {
    const customer = await newCustomer();
    const { context, page, errors } = await newPage();
    await signIn(page, customer.email, customer.password);
    await page.waitForURL(/\/mi-cuenta$/);
    await page.getByRole('link', { name: /Dispositivos, verificación en dos pasos/ }).click();
    await page.waitForURL(/\/mi-cuenta\/seguridad$/);
    await page.getByRole('heading', { name: 'Seguridad de tu cuenta' }).waitFor();

    // The sign-in remembered this browser under its name.
    const devices = page.getByTestId('devices').locator('li');
    await expect.poll(() => devices.count()).toBeGreaterThan(0);
    expect(await devices.first().textContent()).toContain('Chrome en Linux');
    expect(await seriousViolations(page)).toEqual([]);

    // Another device signed in outside this browser.
    const other = await poolRequest('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'cuida-web-client',
      AuthParameters: { USERNAME: customer.email, PASSWORD: customer.password },
    });
    const otherTokens = ((await other.json()) as { AuthenticationResult: { AccessToken: string } })
      .AuthenticationResult;

    // An authenticator app: its key, then its code.
    await page.getByRole('button', { name: 'Configurar app de autenticación' }).click();
    const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
    if (!secret) throw new Error('no secret shown');
    expect(await seriousViolations(page)).toEqual([]);
    await page
      .getByLabel('Código de 6 dígitos que muestra la app')
      .fill('000000' === totpCode(secret, new Date()) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('El código no es correcto');
    await page.getByLabel('Código de 6 dígitos que muestra la app').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Verificar y activar' }).click();
    await page.getByText('App de autenticación activada: te pediremos su código al ingresar.').waitFor();

    // Sign out everywhere: this browser and the other device.
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    await page
      .locator('#contenido')
      .getByText('Cerraste sesión en todos tus dispositivos. Vuelve a ingresar cuando quieras.')
      .waitFor();
    expect((await poolRequest('GetUser', { AccessToken: otherTokens.AccessToken })).status).toBe(400);
    await page.goto(`${store()}/mi-cuenta/seguridad`);
    await page.waitForURL(/\/ingresar\?volver=/);

    // The next sign-in asks for the app's code.
    await signIn(page, customer.email, customer.password, '/mi-cuenta/seguridad');
    await page.getByLabel('Código de verificación').fill(totpCode(secret, new Date()));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL(/\/mi-cuenta\/seguridad$/);

    // Deletion asks for the typed confirmation first.
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await page.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Escribe ELIMINAR para confirmar.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Escribe ELIMINAR para confirmar').fill('ELIMINAR');
    await page.getByRole('button', { name: 'Eliminar definitivamente' }).click();
    await page
      .locator('#contenido')
      .getByText('Tu cuenta fue eliminada. Gracias por haber comprado en Cuida.')
      .waitFor();
    await signIn(page, customer.email, customer.password);
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe('No hemos podido encontrar una cuenta con ese correo electrónico.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('saved addresses', () => {
  it('the address book saves, checks and chooses addresses; checkout offers them at the delivery step', async () => {
    const customer = await newCustomer();
    const { context, page, errors } = await newPage();
    await signIn(page, customer.email, customer.password, '/mi-cuenta');
    await page.waitForURL(/\/mi-cuenta$/);
    const book = page.getByRole('region', { name: 'Mis direcciones' });
    await book.getByRole('button', { name: 'Agregar dirección' }).click();
    await book.getByLabel('Nombres de quien recibe').fill('Elena');
    await book.getByLabel('Apellidos de quien recibe').fill('Vargas Núñez');
    await book.getByLabel('Celular').fill('01 456 7890');
    await book.getByLabel('Dirección', { exact: true }).fill('Jr. Huallaga 320');
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await book.getByText('Ingresa un celular de 9 dígitos que empiece con 9.').waitFor();
    await book.getByText('Elige el distrito.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await book.getByLabel('Celular').fill('912 345 678');
    await book.getByLabel('Distrito (Lima y Callao)').selectOption({ label: 'Cercado de Lima' });
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await book.getByText('Dirección guardada.').waitFor();
    const saved = book.getByTestId('saved-addresses');
    await expect.poll(() => saved.textContent()).toContain('Jr. Huallaga 320, Cercado de Lima');
    expect(await saved.textContent()).toContain('Predeterminada');

    await book.getByRole('button', { name: 'Agregar dirección' }).click();
    await book.getByLabel('Nombres de quien recibe').fill('Elena');
    await book.getByLabel('Apellidos de quien recibe').fill('Vargas Núñez');
    await book.getByLabel('Celular').fill('912345678');
    await book.getByLabel('Distrito (Lima y Callao)').selectOption({ label: 'San Isidro' });
    await book.getByLabel('Dirección', { exact: true }).fill('Calle Las Begonias 441');
    await book.getByLabel('Referencia (opcional)').fill('Oficina 5');
    await book.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect.poll(() => saved.locator('li').count()).toBe(2);
    await book.getByRole('button', { name: 'Usar como predeterminada Calle Las Begonias 441, San Isidro' }).click();
    await book.getByText('Calle Las Begonias 441, San Isidro es ahora tu dirección predeterminada.').waitFor();

    // Checkout: the default address fills the delivery step; the other saved one can be chosen instead.
    const [product] = (await collectionProducts('bebes-felices')).filter((item) => item.price > 0 && item.stock > 5);
    if (!product) throw new Error('no product');
    await saveCartOf(page, product, 1);
    await page.goto(`${store()}/checkout?step=1`);
    await page.getByRole('heading', { name: 'Tus datos', exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Número de documento').inputValue()).toBe(customer.documentNumber);
    await page.getByRole('button', { name: 'Continuar a la entrega' }).click();
    await page.waitForURL('**/checkout?step=2');
    const picker = page.getByRole('group', { name: 'Mis direcciones guardadas' });
    await picker.waitFor();
    await expect.poll(() => page.getByLabel('Distrito (Lima y Callao)').inputValue()).toBe('150131');
    expect(await page.getByLabel('Dirección', { exact: true }).inputValue()).toBe('Calle Las Begonias 441');
    await picker.getByRole('radio', { name: /Jr. Huallaga 320, Cercado de Lima/ }).check();
    await expect.poll(() => page.getByLabel('Distrito (Lima y Callao)').inputValue()).toBe('150101');
    expect(await page.getByLabel('Dirección', { exact: true }).inputValue()).toBe('Jr. Huallaga 320');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
