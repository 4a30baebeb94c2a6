import { openDatabase, users } from '@pathshala/db';

const t = Date.now();
const h = await openDatabase({ driver: 'pglite', dataDir: '/tmp/pgl-t1' });
console.log('open+migrate ms', Date.now() - t, await h.ping());
console.log(await h.db.select().from(users));
try {
  await openDatabase({ driver: 'pglite', dataDir: '/tmp/pgl-t1' });
} catch (e) {
  console.log('second:', (e as Error).message);
}
await h.close();
const t2 = Date.now();
const h2 = await openDatabase({ driver: 'pglite', dataDir: '/tmp/pgl-t1' });
console.log('reopen ms', Date.now() - t2);
await h2.close();
