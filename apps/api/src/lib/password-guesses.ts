import { messages } from '@pathshala/contracts';
import type { Database } from '@pathshala/db';
import type { Clock } from './clock';
import { AppError } from './errors';
import { GrowingDelay } from './throttle';

/**
 * Five free failures per account, then 1, 2, 4 ... at most 60 s between attempts, forgotten after 15
 * quiet minutes: about 1,450 guesses a day per account, and nobody is locked out for long.
 */
export const PASSWORD_GUESS_DELAYS = { freeFailures: 5, maxDelaySeconds: 60, forgetAfterSeconds: 15 * 60 };

/** 429 while an account (or an unknown name) must wait; the error handler sends Retry-After. */
export class PasswordGuessWait extends AppError {
  constructor(override readonly retryAfterSeconds: number) {
    super(429, messages.login.waitBeforeRetry(retryAfterSeconds));
  }
}

/**
 * One budget of password guesses per account, shared by every call that checks a password (sign-in
 * and change-password), whatever name or alias was typed for it. A typed name that is no account
 * gets a budget of its own, so unknown names are answered exactly like known ones. A browser the
 * owner signed in from before (a device cookie, OWASP's scheme) guesses on a budget of its own, so
 * a classmate who keeps the account waiting never holds up its owner; guessing from that browser
 * is slowed all the same.
 */
export class PasswordGuesses {
  private readonly delays: GrowingDelay;

  constructor(db: Database, clock: Clock) {
    this.delays = new GrowingDelay(db, clock, PASSWORD_GUESS_DELAYS);
  }

  /**
   * Before checking a password: refuses while any of the budgets must wait, then counts this attempt
   * as failed (attempts sent together cannot all slip through). Returns the budgets to settle.
   */
  async begin(
    accountIds: readonly number[],
    typedName: string,
    trustedDevices: ReadonlyMap<number, string> = new Map(),
  ): Promise<string[]> {
    const budgetOf = (id: number) => {
      const device = trustedDevices.get(id);
      return device ? `device:${device}:account:${id}` : `account:${id}`;
    };
    const budgets =
      accountIds.length > 0 ? accountIds.map(budgetOf) : [`name:${typedName.trim().toLowerCase()}`];
    const { waitSeconds } = await this.delays.failUnlessWaiting(budgets);
    if (waitSeconds > 0) throw new PasswordGuessWait(waitSeconds);
    return budgets;
  }

  /** The password was right for this account: its budget starts afresh, the others' attempt is taken back. */
  async succeeded(budgets: readonly string[], accountId: number): Promise<void> {
    for (const budget of budgets) {
      if (budget.endsWith(`account:${accountId}`)) await this.delays.reset(budget);
      else await this.delays.forgive(budget);
    }
  }
}
