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
	/**
	 * PostgreSQL: a query that has no answer after this long fails with a clear error and its
	 * connection is dropped (a network partition must not hold requests and connections forever).
	 */
	DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
	PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
	SEED_DEMO_CONTENT: booleanString.default(true),
	/**
	 * Where the demo seed keeps a copy of each picture it encodes, outside every data directory, so a
	 * new data directory (a reset, each test server) copies them instead of encoding them again
	 * (decision 0058). `off` keeps none.
	 */
	DEMO_PICTURE_CACHE: z.string().min(1).default('tmp/demo-pictures'),
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
	/** The whole request, headers and body, must arrive within this long (decision 0026). */
	REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(30_000),
	/** Idle keep-alive connections close after this long; behind a load balancer, set it above the balancer's idle timeout. */
	KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(5_000),
	/** Open connections in all; more are closed at once. */
	MAX_CONNECTIONS: z.coerce.number().int().min(10).default(4_096),
	/** Open connections per client address (or, behind a trusted proxy, request bodies still arriving per client). */
	MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(2).default(64),
	/** Connections the kernel may queue for the server before it accepts them (capped by net.core.somaxconn). */
	LISTEN_BACKLOG: z.coerce.number().int().min(1).default(4_096),
	SMTP_URL: z
		.string()
		.regex(/^smtps?:\/\/.+/, { message: 'must be an smtp:// or smtps:// URL' })
		.optional(),
	MAIL_FROM: z.string().min(3).default('Tasdeer <no-reply@tasdeer.example>'),
	/**
	 * Signs session cookies and encrypts two-factor secrets: at least 32 random characters
	 * (`openssl rand -base64 32`), the same on every instance. Required in production with
	 * PostgreSQL; see `authSecret` in auth-secret.server.ts for the fallbacks.
	 */
	AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' }).optional(),
	/**
	 * Sign-in with an OpenID Connect issuer (any: Keycloak, Okta, Auth0, Entra ID…) for staff who
	 * already have an account. The issuer URL is where `/.well-known/openid-configuration` lives.
	 */
	OIDC_ISSUER: z.url({ message: 'must be the issuer URL, e.g. https://login.example.com/realms/staff' }).optional(),
	OIDC_CLIENT_ID: z.string().min(1).optional(),
	OIDC_CLIENT_SECRET: z.string().min(1).optional(),
	/** The name on the button ("Sign in with …"). */
	OIDC_NAME: z.string().min(1).max(40).default('SSO'),
	GOOGLE_CLIENT_ID: z.string().min(1).optional(),
	GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
	MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
	MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
	/** Entra ID tenant: a tenant id or domain (only that organisation's accounts), or `organizations`/`common`. */
	/**
	 * Media in an S3-compatible bucket instead of DATA_DIR/media: the service's endpoint (path-style
	 * requests, e.g. https://s3.eu-central-1.amazonaws.com, https://<account>.r2.cloudflarestorage.com,
	 * http://minio:9000), the bucket, its region and an access key allowed to put, get and delete.
	 */
	S3_ENDPOINT: z.url({ message: 'must be the absolute URL of the S3-compatible service' }).optional(),
	S3_BUCKET: z
		.string()
		.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens' })
		.optional(),
	S3_REGION: z.string().regex(/^[a-z0-9-]+$/, { message: 'must be a region name such as us-east-1 or auto' }).default('us-east-1'),
	S3_ACCESS_KEY_ID: z.string().min(1).optional(),
	S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
	/** Where the bucket's objects are public (a CDN or the bucket's public URL): /media redirects there. */
	S3_PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
	MICROSOFT_TENANT: z.string().regex(/^[\w.-]+$/, { message: 'must be a tenant id, a domain, organizations or common' }).default('organizations'),
})

/** Variables that only work together: setting one of a group without the others is a mistake. */
const configGroups: { name: string; variables: (keyof z.infer<typeof configSchema>)[] }[] = [
	{ name: 'OpenID Connect sign-in', variables: ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] },
	{ name: 'Google sign-in', variables: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'] },
	{ name: 'Microsoft sign-in', variables: ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'] },
	{ name: 'S3 media storage', variables: ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] },
]

const checkedConfigSchema = configSchema.superRefine((raw, ctx) => {
	if (raw.S3_PUBLIC_URL && !raw.S3_BUCKET) {
		ctx.addIssue({ code: 'custom', path: ['S3_PUBLIC_URL'], message: 'only applies with S3 media storage (S3_BUCKET and the other S3_* variables)' })
	}
	for (const group of configGroups) {
		const set = group.variables.filter((variable) => raw[variable] !== undefined)
		if (!set.length || set.length === group.variables.length) continue
		for (const variable of group.variables) {
			if (raw[variable] !== undefined) continue
			ctx.addIssue({ code: 'custom', path: [variable], message: `required for ${group.name} (${set.join(', ')} ${set.length > 1 ? 'are' : 'is'} set)` })
		}
	}
})

/** A sign-in provider that is configured: its id in better-auth (and the callback path) and its button name. */
export interface OAuthProviderConfig {
	id: 'oidc' | 'google' | 'microsoft'
	name: string
}

type RawConfig = z.infer<typeof configSchema>

export type AppConfig = RawConfig & {
	/** Absolute data directory: the SQLite file and uploaded media live here. */
	dataDir: string
	database: { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string }
	publicUrl: string
	/** Origins allowed to post forms: the public URL, and both loopback names when none is configured. */
	trustedOrigins: string[]
	isProduction: boolean
	/** Sign-in providers besides the password, in the order the login page shows them. */
	oauthProviders: OAuthProviderConfig[]
	/** The media bucket, when media live in S3-compatible storage. */
	s3: S3Config | null
	/** Absolute directory of the demo pictures already encoded, or null when none is kept. */
	demoPictureCache: string | null
}

export interface S3Config {
	endpoint: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	/** Without a trailing slash; objects are at `<publicUrl>/<key>/<file>`. */
	publicUrl: string | null
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
	const result = checkedConfigSchema.safeParse(cleaned)
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
		oauthProviders: [
			...(raw.OIDC_ISSUER ? [{ id: 'oidc' as const, name: raw.OIDC_NAME }] : []),
			...(raw.GOOGLE_CLIENT_ID ? [{ id: 'google' as const, name: 'Google' }] : []),
			...(raw.MICROSOFT_CLIENT_ID ? [{ id: 'microsoft' as const, name: 'Microsoft' }] : []),
		],
		s3:
			raw.S3_ENDPOINT && raw.S3_BUCKET && raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
				? {
						endpoint: raw.S3_ENDPOINT.replace(/\/+$/, ''),
						bucket: raw.S3_BUCKET,
						region: raw.S3_REGION,
						accessKeyId: raw.S3_ACCESS_KEY_ID,
						secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
						publicUrl: raw.S3_PUBLIC_URL ? raw.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
					}
				: null,
		demoPictureCache: raw.DEMO_PICTURE_CACHE === 'off' ? null : path.resolve(raw.DEMO_PICTURE_CACHE),
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
