import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: 'build',
	// React Router 7's behaviour, said out loud (decision 0040): each v8 change is taken as its own
	// piece of work, not by a flag flipped in passing, and the build prints no warning about them.
	future: {
		// Loaders receive our load context (the client's address); v8's middleware context replaces it.
		v8_middleware: false,
		// The chunk plan of decision 0016 decides what a page downloads; v8 splits route modules further.
		v8_splitRouteModules: false,
		v8_viteEnvironmentApi: false,
		v8_passThroughRequests: false,
		v8_trailingSlashAwareDataRequests: false,
	},
} satisfies Config
