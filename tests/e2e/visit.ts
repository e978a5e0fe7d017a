import type { APIRequestContext } from '@playwright/test'

/**
 * A GET as a browser sends it. The request context reuses its connection; when the server closes
 * an idle one (its keep-alive timeout, 5 s) just as the next request goes out, the request meets a
 * reset socket. A browser sends such a GET again on a new connection; so does this, once.
 */
export async function visit(context: APIRequestContext, address: string) {
	try {
		return await context.get(address)
	} catch (error) {
		if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
		return context.get(address)
	}
}
