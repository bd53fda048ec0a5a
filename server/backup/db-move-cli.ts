// npm run db:move -- --to postgres://...: the PGlite shop in DATA_DIR copied into an empty PostgreSQL database (ADR 063).
import { dbMoveCommand } from './commands.ts';

process.exit(await dbMoveCommand(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line)));
