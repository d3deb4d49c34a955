import { setClock } from "../src/db/database.ts";
import { LOGIN_LIMITS } from "../src/modules/accounts/login-throttle.ts";

/**
 * The login throttle's burst gap (two attempts on an account within a second are refused) waited
 * out by moving the server's clock forward, not by sleeping: the server's time becomes the real
 * time plus every gap waited so far in the file. Only forward, so every recorded attempt stays in
 * the past as it would after a real wait. shared-state.ts puts the real clock back after the file;
 * a test that sets a clock of its own calls `resume` after it.
 */
export function burstGapClock(): { waitOutBurstGap: () => void; resume: () => void } {
  let aheadMs = 0;
  const resume = () => setClock(() => new Date(Date.now() + aheadMs));
  return {
    waitOutBurstGap() {
      aheadMs += LOGIN_LIMITS.burstGapMs + 20;
      resume();
    },
    resume,
  };
}
