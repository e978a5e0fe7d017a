import 'react-router'

declare module 'react-router' {
	interface AppLoadContext {
		/** Per-request nonce allowed by the Content-Security-Policy header. */
		nonce: string
		/** The client address as seen by the server (after the trusted proxy). */
		clientIp: string
	}
}

export {}
