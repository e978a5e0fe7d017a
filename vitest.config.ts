import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
		exclude: ['tests/e2e/**', 'node_modules/**'],
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// One test file more than the cores (Vitest's default is one fewer): many tests wait on
		// PostgreSQL, a mail server or a deliberate sign-in delay rather than on the CPU (security-auth
		// is two minutes of mostly waiting), so a third file fills those waits: 238 s against 272 s
		// with two on two cores (decision 0052). Each worker keeps its PostgreSQL schemas in a
		// database of its own (tests/worker-databases.ts).
		maxWorkers: Math.max(3, availableParallelism() + 1),
		globalSetup: ['tests/worker-databases.ts'],
	},
})
