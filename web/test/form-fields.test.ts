import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocumentTypeOptions } from '../src/lib/DocumentTypeOptions';
import { Options, SubmitButton, TextField } from '../src/lib/form-fields';
import buttons from '../src/ui/button.module.css';

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);

type SubmitProps = Omit<Parameters<typeof SubmitButton>[0], 'children'>;
/** The button with its label as React's child argument, as JSX passes it. */
const submit = (props: SubmitProps, label: string) =>
  createElement(SubmitButton as unknown as (props: SubmitProps) => ReturnType<typeof SubmitButton>, props, label);

describe('TextField', () => {
  it('labels its input, and without an error marks nothing invalid', () => {
    const markup = html(createElement(TextField, { id: 'f-email', label: 'Correo electrónico', type: 'email' }));
    expect(markup).toBe(
      '<div class="field"><label for="f-email">Correo electrónico</label><input id="f-email" type="email"/></div>',
    );
  });

  it('with an error: the input is invalid and described by the error, shown under it', () => {
    const markup = html(createElement(TextField, { id: 'f-email', label: 'Correo', error: 'Ingresa tu correo.' }));
    expect(markup).toContain('<input id="f-email" aria-invalid="true" aria-describedby="f-email-error"/>');
    expect(markup).toContain('<p id="f-email-error" class="field-error">Ingresa tu correo.</p>');
  });

  it("keeps the caller's own description when it gives one", () => {
    const markup = html(createElement(TextField, { id: 'n', label: 'Número', 'aria-describedby': 'n-problem' }));
    expect(markup).toContain('aria-describedby="n-problem"');
  });
});

describe('Options', () => {
  it('renders one option per item, with its value and label', () => {
    const items = [
      { value: 'precio-asc', label: 'Menor precio' },
      { value: 'nombre', label: 'Nombre' },
    ];
    const markup = html(
      createElement(
        'select',
        null,
        createElement(Options<(typeof items)[number]>, {
          items,
          value: (item) => item.value,
          label: (item) => item.label,
        }),
      ),
    );
    expect(markup).toBe(
      '<select><option value="precio-asc">Menor precio</option><option value="nombre">Nombre</option></select>',
    );
  });

  it('offers the three identity documents, DNI first', () => {
    const markup = html(createElement('select', null, createElement(DocumentTypeOptions)));
    expect(markup).toBe(
      '<select><option value="2">DNI</option><option value="4">CE</option><option value="3">Pasaporte</option></select>',
    );
  });
});

describe('SubmitButton', () => {
  it('submits with its label while the form is idle', () => {
    const markup = html(submit({ busy: false, busyLabel: 'Guardando…' }, 'Guardar dirección'));
    // The shared button look is the default (the class CSS modules give it).
    expect(markup).toBe(`<button type="submit" class="${buttons.button}">Guardar dirección</button>`);
  });

  it('while the form is sent: disabled, saying what happens', () => {
    const markup = html(submit({ busy: true, busyLabel: 'Enviando…', className: 'button button-block' }, 'Enviar'));
    expect(markup).toBe('<button type="submit" class="button button-block" disabled="">Enviando…</button>');
  });

  it('stays disabled for another reason of the page, with its own label', () => {
    const markup = html(submit({ busy: false, disabled: true, busyLabel: 'Eliminando…' }, 'Eliminar'));
    expect(markup).toBe(`<button type="submit" class="${buttons.button}" disabled="">Eliminar</button>`);
  });
});
