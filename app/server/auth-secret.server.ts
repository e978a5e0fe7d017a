import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { type AppConfig, ConfigError } from './config.server.ts'
import { logger } from './logger.server.ts'

/** The secret better-auth signs cookies and encrypts provider tokens with. */

let warnedAboutSecret = false

/**
 * AUTH_SECRET when set. Otherwise: in development and tests a secret derived from DATA_DIR (stable,
 * not secret, with a warning); in production on SQLite (one box) a random secret created once in
 * DATA_DIR/auth-secret; in production on PostgreSQL (possibly several instances, which must agree)
 * a configuration error.
 */
export function authSecret(config: AppConfig): string {
	if (config.AUTH_SECRET) return config.AUTH_SECRET
	if (!config.isProduction) {
		if (!warnedAboutSecret) logger.warn('AUTH_SECRET is not set: using a development secret derived from DATA_DIR')
		warnedAboutSecret = true
		return crypto.createHash('sha256').update(`tasdeer-development-auth-secret:${config.dataDir}`).digest('base64url')
	}
	if (config.database.dialect === 'postgres') {
		throw new ConfigError(
			'Invalid configuration:\n  AUTH_SECRET: required in production with PostgreSQL (the same value on every instance; e.g. `openssl rand -base64 32`)',
		)
	}
	const file = path.join(config.dataDir, 'auth-secret')
	try {
		return fs.readFileSync(file, 'utf8').trim()
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
	}
	fs.mkdirSync(config.dataDir, { recursive: true })
	try {
		fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
		logger.warn({ file }, 'AUTH_SECRET is not set: created a random secret in the data directory (keep it with the database)')
	} catch (error) {
		// Another process created it first: use theirs.
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
	}
	return fs.readFileSync(file, 'utf8').trim()
}
