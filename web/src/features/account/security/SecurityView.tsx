'use client';

import { type FormEvent, type InputHTMLAttributes, useCallback, useEffect, useId, useRef, useState } from 'react';
import buttons from '@/ui/button.module.css';
import account from '../account.module.css';
import lists from '../account-lists.module.css';
import type { RememberedDevice, SecondFactor, SecondFactorSettings } from '../identity-api';
import { callSession } from '../session-client';
import { useSession } from '../session-context';
import { SESSION_ENDED_NOTICE } from '../session-state';
import { DELETION_CONFIRMATION } from './security-messages';

interface SecurityAnswer {
  devices: RememberedDevice[];
  nextPage: string | null;
  secondFactors: SecondFactorSettings | null;
}

// Built on the first date shown, not when the module loads (a formatter costs start-up time).
let dateFormat: Intl.DateTimeFormat | undefined;
const when = (iso: string | null) => {
  if (!iso) return 'sin fecha';
  dateFormat ??= new Intl.DateTimeFormat('es-PE', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' });
  return dateFormat.format(new Date(iso));
};

const FACTOR_LABELS: Record<SecondFactor, string> = {
  EMAIL_OTP: 'Código por correo electrónico',
  SOFTWARE_TOKEN_MFA: 'App de autenticación',
};

/** Groups a base32 secret in fours, as it is typed into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The account's security page: remembered devices (60 a page), second factors (a code by e-mail, an authenticator
 * app; the pool sends no SMS), sign-out everywhere and account deletion with a typed confirmation. Every change goes
 * through the storefront's server (`/api/sesion/seguridad/*`, `salir-de-todo`, `eliminar-cuenta`), which holds the
 * session's tokens; when the session ends, the page says so.
 */
export function SecurityView({ signInHref }: { signInHref: string }) {
  const id = useId();
  const session = useSession();
  const [devices, setDevices] = useState<RememberedDevice[] | null>(null);
  const [nextPage, setNextPage] = useState<string | null>(null);
  const [factors, setFactors] = useState<SecondFactorSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [app, setApp] = useState<{ secret: string; uri: string } | null>(null);
  const [appCode, setAppCode] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  const { signOut } = session;
  /** The session is over (here or elsewhere): the page says why, the browser's session state follows. */
  // The first reason stands: a request that finds the session gone while sign-out everywhere or deletion is
  // answering must not replace their message with the generic one.
  const endedOnce = useRef(false);
  const end = useCallback(
    async (message: string) => {
      if (endedOnce.current) return;
      endedOnce.current = true;
      setEnded(message);
      await signOut(message);
    },
    [signOut],
  );

  const failed = useCallback(
    async (answer: { error: string; status: number }) => {
      if (answer.status === 401) await end(SESSION_ENDED_NOTICE);
      else setError(answer.error);
    },
    [end],
  );

  const load = useCallback(
    async (page: string | null) => {
      const answer = await callSession<SecurityAnswer>(
        `/api/sesion/seguridad${page ? `?pagina=${encodeURIComponent(page)}` : ''}`,
      );
      if (!answer.ok) return failed(answer);
      setDevices((shown) => (page && shown ? [...shown, ...answer.data.devices] : answer.data.devices));
      setNextPage(answer.data.nextPage);
      if (answer.data.secondFactors) setFactors(answer.data.secondFactors);
    },
    [failed],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  async function run<T>(what: string, path: string, body: unknown, done: (data: T) => void | Promise<void>) {
    setPending(what);
    setError(null);
    setStatus(null);
    const answer = await callSession<T>(path, body);
    setPending(null);
    if (!answer.ok) return failed(answer);
    await done(answer.data);
  }

  if (ended) {
    return (
      <div className={account.accountSection} role="status">
        <p>{ended}</p>
        <a className={buttons.button} href={signInHref}>
          Ingresar
        </a>
      </div>
    );
  }

  const forget = (device: RememberedDevice) =>
    run('forget', '/api/sesion/seguridad/dispositivo', { deviceKey: device.key }, () => {
      setDevices((shown) => shown?.filter((each) => each.key !== device.key) ?? null);
      setStatus(`Olvidamos el dispositivo ${device.name ?? ''}`.trim());
    });

  const toggle = (factor: SecondFactor, enabled: boolean) =>
    run<{ secondFactors: SecondFactorSettings }>(
      factor,
      '/api/sesion/seguridad/segundo-factor',
      { factor, enabled },
      (data) => {
        setFactors(data.secondFactors);
        setStatus(`${FACTOR_LABELS[factor]}: ${enabled ? 'activado' : 'desactivado'}.`);
      },
    );

  const verifyApp = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(appCode.trim())) {
      setError('Ingresa el código de 6 dígitos.');
      return;
    }
    void run<{ secondFactors: SecondFactorSettings }>(
      'verify',
      '/api/sesion/seguridad/app-autenticacion/verificar',
      { code: appCode.trim() },
      (data) => {
        setFactors(data.secondFactors);
        setApp(null);
        setAppCode('');
        setStatus('App de autenticación activada: te pediremos su código al ingresar.');
      },
    );
  };

  const deleteAccount = (event: FormEvent) => {
    event.preventDefault();
    if (confirmation.trim().toUpperCase() !== DELETION_CONFIRMATION) {
      setError(`Escribe ${DELETION_CONFIRMATION} para confirmar.`);
      return;
    }
    void run<{ message: string }>('delete', '/api/sesion/eliminar-cuenta', { confirmation }, (data) =>
      end(data.message),
    );
  };

  const enabled = (factor: SecondFactor) => factors?.enabled.includes(factor) ?? false;

  return (
    <>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {status && <p role="status">{status}</p>}

      <section className={account.accountSection} aria-labelledby={`${id}-devices`}>
        <h2 id={`${id}-devices`}>Dispositivos</h2>
        <p>Los navegadores y teléfonos donde ingresaste a tu cuenta.</p>
        {devices === null ? (
          <p>Cargando tus dispositivos…</p>
        ) : devices.length === 0 ? (
          <p>No hay dispositivos recordados.</p>
        ) : (
          <ul className={lists.deviceList} data-testid="devices">
            {devices.map((device) => (
              <li key={device.key}>
                <span>
                  <strong>{device.name ?? 'Dispositivo sin nombre'}</strong> · último ingreso: {when(device.lastSignIn)}
                </span>{' '}
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={pending !== null}
                  onClick={() => void forget(device)}
                  aria-label={`Olvidar ${device.name ?? 'dispositivo sin nombre'}`}
                >
                  Olvidar
                </button>
              </li>
            ))}
          </ul>
        )}
        {nextPage && (
          <button type="button" className={buttons.secondary} onClick={() => void load(nextPage)}>
            Ver más dispositivos
          </button>
        )}
      </section>

      <section className={account.accountSection} aria-labelledby={`${id}-factors`}>
        <h2 id={`${id}-factors`}>Verificación en dos pasos</h2>
        <p>Además de tu contraseña, te pediremos un código al ingresar.</p>
        {factors === null ? (
          <p>Cargando…</p>
        ) : (
          <ul className={lists.factorList}>
            <li>
              <span>
                {FACTOR_LABELS.EMAIL_OTP}: <strong>{enabled('EMAIL_OTP') ? 'activado' : 'desactivado'}</strong>
              </span>{' '}
              <button
                type="button"
                className={buttons.secondary}
                disabled={pending !== null}
                onClick={() => void toggle('EMAIL_OTP', !enabled('EMAIL_OTP'))}
              >
                {enabled('EMAIL_OTP') ? 'Desactivar código por correo' : 'Activar código por correo'}
              </button>
            </li>
            <li>
              <span>
                {FACTOR_LABELS.SOFTWARE_TOKEN_MFA}:{' '}
                <strong>{enabled('SOFTWARE_TOKEN_MFA') ? 'activada' : 'desactivada'}</strong>
              </span>{' '}
              {enabled('SOFTWARE_TOKEN_MFA') ? (
                <button
                  type="button"
                  className={buttons.secondary}
                  disabled={pending !== null}
                  onClick={() => void toggle('SOFTWARE_TOKEN_MFA', false)}
                >
                  Desactivar app de autenticación
                </button>
              ) : (
                !app && (
                  <button
                    type="button"
                    className={buttons.secondary}
                    disabled={pending !== null}
                    onClick={() =>
                      void run<{ secret: string; uri: string }>(
                        'associate',
                        '/api/sesion/seguridad/app-autenticacion',
                        {},
                        setApp,
                      )
                    }
                  >
                    Configurar app de autenticación
                  </button>
                )
              )}
            </li>
            <li>
              <span>
                Mensaje de texto (SMS): <strong>no disponible</strong>
              </span>
            </li>
          </ul>
        )}
        {app && (
          <form className={account.accountForm} onSubmit={verifyApp} noValidate aria-labelledby={`${id}-app`}>
            <h3 id={`${id}-app`}>Configura tu app de autenticación</h3>
            <p>
              En tu app (Google Authenticator, Microsoft Authenticator u otra), agrega una cuenta con esta clave:{' '}
              <code data-testid="totp-secret" data-secret={app.secret}>
                {grouped(app.secret)}
              </code>
            </p>
            <p>
              <a href={app.uri}>Abrir en mi app de autenticación</a>
            </p>
            <Field
              id={`${id}-code`}
              label="Código de 6 dígitos que muestra la app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={appCode}
              onValue={setAppCode}
            />
            <button type="submit" className={buttons.button} disabled={pending !== null}>
              {pending === 'verify' ? 'Verificando…' : 'Verificar y activar'}
            </button>{' '}
            <button type="button" className={buttons.secondary} onClick={() => setApp(null)}>
              Cancelar
            </button>
          </form>
        )}
      </section>

      <section className={account.accountSection} aria-labelledby={`${id}-everywhere`}>
        <h2 id={`${id}-everywhere`}>Cerrar sesión en todos los dispositivos</h2>
        <p>Si usaste tu cuenta en un equipo ajeno o perdiste tu teléfono, cierra todas tus sesiones, también esta.</p>
        <button
          type="button"
          className={buttons.secondary}
          disabled={pending !== null}
          onClick={() =>
            void run<{ message: string }>('everywhere', '/api/sesion/salir-de-todo', {}, (data) => end(data.message))
          }
        >
          {pending === 'everywhere' ? 'Cerrando sesiones…' : 'Cerrar sesión en todos los dispositivos'}
        </button>
      </section>

      <section className={account.accountSection} aria-labelledby={`${id}-delete`}>
        <h2 id={`${id}-delete`}>Eliminar mi cuenta</h2>
        {!deleting ? (
          <>
            <p>Eliminar tu cuenta cierra tu sesión y ya no podrás ingresar con este correo.</p>
            <button type="button" className={buttons.secondary} onClick={() => setDeleting(true)}>
              Eliminar mi cuenta
            </button>
          </>
        ) : (
          <form className={account.accountForm} onSubmit={deleteAccount} noValidate>
            <p>
              Esta acción no se puede deshacer. Tus pedidos se conservan para la boleta y la garantía de los productos,
              como manda la ley.
            </p>
            <Field
              id={`${id}-confirm`}
              label={`Escribe ${DELETION_CONFIRMATION} para confirmar`}
              autoComplete="off"
              value={confirmation}
              onValue={setConfirmation}
            />
            <button type="submit" className={buttons.button} disabled={pending !== null}>
              {pending === 'delete' ? 'Eliminando…' : 'Eliminar definitivamente'}
            </button>{' '}
            <button
              type="button"
              className={buttons.secondary}
              onClick={() => {
                setDeleting(false);
                setConfirmation('');
              }}
            >
              Cancelar
            </button>
          </form>
        )}
      </section>
    </>
  );
}

/**
 * A labelled text input of this page's forms. Written here rather than taken from the shared field components: those
 * weigh on the page's first load, which has little room left.
 */
function Field({
  id,
  label,
  onValue,
  ...input
}: { id: string; label: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange'
>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} onChange={(event) => onValue(event.target.value)} />
    </div>
  );
}
