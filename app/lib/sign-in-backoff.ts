/**
 * How long a sign-in attempt on an account waits, given the failures that account has had in the
 * current window (from every address). Nothing for the first `freeFailures`, then a wait that
 * doubles with each further failure, up to `maxDelayMs`: guessing gets slow, and the owner's right
 * password still works, never later than `maxDelayMs`.
 */
export interface SlowdownRule {
	freeFailures: number
	firstDelayMs: number
	maxDelayMs: number
}

export function slowdownDelayMs(failures: number, rule: SlowdownRule): number {
	if (!Number.isFinite(failures) || failures < rule.freeFailures) return 0
	const doublings = Math.min(failures - rule.freeFailures, 30)
	return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** doublings)
}
