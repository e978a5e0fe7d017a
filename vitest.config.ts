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
		// Two test files at a time even on two cores (Vitest's default would be one): many tests wait on
		// PostgreSQL, a mail server or a deliberate sign-in delay rather than on the CPU. Each worker
		// keeps its PostgreSQL schemas in a database of its own (tests/worker-databases.ts).
		maxWorkers: Math.max(2, availableParallelism() - 1),
		globalSetup: ['tests/worker-databases.ts'],
	},
})
