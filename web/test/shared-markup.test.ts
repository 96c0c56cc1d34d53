import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CurrentPasswordField, EmailField, OneTimeCodeField } from '../src/features/account/CredentialFields';
import { CheckoutEmpty } from '../src/features/checkout/CheckoutEmpty';
import { Icon } from '../src/lib/Icon';
import { Term } from '../src/lib/Term';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
const ignore = () => undefined;

describe('Icon', () => {
  it('is decorative: hidden from screen readers, out of the tab order, in the text colour', () => {
    expect(html(createElement(Icon, { path: 'M0 0h24v24H0Z' }))).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" focusable="false">' +
        '<path fill="currentColor" d="M0 0h24v24H0Z"></path></svg>',
    );
  });

  it('draws at the size asked for', () => {
    expect(html(createElement(Icon, { path: 'M0 0Z', size: 16 }))).toContain('width="16" height="16"');
  });
});

describe('Term', () => {
  it('groups a term and its value for a description list', () => {
    expect(html(createElement('dl', null, createElement(Term, { term: 'RUC', value: '20123456789' })))).toBe(
      '<dl><div><dt>RUC</dt><dd>20123456789</dd></div></dl>',
    );
  });
});

describe('credential fields', () => {
  it('the e-mail: labelled in Spanish, typed and filled as an e-mail, with its error', () => {
    const markup = html(
      createElement(EmailField, { id: 'e', value: '', onChange: ignore, error: 'Ingresa tu correo.' }),
    );
    expect(markup).toContain('<label for="e">Correo electrónico</label>');
    expect(markup).toContain('type="email"');
    expect(markup).toContain('autoComplete="email"');
    expect(markup).toContain('<p id="e-error" class="field-error">Ingresa tu correo.</p>');
  });

  it('the current password: filled by the password manager, under the label asked for', () => {
    const markup = html(
      createElement(CurrentPasswordField, { id: 'p', label: 'Contraseña actual', value: '', onChange: ignore }),
    );
    expect(markup).toContain('<label for="p">Contraseña actual</label>');
    expect(markup).toContain('type="password"');
    expect(markup).toContain('autoComplete="current-password"');
  });

  it('a one-time code: six digits from the number pad, filled from the message', () => {
    const markup = html(createElement(OneTimeCodeField, { id: 'c', label: 'Código', value: '', onChange: ignore }));
    expect(markup).toContain('inputMode="numeric"');
    expect(markup).toContain('autoComplete="one-time-code"');
    expect(markup).toContain('maxLength="6"');
  });
});

describe('CheckoutEmpty', () => {
  it('tells the shopper the cart is empty and where to find products', () => {
    const markup = html(createElement(CheckoutEmpty));
    expect(markup).toContain('data-testid="checkout-empty"');
    expect(markup).toContain('Tu carrito está vacío: agrega productos para comprar.');
    expect(markup).toContain('href="/productos"');
  });
});
