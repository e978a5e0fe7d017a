import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { beforeEach, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { codesForRequest, hasConsentGatedCodes, placeCodes } from './advertising-codes.server.ts'
import { clearCache } from './cache.server.ts'
import { createCodeInjector } from './code-injection.server.ts'
import { db } from './db/db.server.ts'
import { cspOriginsFor, cspOriginsOf, getTagConfig } from './tags.server.ts'
import { tagOrigins } from '#app/lib/tag-config.ts'

const page = '<!DOCTYPE html><html><head><title>x</title></head><body><main>m</main></body></html>'
const request = (path: string, cookie?: string) =>
	new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} })

async function render(path: string, cookie?: string) {
	const codes = await codesForRequest(request(path, cookie))
	return text(
		Readable.from([Buffer.from(page)]).pipe(createCodeInjector(codes.placed, 'N0NCE', codes.deferred)),
	)
}

async function setSetting(key: string, value: string) {
	await db()
		.insertInto('site_settings')
		.values({ key, value })
		.onConflict((oc) => oc.column('key').doUpdateSet({ value }))
		.execute()
	clearCache()
}

describe('placing codes by consent', () => {
	const codes = [
		{ code: '<meta name="open">', type: 'header' as const, requiresConsent: false },
		{ code: '<script>pixel()</script>', type: 'header' as const, requiresConsent: true },
		{ code: '<div id="legacy-body"></div>', type: 'body' as const, requiresConsent: false },
	]

	it('holds consent-gated codes back unless consent is given', () => {
		expect(placeCodes(codes, false)).toEqual({
			placed: { header: ['<meta name="open">'], bodyStart: [], bodyEnd: ['<div id="legacy-body"></div>'] },
			deferred: { header: ['<script>pixel()</script>'], bodyStart: [], bodyEnd: [] },
		})
		expect(placeCodes(codes, true)).toEqual({
			placed: {
				header: ['<meta name="open">', '<script>pixel()</script>'],
				bodyStart: [],
				bodyEnd: ['<div id="legacy-body"></div>'],
			},
			deferred: { header: [], bodyStart: [], bodyEnd: [] },
		})
	})
})

