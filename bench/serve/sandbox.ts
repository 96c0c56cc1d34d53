/**
 * Child process: the sandbox (every upstream) on ephemeral ports, in-memory PGlite, no faults. Started once per
 * bench run; the commerce GraphQL endpoint at <url>/graphql is also the "direct" target.
 */
import { startSandbox } from '../../sandbox/src/app';
import { FaultInjector } from '../../sandbox/src/faults/index';
import { recordWarning, serveTarget } from './ipc';

await serveTarget(async () => {
  const sandbox = await startSandbox(
    {
      port: 0,
      identityPort: 0,
      publicUrl: undefined,
      databaseUrl: undefined,
      pgSchema: undefined,
      dataDir: 'memory://',
    },
    {
      // Its log lines are start-up notes or request failures; failures (": failed") count as warnings.
      log: (line) => {
        if (/failed|error/i.test(line)) recordWarning(line);
      },
      faults: new FaultInjector({}),
    },
  );
  return { url: sandbox.url, info: { identityUrl: sandbox.identityUrl }, close: () => sandbox.close() };
});
