import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[2]);
for (const s of process.argv.slice(3)) console.log(JSON.stringify((await db.query(s)).rows));
await db.close();
