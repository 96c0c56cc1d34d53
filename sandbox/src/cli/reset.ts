/** `npm run sandbox:reset`: drops the sandbox's state (embedded store or DATABASE_URL) and seeds it again. */
import { openStore } from '../app';
import { loadSandboxConfig } from '../config';
import { openDb } from '../store/db';
import { dropAll } from '../store/migrate';

const config = loadSandboxConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, pgSchema: config.pgSchema, dataDir: config.dataDir });
await dropAll(db);
await db.close();
const fresh = await openStore(config, (line) => console.log(line));
await fresh.close();
console.log('Sandbox store reset and reseeded.');
