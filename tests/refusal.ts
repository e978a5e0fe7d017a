import { expect } from 'vitest'

/**
 * The error a domain call refuses with, checked to be of the module's own error class, so a test
 * can read its code: `const refusal = refusalOf(CategoryError)`, then `(await refusal(call)).code`.
 * A call that succeeds, or fails with another error, fails the test.
 */
export const refusalOf =
	<E>(kind: abstract new (...args: never[]) => E) =>
	async (promise: Promise<unknown>): Promise<E> => {
		const error = await promise.then(
			() => null,
			(e: unknown) => e,
		)
		expect(error).toBeInstanceOf(kind)
		return error as E
	}
