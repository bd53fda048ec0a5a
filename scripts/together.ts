// `tsx scripts/together.ts typecheck lint`: the npm scripts named, at once, each line of their output
// marked with its name; fails if any fails. The type check and the linter each keep one core busy, so
// on a two-core machine the pair takes as long as the longer one rather than both one after the other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const names = process.argv.slice(2);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name: string): Promise<number> {
  const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(names.map(run));
for (const [i, code] of codes.entries()) console.log(`${names[i]}: ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
