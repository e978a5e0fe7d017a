/**
 * How a "try again in …" wait is said: seconds under a minute, whole minutes (rounded up, so the
 * visitor never comes back too early) from a minute on. The dictionary key and its count.
 */
export function retryAfterMessage(seconds: number): { key: 'auth.rateLimited'; params: { seconds: number } } | { key: 'auth.rateLimitedMinutes'; params: { minutes: number } } {
	const whole = Math.max(1, Math.ceil(seconds))
	if (whole < 60) return { key: 'auth.rateLimited', params: { seconds: whole } }
	return { key: 'auth.rateLimitedMinutes', params: { minutes: Math.ceil(whole / 60) } }
}
