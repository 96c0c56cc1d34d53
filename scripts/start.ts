/** `npm start` (production build) and `npm run dev`: the whole product on one machine, Ctrl-C stops it all. */
import { startStack } from './stack';

const mode = process.argv.includes('--dev') ? 'dev' : 'production';
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const stack = await startStack({
  mode,
  ports: {
    sandbox: port('SANDBOX_PORT', 4010),
    identity: port('IDENTITY_PORT', 9229),
    gateway: port('GATEWAY_PORT', 4000),
    web: port('WEB_PORT', 3000),
  },
}).catch((error: unknown) => {
  console.error(`\nCould not start Cuida: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

console.log(`
Cuida is running (${mode}):
  Storefront          ${stack.urls.storefront}
  Gateway (GraphiQL)  ${stack.urls.gateway}
  Sandbox upstreams   ${stack.urls.sandbox}  (identity provider ${stack.urls.identity})
Press Ctrl-C to stop.
`);

let stopping = false;
const shutdown = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
stack.exited.then(({ name, code }) => {
  console.error(`${name} stopped unexpectedly (code ${code}); stopping the rest.`);
  void shutdown(1);
});
