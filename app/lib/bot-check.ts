// The browser side of the bot check (spec 001 §4, ADR 012): a token for a named action. Nothing about it
// is downloaded with the page: the solver comes when a form first needs it (preloadBotCheck when the form
// opens), the challenge when the form is sent, so a token is always fresh and used once.
import type * as SolverModule from './bot-check-solver';

export const BOT_CHECK_CHALLENGE_PATH = '/api/bot-check/challenge';

type Solver = typeof SolverModule;
let solver: Promise<Solver> | undefined;

function loadSolver(): Promise<Solver> {
  solver ??= import('./bot-check-solver').catch((error: unknown) => {
    solver = undefined;
    throw error;
  });
  return solver;
}

/** Starts downloading the solver, so that sending the form does not wait for it. */
export function preloadBotCheck(): void {
  loadSolver().catch(() => {
    // Tried again, and reported, when a token is asked for.
  });
}

export class BotCheckFailed extends Error {
  override name = 'BotCheckFailed';
}

/** A fresh token for the action: fetches a challenge and solves it (a fraction of a second). */
export async function botCheckToken(action: string, signal?: AbortSignal): Promise<string> {
  const [{ solveToToken }, response] = await Promise.all([
    loadSolver(),
    fetch(`${BOT_CHECK_CHALLENGE_PATH}?action=${encodeURIComponent(action)}`, { cache: 'no-store', signal }),
  ]);
  if (!response.ok) throw new BotCheckFailed(`the bot-check challenge answered ${response.status}`);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const token = await solveToToken(await response.json(), controller);
  if (!token) throw new BotCheckFailed(signal?.aborted ? 'aborted' : 'the bot-check challenge was not solved in time');
  return token;
}