describe.each(testDialects)('consent gating on %s', (dialect) => {
	withTestDatabase(dialect)
	beforeEach(() => clearCache())

	it('runs consent-gated codes only with the consent cookie, and keeps them inert otherwise', async () => {
		await db()
			.insertInto('advertising_codes')
			.values([
				{
					name: 'verify',
					code: '<meta name="verify" content="1">',
					type: 'header',
					platform: 'google',
					enabled: true,
					requires_consent: false,
					created_at: '2026-01-01T00:00:00.000Z',
				},
				{
					name: 'pixel',
					code: '<script>trackMe()</script>',
					type: 'header',
					platform: 'meta',
					enabled: true,
					requires_consent: true,
					created_at: '2026-01-02T00:00:00.000Z',
				},
				{
					name: 'chat',
					code: '<script src="https://chat.example/w.js"></script>',
					type: 'body_end',
					platform: 'chat',
					enabled: true,
					requires_consent: true,
					created_at: '2026-01-03T00:00:00.000Z',
				},
				{
					name: 'off',
					code: '<script>off()</script>',
					type: 'header',
					platform: 'x',
					enabled: false,
					requires_consent: true,
					created_at: '2026-01-04T00:00:00.000Z',
				},
			])
			.execute()
		expect(await hasConsentGatedCodes()).toBe(true)

		const without = await render('/en/products')
		expect(without).toContain('<meta name="verify" content="1">')
		// Not placed to run: only inside an inert template, activated if the visitor accepts on the page.
		expect(without.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('trackMe')
		expect(without).toContain(
			'<template data-consent-code="header"><script nonce="N0NCE">trackMe()</script></template>',
		)
		expect(without).toContain(
			'<template data-consent-code="bodyEnd"><script nonce="N0NCE" src="https://chat.example/w.js"></script></template>',
		)
		expect(await render('/en/products', 'consent=denied')).toBe(without)

		const granted = await render('/en/products', 'lang=en; consent=granted')
		expect(granted).toBe(
			'<!DOCTYPE html><html><head><title>x</title><script nonce="N0NCE"></script><meta name="verify" content="1">\n<script nonce="N0NCE">trackMe()</script></head><body><main>m</main><site-codes data-slot="body-end" style="display:contents"><script nonce="N0NCE" src="https://chat.example/w.js"></script></site-codes></body></html>',
		)
		expect(granted).not.toContain('template')
		expect(granted).not.toContain('off()')
	})

	it('places no codes at all on staff pages', async () => {
		for (const path of ['/admin', '/login', '/setup', '/reset-password'])
			expect(await render(path, 'consent=granted'), path).toBe(page)
	})

	it('loads only well-formed tag ids, and only while analytics is on', async () => {
		expect(await getTagConfig()).toBeNull()
		await setSetting('analytics_enabled', 'true')
		await setSetting('google_analytics_id', 'G-ABC123XYZ9')
		await setSetting('facebook_pixel_id', "123');alert(1)//")
		expect(await getTagConfig()).toEqual({ google: { id: 'G-ABC123XYZ9', kind: 'gtag' } })
		await setSetting('facebook_pixel_id', '1234567890123456')
		expect(await getTagConfig()).toEqual({
			google: { id: 'G-ABC123XYZ9', kind: 'gtag' },
			facebookPixel: { id: '1234567890123456' },
		})
		await setSetting('analytics_enabled', 'false')
		expect(await getTagConfig()).toBeNull()
		await setSetting('analytics_enabled', 'true')
	})

	it('marks the base policy a database that cannot give the settings leaves as not settled', async () => {
		clearCache()
		await db().schema.alterTable('site_settings').renameTo('site_settings_away').execute()
		try {
			expect(await cspOriginsOf('/en/products')).toEqual({ origins: tagOrigins(null), settled: false })
			// Pages that never carry tags are settled without the settings.
			expect((await cspOriginsOf('/admin')).settled).toBe(true)
		} finally {
			await db().schema.alterTable('site_settings_away').renameTo('site_settings').execute()
			clearCache()
		}
	})

	it('adds the tag origins to the CSP of public pages only', async () => {
		await db().deleteFrom('advertising_codes').execute()
		clearCache()
		const publicPage = await cspOriginsFor('/en/products')
		// Read from the settings, not the base policy a slow database leaves: kept answers may reuse it.
		expect(await cspOriginsOf('/en/products')).toEqual({ origins: publicPage, settled: true })
		expect(publicPage.scriptOrigins).toEqual([
			'https://www.googletagmanager.com',
			'https://connect.facebook.net',
		])
		expect(publicPage.frameOrigins).toEqual(['https://www.facebook.com'])
		for (const path of ['/admin/settings', '/login', '/api/analytics', '/healthz', '/media/x.webp']) {
			expect(await cspOriginsFor(path), path).toEqual({
				scriptOrigins: [],
				imgOrigins: [],
				connectOrigins: [],
				frameOrigins: [],
			})
		}
		await setSetting('google_analytics_id', '')
		await setSetting('facebook_pixel_id', '')
		expect((await cspOriginsFor('/')).scriptOrigins).toEqual([])

		// An enabled code (waiting for consent or not) brings the origins it names, on public pages only.
		await db()
			.insertInto('advertising_codes')
			.values({ name: 'chat', code: '<script src="https://embed.chat.example/w.js"></script>', type: 'body_end', platform: 'chat', enabled: true, requires_consent: true })
			.execute()
		clearCache()
		const withCode = await cspOriginsFor('/en')
		expect(withCode.scriptOrigins).toEqual(['https://embed.chat.example'])
		expect(withCode.connectOrigins).toContain('wss://*.chat.example')
		expect(withCode.frameOrigins).toContain('https://*.chat.example')
		expect((await cspOriginsFor('/admin')).connectOrigins).toEqual([])
	})
})
