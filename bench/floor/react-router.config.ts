import type { Config } from '@react-router/dev/config'

// The framework floor (bench/lighthouse.ts builds it into a temporary directory named by
// FLOOR_BUILD_DIR): React Router's defaults, nothing of the app's.
export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: process.env.FLOOR_BUILD_DIR ?? 'build',
} satisfies Config
