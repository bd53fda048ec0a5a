// npm run restore -- --from FILE [--force]: a backup into a new data directory or an empty database (ADR 063).
import { restoreCommand } from './commands.ts';

process.exit(await restoreCommand(process.argv.slice(2), process.env, (line) => console.log(line), (line) => console.error(line)));
