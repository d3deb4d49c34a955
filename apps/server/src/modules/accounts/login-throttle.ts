import { nowMs, type Db, type Executor } from "../../db/database.ts";
import { TooManyRequestsError } from "../../errors.ts";
import { message, type Message } from "../../i18n/messages.ts";
import * as attempts from "./login-attempts.repository.ts";

/** Limits on password guessing (docs/decisions/0018). */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /** Anonymous sign-in attempts on one account (no valid device cookie for it). */
  perAccount: 5,
  /** Anonymous sign-in attempts from one client address, over all account names. */
  perAddress: 30,
  /** Sign-in attempts from one known device (a valid device cookie), so that a stolen cookie is no licence to guess. */
  perDevice: 10,
  /** Current passwords tried in password changes of one account. */
  perPasswordChange: 5,
  /** Two attempts of one account or device within this gap: the second is refused (stops parallel guessing). */
  burstGapMs: 1_000,
};

export interface Attempt {
  purpose: "login" | "password";
  /** The account name, lowercased. */
  loginAccount: string;
  clientAddress: string;
  /** The device cookie's id when the attempt carried a valid one for this account. */
  deviceId: string | null;
}

interface Limit {
  scope: attempts.AttemptScope;
  max: number;
  /** The refusal's message, given the minutes to wait. */
  refusal: (minutes: number) => Message;
}

const tooManyAttempts = (minutes: number) => message("auth.tooManyAttempts", { minutes });
const tooManyPasswordChecks = (minutes: number) => message("auth.tooManyPasswordChecks", { minutes });

/** The counts an attempt is held to; the first is also held to the burst gap. */
function limitsOf(attempt: Attempt): [Limit, ...Limit[]] {
  const { loginAccount, clientAddress, deviceId } = attempt;
  if (attempt.purpose === "password") {
    return [{ scope: { purpose: "password", loginAccount }, max: LOGIN_LIMITS.perPasswordChange, refusal: tooManyPasswordChecks }];
  }
  if (deviceId) return [{ scope: { purpose: "login", loginAccount, deviceId }, max: LOGIN_LIMITS.perDevice, refusal: tooManyAttempts }];
  return [
    { scope: { purpose: "login", loginAccount, deviceId: null }, max: LOGIN_LIMITS.perAccount, refusal: tooManyAttempts },
    { scope: { purpose: "login", clientAddress, deviceId: null }, max: LOGIN_LIMITS.perAddress, refusal: tooManyAttempts },
  ];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Records an attempt and refuses it (429, with the real wait as Retry-After) when its channel has
 * had too many within the window. Recording first and counting after makes parallel guesses count
 * against each other. Attempts older than the window are deleted on the way, so the table stays
 * small without any successful sign-in.
 */
export async function admitAttempt(db: Db, attempt: Attempt, at = nowMs()): Promise<void> {
  const windowStart = iso(at - LOGIN_LIMITS.windowMs);
  await attempts.deleteAttemptsBefore(db, windowStart);
  await attempts.recordAttempt(db, { ...attempt, createdAt: iso(at) });
  const limits = limitsOf(attempt);
  const counts = await Promise.all(limits.map((limit) => attempts.countAttempts(db, limit.scope, windowStart)));
  for (const [index, limit] of limits.entries()) {
    if ((counts[index] ?? 0) <= limit.max) continue;
    // Admitted again once only max - 1 attempts remain in the window (the next one makes max).
    const lastToExpire = await attempts.attemptTimeFromNewest(db, limit.scope, windowStart, limit.max - 1);
    const waitMs = lastToExpire ? Date.parse(lastToExpire) + LOGIN_LIMITS.windowMs - at : LOGIN_LIMITS.windowMs;
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(limit.refusal(Math.ceil(seconds / 60)), seconds);
  }
  const recent = await attempts.countAttempts(db, limits[0].scope, iso(at - LOGIN_LIMITS.burstGapMs));
  if (recent > 1) throw new TooManyRequestsError(message("auth.tooManyAttemptsAtOnce"), Math.ceil(LOGIN_LIMITS.burstGapMs / 1000));
}

/** A successful sign-in or password change: the failed attempts of its channel no longer count. */
export async function forgetAttempts(db: Executor, attempt: Attempt): Promise<void> {
  const { scope } = limitsOf(attempt)[0];
  // An anonymous success forgets only its own address's attempts on the account, not an attacker's elsewhere.
  await attempts.clearAttempts(
    db,
    attempt.purpose === "login" && !attempt.deviceId ? { ...scope, clientAddress: attempt.clientAddress } : scope,
  );
}
