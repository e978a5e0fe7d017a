/**
 * `work`, or after `ms` what `onTimeout` answers instead: a fallback value it returns, or an error
 * it throws. The timer is cleared either way, so a settled wait keeps no process alive. The work
 * itself is not cancelled: `onTimeout` is the place to stop it when it can be (a socket to close).
 */
export function withTimeout<T, F = never>(work: Promise<T>, ms: number, onTimeout: () => F): Promise<T | F> {
	let timer: ReturnType<typeof setTimeout> | undefined
	const late = new Promise<F>((resolve, reject) => {
		timer = setTimeout(() => {
			try {
				resolve(onTimeout())
			} catch (error) {
				reject(error)
			}
		}, ms)
	})
	return Promise.race([work, late]).finally(() => clearTimeout(timer))
}
