import { writeFileSync } from 'node:fs';
import { dumpMigratedPglite } from '@pathshala/db';

/**
 * `node apps/api/dist/make-database-template.js FILE`: writes an empty, migrated embedded database
 * as a gzipped dump. A first start copies it instead of creating the cluster (initdb) and applying
 * every migration, which takes most of a cold start; migrations still run after it, as on any start.
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: make-database-template FILE');
const dump = await dumpMigratedPglite('gzip');
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
