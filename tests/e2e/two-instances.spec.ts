import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { e2eDataDir } from '../../playwright.config.ts'
import { balancer, createDatabase, formFields, readyz, type Server, startServer, stop, tmp, waitForHealth } from './instances.ts'

/**
 * Two instances, one site (decisions 0026, 0032): two production servers start at once on one empty
 * PostgreSQL database behind a balancer in the test (round robin, or the instance a request names;
 * Host and X-Forwarded-For kept). Each step writes through one instance and reads through the other.
 * The steps share the instances and run in order.
 */
test.describe.configure({ mode: 'serial' })

const pgBase = process.env.TEST_DATABASE_URL
const ports = [Number(process.env.E2E_PORT ?? 3210) + 16, Number(process.env.E2E_PORT ?? 3210) + 17]

let instances: Server[] = []
let database: Awaited<ReturnType<typeof createDatabase>> | undefined
let admin: pg.Client | undefined
let lb: ReturnType<typeof balancer> | undefined
let site = ''
let dirs: string[] = []
/** The first administrator's session (made through the setup link). */
let cookie = ''
const account = { email: 'two-admin@tasdeer.example', password: 'two-instances-password-123', name: 'Two Instances' }

type Call = { status: number; location: string | null; text: string; servedBy: string | null; setCookie: string[] }
async function call(instance: number | undefined, pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Call> {
	const response = await fetch(`${site}${pathname}`, {
		redirect: 'manual',
		...init,
		headers: { ...(instance === undefined ? {} : { 'x-test-instance': String(instance) }), ...(init.body ? { origin: site } : {}), ...init.headers },
	})
	return { status: response.status, location: response.headers.get('location'), text: await response.text(), servedBy: response.headers.get('x-served-by'), setCookie: response.headers.getSetCookie() }
}
const post = (instance: number | undefined, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
	call(instance, pathname, { method: 'POST', headers: { cookie, ...headers }, body: new URLSearchParams(fields) })

/** Reads `pathname` on `reader` until `seen(page)` (at most a second after the write); false if never. */
async function showsWithinASecond(reader: number, pathname: string, seen: (text: string) => boolean) {
	const since = Date.now()
	while (Date.now() - since < 1000) {
		if (seen((await call(reader, pathname)).text)) return true
		await new Promise((r) => setTimeout(r, 50))
	}
	return false
}

test.beforeAll(async () => {
	// PostgreSQL only; CI sets TEST_DATABASE_URL (.ci/run), so there a missing URL fails instead of skipping.
	if (process.env.CI) expect(pgBase, 'CI must set TEST_DATABASE_URL').toBeTruthy()
	test.skip(!pgBase, 'needs TEST_DATABASE_URL (CI sets it)')
	test.setTimeout(480_000)
	database = await createDatabase(`tasdeer_two_${Date.now()}`)
	lb = balancer(ports)
	site = `http://127.0.0.1:${await lb.listen()}`
	const env = { DATABASE_URL: database.url, AUTH_SECRET: 'reliability-test-secret-that-is-long-enough-01', PUBLIC_URL: site, LOG_LEVEL: 'info', SEED_DEMO_CONTENT: 'true' }
	dirs = [tmp('tasdeer-two-a-'), tmp('tasdeer-two-b-')]
	// The demo pictures the shared server encoded (the seed reuses files on disk and still writes
	// every media row): the race under test is the database's, not minutes of image encoding.
	for (const dir of dirs) fs.cpSync(path.join(e2eDataDir, 'media'), path.join(dir, 'media'), { recursive: true })
	// Both start at once on the empty database: migrations and the demo content race.
	instances = ports.map((port, i) => startServer(port, dirs[i]!, env))
	await Promise.all(instances.map((instance) => waitForHealth(instance.port, 200, 420_000)))
	admin = new pg.Client({ connectionString: database.url })
	await admin.connect()
})

test.afterAll(async () => {
	await Promise.all(instances.map((instance) => stop(instance)))
	await lb?.close()
	await admin?.end().catch(() => {})
	await database?.drop()
	for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

test('started together on an empty database: migrations once, the demo content loaded by one instance while the other waited, nothing twice', async () => {
	for (const instance of instances) expect((await readyz(instance.port)).status, instance.output()).toBe(200)
	const migrations = (await admin!.query<{ name: string }>('select name from kysely_migration order by name')).rows.map((r) => r.name)
	expect(new Set(migrations).size).toBe(migrations.length)
	expect(migrations.length).toBeGreaterThan(3)
	const lines = (pattern: RegExp) => instances.map((instance) => (instance.output().match(pattern) ?? []).length).sort()
	expect(lines(/"msg":"database migrated"/g), 'exactly one instance applied the migrations').toEqual([0, 1])
	expect(lines(/"msg":"demo content loaded[ "]/g), 'exactly one instance loaded the demo content').toEqual([0, 1])
	for (const instance of instances) expect(instance.output()).not.toMatch(/"level":(50|60)/)
	// Nothing twice: every demo picture stored once, one settings row per key, the demo product once.
	const duplicates = await admin!.query(
		`select 'media' as kind, storage_key as key from media group by storage_key having count(*) > 1
		 union all select 'settings', key from site_settings group by key having count(*) > 1
		 union all select 'codes', name from advertising_codes group by name having count(*) > 1`,
	)
	expect(duplicates.rows).toEqual([])
	expect((await admin!.query(`select id from products where slug = 'basmati-rice-1121-steam'`)).rows).toHaveLength(1)
	// Both serve the demo product.
	for (const instance of [0, 1]) expect((await call(instance, '/en/products/basmati-rice-1121-steam')).status).toBe(200)
})

test('the setup link printed by one instance works on the other, once; every other link dies with it', async () => {
	const links = instances.map((instance) => new URL(instance.output().match(/Create the first administrator at (\S+)/)![1]!).search)
	expect(links[0]).not.toBe(links[1])
	// Instance 0's link, opened on instance 1 (the balancer may send the operator anywhere).
	expect((await call(1, `/setup${links[0]}`)).status).toBe(200)
	expect((await call(0, `/setup${links[1]}`)).status).toBe(200)
	const token = new URLSearchParams(links[0]).get('token')!
	const done = await call(1, `/setup${links[0]}`, { method: 'POST', body: new URLSearchParams({ token, name: account.name, email: account.email, password: account.password }) })
	expect(done.status, done.text.slice(0, 300)).toBe(302)
	expect(done.location).toBe('/admin')
	cookie = done.setCookie.map((c) => c.split(';')[0]).join('; ')
	// Spent on both instances, and so is the other instance's link.
	for (const instance of [0, 1]) for (const link of links) expect((await call(instance, `/setup${link}`)).status, `instance ${instance}`).toBe(404)
	const again = await call(0, `/setup${links[1]}`, { method: 'POST', body: new URLSearchParams({ token: new URLSearchParams(links[1]).get('token')!, name: 'Second', email: 'second@tasdeer.example', password: account.password }) })
	expect(again.status).toBe(400)
	expect(Number((await admin!.query('select count(*) as n from auth_user')).rows[0].n)).toBe(1)
})

test('a session made on one instance works on the other', async () => {
	expect(cookie).not.toBe('')
	for (const instance of [0, 1]) expect((await call(instance, '/admin', { headers: { cookie } })).status).toBe(200)
})

test('settings saved on one instance show on the other within a second, never a page mixing old and new', async () => {
	for (const [round, hero] of ['First hero of the day', 'Second hero of the day', 'Third hero of the day'].entries()) {
		const writer = round % 2
		const reader = 1 - writer
		// Warm the reader's caches (page and settings) with the current page.
		await call(reader, '/en')
		await call(reader, '/en')
		const form = formFields((await call(writer, '/admin/settings', { headers: { cookie } })).text)
		const saved = await post(writer, '/admin/settings', { ...form, company_name_ar: 'شركة', contact_email: 'info@tasdeer.example', contact_phone: '+966 12 634 5500', hero_title_ar: `عنوان ${round}`, hero_title_en: hero, company_name_en: `Company ${round}` })
		expect(saved.status, saved.text.slice(0, 400)).toBeLessThan(400)
		const shown = await showsWithinASecond(reader, '/en', (text) => {
			expect(text.includes(hero), 'a page with the new hero has the new company name too (never a mix)').toBe(text.includes(`Company ${round}`))
			return text.includes(hero)
		})
		expect(shown, `instance ${reader} shows "${hero}" saved on instance ${writer} within a second`).toBe(true)
		// And keeps showing it (no older copy served afterwards).
		for (let i = 0; i < 5; i++) expect((await call(reader, '/en')).text).toContain(hero)
	}
})

test('a category, a product, an advertising code and SEO saved on one instance show on the other within a second, kept pages included', async () => {
	const created = await post(0, '/admin/categories/new', { nameAr: 'فئة مشتركة', nameEn: 'Shared Category Two', slug: 'shared-two', isActive: 'on' })
	expect(created.status).toBeLessThan(400)
	expect(await showsWithinASecond(1, '/en/products', (text) => text.includes('Shared Category Two')), 'the category on the other instance').toBe(true)

	// The product page is kept by the reader's page cache before the write.
	const productPath = '/en/products/basmati-rice-1121-steam'
	const { id } = (await admin!.query<{ id: number }>(`select id from products where slug = 'basmati-rice-1121-steam'`)).rows[0]!
	for (let i = 0; i < 2; i++) await call(1, productPath)
	const productForm = formFields((await call(0, `/admin/products/${id}/edit`, { headers: { cookie } })).text)
	expect(productForm.name_en).toBeTruthy()
	const productSaved = await post(0, `/admin/products/${id}/edit`, { ...productForm, name_en: '1121 Steam Basmati, renamed on one instance' })
	expect(productSaved.status, productSaved.text.slice(0, 400)).toBeLessThan(400)
	expect(await showsWithinASecond(1, productPath, (text) => text.includes('1121 Steam Basmati, renamed on one instance')), 'the product on the other instance').toBe(true)

	// An enabled code placed before </body>, saved on instance 1, runs on instance 0's kept home page.
	for (let i = 0; i < 2; i++) await call(0, '/en/about')
	const codeSaved = await post(1, '/admin/advertising', { intent: 'save', name: 'Two instances bar', platform: 'Custom', type: 'body_end', enabled: 'on', code: '<div id="two-instances-bar">Shared bar</div>' })
	expect(codeSaved.status, codeSaved.text.slice(0, 400)).toBeLessThan(400)
	expect(await showsWithinASecond(0, '/en/about', (text) => text.includes('two-instances-bar')), 'the code on the other instance').toBe(true)

	// SEO defaults saved on instance 0 are in instance 1's kept pages.
	for (let i = 0; i < 2; i++) await call(1, '/en/about')
	const seoForm = formFields((await call(0, '/admin/seo', { headers: { cookie } })).text)
	const seoSaved = await post(0, '/admin/seo', { ...seoForm, keywords_en: 'shared keywords from one instance' })
	expect(seoSaved.status, seoSaved.text.slice(0, 400)).toBeLessThan(400)
	expect(await showsWithinASecond(1, '/en/about', (text) => text.includes('shared keywords from one instance')), 'the SEO on the other instance').toBe(true)
})

test('rate limits count across both: contact messages, and sign-in attempts per account and address and per address', async () => {
	// About fifty password checks (each a deliberate key derivation) on a shared machine.
	test.setTimeout(180_000)
	// One address gets 5 contact messages in all, whichever instance answers.
	const statuses = []
	for (let i = 0; i < 7; i++)
		statuses.push((await post(undefined, '/en/contact', { name: 'Two Instances', email: 'two@buyer.example', service: 'other', subject: `two-${i}`, message: 'Across both instances.' }, { 'x-forwarded-for': '10.88.1.1', cookie: '' })).status)
	expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])

	const signIn = (instance: number, address: string, email: string, password: string) =>
		post(instance, '/login', { email, password, redirectTo: '/admin' }, { 'x-forwarded-for': address, cookie: '' })
	// One address guessing the administrator's password, alternating instances: 10 attempts, then
	// refused on both, the right password included; the owner from elsewhere still gets in.
	for (let i = 0; i < 10; i++) expect((await signIn(i % 2, '10.88.2.1', account.email, `wrong guess ${i}`)).status, `guess ${i + 1}`).not.toBe(429)
	for (const instance of [0, 1]) expect((await signIn(instance, '10.88.2.1', account.email, account.password)).status, `instance ${instance}`).toBe(429)
	expect((await signIn(1, '10.88.2.2', account.email, account.password)).status, 'the owner from another address').toBe(302)

	// One address trying many accounts: 30 attempts in all over both instances, then refused.
	for (let i = 0; i < 30; i++) expect((await signIn(i % 2, '10.88.3.1', `nobody-${i}@tasdeer.example`, 'some password 123')).status, `attempt ${i + 1}`).not.toBe(429)
	for (const instance of [0, 1]) expect((await signIn(instance, '10.88.3.1', 'nobody-x@tasdeer.example', 'some password 123')).status).toBe(429)
})

test('signing out on one instance ends the session on both', async () => {
	const out = await post(1, '/logout', {})
	expect(out.status).toBe(302)
	for (const instance of [0, 1]) {
		const after = await call(instance, '/admin', { headers: { cookie } })
		expect(after.status, `instance ${instance} after sign-out`).toBe(302)
		expect(after.location).toMatch(/\/login/)
	}
})
