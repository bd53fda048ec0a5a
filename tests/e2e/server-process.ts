// Starts the real server (`node --import tsx server/main.ts`) as a child process and waits until it
// prints its address.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts server/main.ts, or another script that prints "serving on http://…" (tests/setup/api-server-process.ts). */
export function startServer(env: Record<string, string>, timeoutMs = 200_000, script = 'server/main.ts'): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in time:\n${output}`)), timeoutMs);
    let serving = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Once serving, the last 200 KB are enough to say why it stopped.
      if (serving && output.length > 400_000) output = output.slice(-200_000);
      // Looked for until found: a server logging at info goes on writing a line a request.
      const match = serving ? null : /serving on (http:\/\/\S+)/.exec(output);
      if (match) {
        serving = true;
        clearTimeout(timer);
        resolve({
          child,
          baseUrl: match[1]!,
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before serving:\n${output}`));
    });
  });
}

/** Runs a second server and resolves with its exit code and output, for refusals. */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
