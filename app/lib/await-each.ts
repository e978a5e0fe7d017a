/** Awaits every read of an object at once and answers the values under the same names (a `Promise.all` whose results keep their names). */
export async function awaitEach<T extends Record<string, Promise<unknown>>>(reads: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
	const names = Object.keys(reads)
	const values = await Promise.all(Object.values(reads))
	return Object.fromEntries(names.map((name, i) => [name, values[i]])) as { [K in keyof T]: Awaited<T[K]> }
}
