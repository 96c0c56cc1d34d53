/**
 * Messages to the native iOS web view (requirements: "Native iOS messages"): posted to
 * `window.webkit.messageHandlers.<name>` when the page runs inside the app; a no-op in a browser. The storefront posts
 * to the handler named {@link NATIVE_HANDLER}.
 */
export const NATIVE_HANDLER = 'cuida';

interface MessageHandler {
  postMessage(message: unknown): void;
}

export interface NativeHost {
  webkit?: { messageHandlers?: Record<string, MessageHandler | undefined> };
}

/** Returns whether a handler received the message; errors from the native side are swallowed. */
export function postNativeMessage(host: NativeHost | undefined, message: unknown, name = NATIVE_HANDLER): boolean {
  const handler = host?.webkit?.messageHandlers?.[name];
  if (!handler || typeof handler.postMessage !== 'function') return false;
  try {
    handler.postMessage(message);
    return true;
  } catch {
    return false;
  }
}

export interface NavigationMessage {
  type: 'navigation';
  path: string;
  query: string;
}
