/** Attempts on one account (from anywhere, in 15 minutes) answered without delay. */
export const UNDELAYED_ATTEMPTS = 5;
const DELAY_STEP_MS = 250;
/** The longest wait: enough to make guessing slow, short enough for the owner signing in meanwhile. */
export const MAX_SIGN_IN_DELAY_MS = 3000;

/**
 * How long a sign-in waits before its password is checked, given the account's attempts in the window (this one
 * included): nothing at first, then a quarter second more per attempt, up to three seconds. Guessing from many
 * addresses is slowed this way instead of locking the owner out.
 */
export function signInDelayMs(attempts: number): number {
  return Math.min(MAX_SIGN_IN_DELAY_MS, Math.max(0, attempts - UNDELAYED_ATTEMPTS) * DELAY_STEP_MS);
}
