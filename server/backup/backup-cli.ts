// npm run backup -- --to FILE: a backup of the database and the pictures while the site runs (ADR 063).
import { backupCommand } from './commands.ts';

process.exit(await backupCommand(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line)));
