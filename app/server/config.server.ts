import path from 'node:path'
import { z } from 'zod'
import { isValidTimeZone } from '#app/lib/time-zone.ts'

/**
 * Every environment variable the server reads, validated once at start. A wrong value stops the
 * server with a message naming the variable (see `formatConfigError`).
 */
const booleanString = z
	.enum(['true', 'false', '1', '0', 'yes', 'no'])
	.transform((value) => value === 'true' || value === '1' || value === 'yes')

export const configSchema = z.object({
	NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
	HOST: z.string().min(1).default('0.0.0.0'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	DATA_DIR: z.string().min(1).default('./data'),
	DATABASE_URL: z
		.string()
		.refine((value) => /^(postgres|postgresql):\/\/.+/.test(value) || /^(file:|sqlite:)?[^:]+$/.test(value), {
			message: 'must be a postgres:// URL or a path to an SQLite file',
		})
		.optional(),
	PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
	SEED_DEMO_CONTENT: booleanString.default(true),
	COMPANY_NAME_AR: z.string().min(1).default('تصدير للتجارة الغذائية'),
	COMPANY_NAME_EN: z.string().min(1).default('Tasdeer Food Trading'),
	/** The site's time zone (IANA name): analytics days, "today" and the daily visitor salt follow it. */
	SITE_TIMEZONE: z
		.string()
		.refine(isValidTimeZone, { message: 'must be an IANA time zone name such as Asia/Riyadh or UTC' })
		.default('Asia/Riyadh'),
	LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
	TRUST_PROXY: booleanString.default(false),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
		.optional(),
	MAIL_FROM: z.string().min(3).default('Tasdeer <no-reply@tasdeer.example>'),
	/**
	 * Signs session cookies and encrypts two-factor secrets: at least 32 random characters
	 * (`openssl rand -base64 32`), the same on every instance. Required in production with
	 * PostgreSQL; see `authSecret` in auth.server.ts for the fallbacks.
	 */
	AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' }).optional(),
})

type RawConfig = z.infer<typeof configSchema>

export type AppConfig = RawConfig & {
	/** Absolute data directory: the SQLite file and uploaded media live here. */
	dataDir: string
	database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }
	publicUrl: string
	/** Origins allowed to post forms: the public URL, and both loopback names when none is configured. */
	trustedOrigins: string[]
	isProduction: boolean
}

export class ConfigError extends Error {
	override name = 'ConfigError'
}

export function formatConfigError(error: z.ZodError): string {
	const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)
	return `Invalid configuration:\n${lines.join('\n')}`
}

export function parseConfig(env: Record<string, string | undefined> = process.env): AppConfig {
	// An empty variable means "not set", as in most deployment tools.
	const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
	const result = configSchema.safeParse(cleaned)
	if (!result.success) throw new ConfigError(formatConfigError(result.error))
	const raw = result.data
	const dataDir = path.resolve(raw.DATA_DIR)
	const url = raw.DATABASE_URL
	const database: AppConfig['database'] =
		url && /^postgres(ql)?:\/\//.test(url)
			? { dialect: 'postgres', url }
			: { dialect: 'sqlite', file: url ? path.resolve(url.replace(/^(file:|sqlite:)/, '')) : path.join(dataDir, 'tasdeer.db') }
	return {
		...raw,
		dataDir,
		database,
		publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
		trustedOrigins: raw.PUBLIC_URL
			? [new URL(raw.PUBLIC_URL).origin]
			: [`http://localhost:${raw.PORT}`, `http://127.0.0.1:${raw.PORT}`],
		isProduction: raw.NODE_ENV === 'production',
	}
}

let current: AppConfig | undefined

export function getConfig(): AppConfig {
	current ??= parseConfig()
	return current
}

/** For tests and scripts that build their own configuration. */
export function setConfig(config: AppConfig) {
	current = config
}
