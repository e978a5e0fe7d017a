import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server.ts'

describe('configuration', () => {
	it('has working defaults: port 3000, SQLite under ./data', () => {
		const config = parseConfig({})
		expect(config.PORT).toBe(3000)
		expect(config.dataDir).toBe(path.resolve('data'))
		expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('data/tasdeer.db') })
		expect(config.publicUrl).toBe('http://localhost:3000')
		expect(config.SEED_DEMO_CONTENT).toBe(true)
		expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
	})

	it('switches to PostgreSQL for a postgres URL', () => {
		const config = parseConfig({ DATABASE_URL: 'postgres://u@db:5432/site', PUBLIC_URL: 'https://tasdeer.example/' })
		expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://u@db:5432/site' })
		expect(config.publicUrl).toBe('https://tasdeer.example')
		expect(config.trustedOrigins).toEqual(['https://tasdeer.example'])
	})

	it('stops with a message naming each wrong variable', () => {
		expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError)
		expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseConfig({ PORT: '70000', PUBLIC_URL: 'not a url', SEED_DEMO_CONTENT: 'maybe' })).toThrow(
			/PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
		)
		expect(() => parseConfig({ SEED_DEMO_CONTENT: 'maybe' })).toThrow(/SEED_DEMO_CONTENT/)
		expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
	})

	it('takes the site time zone from SITE_TIMEZONE (Asia/Riyadh by default) and refuses unknown zones', () => {
		expect(parseConfig({}).SITE_TIMEZONE).toBe('Asia/Riyadh')
		expect(parseConfig({ SITE_TIMEZONE: 'Europe/London' }).SITE_TIMEZONE).toBe('Europe/London')
		expect(() => parseConfig({ SITE_TIMEZONE: 'Riyadh' })).toThrow(/SITE_TIMEZONE/)
	})

	it('treats an empty variable as unset', () => {
		expect(parseConfig({ PORT: '' }).PORT).toBe(3000)
	})
	it('configures sign-in providers only when complete, naming what is missing', () => {
		expect(parseConfig({}).oauthProviders).toEqual([])
		const oidc = { OIDC_ISSUER: 'https://id.example.com/realms/staff', OIDC_CLIENT_ID: 'tasdeer', OIDC_CLIENT_SECRET: 's3cret' }
		expect(parseConfig(oidc).oauthProviders).toEqual([{ id: 'oidc', name: 'SSO' }])
		expect(parseConfig({ ...oidc, OIDC_NAME: 'Keycloak', GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms' }).oauthProviders).toEqual([
			{ id: 'oidc', name: 'Keycloak' },
			{ id: 'google', name: 'Google' },
			{ id: 'microsoft', name: 'Microsoft' },
		])
		expect(parseConfig({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms' }).MICROSOFT_TENANT).toBe('organizations')
		expect(() => parseConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toThrow(/OIDC_CLIENT_ID: required for OpenID Connect sign-in[\s\S]*OIDC_CLIENT_SECRET/)
		expect(() => parseConfig({ ...oidc, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/)
		expect(() => parseConfig({ GOOGLE_CLIENT_SECRET: 'gs' })).toThrow(/GOOGLE_CLIENT_ID: required for Google sign-in/)
		expect(() => parseConfig({ MICROSOFT_CLIENT_ID: 'm', MICROSOFT_CLIENT_SECRET: 'ms', MICROSOFT_TENANT: 'bad tenant/x' })).toThrow(/MICROSOFT_TENANT/)
	})
})
