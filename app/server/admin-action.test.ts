import { beforeAll, describe, expect, it } from 'vitest'
import { callRoute } from '#tests/route-table.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { staffCookie } from '#tests/staff-session.ts'
import { type ActionOptions, adminAction, type Outcome, requireItem, requireStaff, requireStaffAction } from './admin-action.server.ts'
import { migrateAuth } from './auth.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { flashCookie, takeFlash } from './flash.server.ts'

/**
 * The back-office action kernel: its fixed order (origin, session and role, body, id, language),
 * the one reply shape with text chosen in the staff member's language, post/redirect/get with a
 * flash, and a failure that keeps what was typed.
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

const formOptions: ActionOptions<{ name: string }> = { values: (fields) => ({ name: fields.name ?? '' }), notFound: 'products.error.notFound', failed: 'products.error.save' }

function post(path: string, body: string, headers: Record<string, string> = {}) {
	return new Request(`${BASE}${path}`, { method: 'POST', headers: { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
}

describe.each(testDialects)('the back-office action kernel on %s', (dialect) => {
	withTestDatabase(dialect)
	let editor = ''
	let admin = ''

	beforeAll(async () => {
		await migrateAuth()
		editor = await staffCookie(BASE, 'kernel-editor@tasdeer.example', 'editor')
		admin = await staffCookie(BASE, 'kernel-admin@tasdeer.example', 'admin')
	})

	const run = (request: Request, outcome: (context: Parameters<Parameters<typeof adminAction>[2]>[0]) => Promise<Outcome<unknown>> | Outcome<unknown>, params: Record<string, string> = {}, options = formOptions) =>
		callRoute(() => adminAction({ request, params }, options, async (context) => outcome(context)), request)

	it('refuses a post from another site before reading anything', async () => {
		let ran = false
		const answer = await run(post('/admin/products/new', 'name=x', { origin: 'https://evil.example', cookie: admin, 'content-length': String(10 * 1024 * 1024) }), () => {
			ran = true
			return { ok: true, message: 'common.saved' }
		})
		expect([answer.status, ran]).toEqual([403, false])
	})

	it('keeps what was typed when the session has ended, in the staff member’s language', async () => {
		const answer = await run(post('/admin/products/new', 'name=%D8%B3%D9%85%D8%A7%D9%82', { cookie: 'lang=en' }), () => ({ ok: true, message: 'common.saved' }))
		expect(answer.status).toBe(401)
		expect(answer.body).toMatchObject({ ok: false, status: 401, values: { name: 'سماق' }, message: expect.stringContaining('Your session has ended') })
		// A row action has nothing typed: it goes to the sign-in page and back.
		const row = await run(post('/admin/products', 'intent=delete&id=1'), () => ({ ok: true, message: 'common.saved' }), {}, {})
		expect(row.status).toBe(302)
		expect(row.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fproducts')
	})

	it('refuses a role the role map does not allow, and answers an id that is not one as not found', async () => {
		const refused = await run(post('/admin/users', 'intent=delete', { cookie: editor }), () => ({ ok: true, message: 'common.saved' }))
		expect(refused).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'ليست لديك صلاحية لهذا الإجراء.' } })
		const inEnglish = await run(post('/admin/users', 'intent=delete', { cookie: `${editor}; lang=en`, origin: 'https://evil.example' }), () => ({ ok: true, message: 'common.saved' }))
		expect(inEnglish).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this.' } })
		const notAnId = await run(post('/admin/products/1e3/edit', 'name=a', { cookie: `${editor}; lang=en` }), () => ({ ok: true, message: 'common.saved' }), { id: '1e3' })
		expect(notAnId).toMatchObject({ status: 404, body: { ok: false, message: 'Product not found.', values: { name: 'a' } } })
		const anId = await run(post('/admin/products/12/edit', 'name=a', { cookie: editor }), ({ id, user, lang }) => ({ ok: false, status: 400, message: { key: 'products.deleted', params: { name: `${id}:${user.role}:${lang}` } } }), { id: '12' })
		expect(anId.body).toMatchObject({ message: 'تم حذف المنتج «12:editor:ar»' })
	})

	it('reads the body within the limit', async () => {
		const answer = await run(post('/admin/products/new', `name=${'x'.repeat(2000)}`, { cookie: admin }), () => ({ ok: true, message: 'common.saved' }), {}, { ...formOptions, maxBytes: 1000 })
		expect(answer.status).toBe(413)
	})

	it('turns a refusal’s codes into text and keeps the values', async () => {
		const answer = await run(post('/admin/products/new', 'name=Rice', { cookie: `${admin}; lang=en` }), () => ({
			ok: false,
			status: 400,
			message: 'common.fixErrors',
			errors: { name: 'v:maxLength:{"max":2}', slug: 'products.error.slugTaken' },
		}))
		expect(answer.status).toBe(400)
		expect(answer.body).toMatchObject({
			ok: false,
			message: 'Please correct the highlighted fields.',
			errors: { name: expect.stringContaining('2'), slug: 'This slug is already used by another product. Choose a different one.' },
			values: { name: 'Rice' },
			key: expect.any(String),
		})
	})

	it('answers a success in place, or redirects with a flash shown once in the staff member’s language', async () => {
		const inPlace = await run(post('/admin/products/3/edit', 'name=Rice', { cookie: admin }), () => ({ ok: true, message: 'products.updated' }), { id: '3' })
		expect(inPlace).toMatchObject({ status: 200, body: { ok: true, message: 'تم حفظ المنتج بنجاح', errors: {} } })
		expect(inPlace.body).not.toHaveProperty('values')

		const moved = await run(post('/admin/products/new', 'name=Rice', { cookie: admin }), () => ({ ok: true, message: { key: 'products.deleted', params: { name: 'Rice' } }, redirectTo: '/admin/products' }))
		expect([moved.status, moved.headers.get('location')]).toEqual([302, '/admin/products'])
		const cookie = moved.headers.get('set-cookie')!.split(';')[0]!
		const next = new Request(`${BASE}/admin/products`, { headers: { cookie } })
		const { flash, clear } = takeFlash(next, 'en')
		expect(flash).toMatchObject({ tone: 'success', text: 'Product “Rice” deleted' })
		expect(clear).toMatch(/^admin_flash=; Path=\/admin; .*Max-Age=0/)
		expect(takeFlash(new Request(`${BASE}/admin`), 'en')).toEqual({ flash: null, clear: null })
	})

	it('answers which form it was, what the write produced, its headers, and no banner for a quiet step', async () => {
		const renewed = new Headers({ 'Set-Cookie': 'tasdeer.session_token=new; Path=/' })
		const shown = await run(post('/admin/account', 'intent=2fa-start', { cookie: `${editor}; lang=en` }), () => ({ ok: true, message: 'common.saved', quiet: true, result: { codes: ['a'] }, headers: renewed }), {}, {})
		expect(shown).toMatchObject({ status: 200, body: { ok: true, message: '', intent: '2fa-start', result: { codes: ['a'] } } })
		expect(shown.headers.get('set-cookie')).toBe('tasdeer.session_token=new; Path=/')
		const limited = await run(post('/admin/account', 'intent=password', { cookie: `${editor}; lang=en` }), () => ({ ok: false, status: 429, message: { key: 'auth.rateLimitedMinutes', params: { minutes: 15 } }, headers: new Headers({ 'Retry-After': '900' }) }), {}, {})
		expect(limited).toMatchObject({ status: 429, body: { ok: false, message: 'Too many attempts. Please try again in 15 minutes.', intent: 'password' } })
		expect(limited.headers.get('retry-after')).toBe('900')
		// A screen whose form keeps values and whose row actions have none: the row action of an ended session goes to sign in.
		const partly: ActionOptions<{ name: string }> = { values: (fields) => (fields.intent === 'invite' ? { name: fields.name ?? '' } : undefined) }
		expect((await run(post('/admin/users', 'intent=invite&name=Sara'), () => ({ ok: true, message: 'common.saved' }), {}, partly)).body).toMatchObject({ values: { name: 'Sara' } })
		expect((await run(post('/admin/users', 'intent=remove&id=x'), () => ({ ok: true, message: 'common.saved' }), {}, partly)).status).toBe(302)
	})

	it('drops a flash whose key is not a message of the back-office', () => {
		const forged = flashCookie({ tone: 'success', message: 'not.a.key' as 'common.saved' }).split(';')[0]!
		const { flash, clear } = takeFlash(new Request(`${BASE}/admin`, { headers: { cookie: forged } }), 'en')
		expect(flash).toBeNull()
		expect(clear).toContain('Max-Age=0')
	})

	it('answers an unexpected failure as a 500 reply that keeps the screen and what was typed', async () => {
		const answer = await run(post('/admin/products/new', 'name=Rice', { cookie: `${admin}; lang=en` }), () => {
			throw new Error('disk full')
		})
		expect(answer).toMatchObject({ status: 500, body: { ok: false, message: 'An error occurred while saving the product.', values: { name: 'Rice' } } })
	})

	it('guards loaders by the role map', async () => {
		const get = (path: string, cookie?: string) => new Request(`${BASE}${path}`, cookie ? { headers: { cookie } } : {})
		expect((await callRoute(() => requireStaff(get('/admin/messages/4', editor)), get('/'))).status).toBe(403)
		expect((await callRoute(() => requireStaff(get('/admin/messages/4.data', editor)), get('/'))).status).toBe(403)
		expect((await callRoute(() => requireStaff(get('/admin/posts', editor)), get('/'))).body).toMatchObject({ role: 'editor' })
		expect((await callRoute(() => requireStaff(get('/admin/messages/4', admin)), get('/'))).body).toMatchObject({ role: 'admin' })
		expect((await callRoute(() => requireStaff(get('/admin/posts')), get('/'))).status).toBe(302)
	})

	it('reads the item a screen is about by the URL\'s id, after the role map, and answers 404 for a bad id or no item', async () => {
		const get = (path: string, cookie?: string) => new Request(`${BASE}${path}`, cookie ? { headers: { cookie } } : {})
		const items = new Map([[4, { title: 'Rice season' }]])
		const read = async (id: number) => items.get(id) ?? null
		const screen = (path: string, id: string, cookie?: string) => callRoute(() => requireItem(get(path, cookie), { id }, read), get('/'))
		expect((await screen('/admin/posts/edit/4', '4', editor)).body).toEqual({ title: 'Rice season' })
		expect((await screen('/admin/posts/edit/5', '5', editor)).status).toBe(404)
		expect((await screen('/admin/posts/edit/x', 'x', editor)).status).toBe(404)
		expect((await screen('/admin/messages/4', '4', editor)).status).toBe(403)
		expect((await screen('/admin/posts/edit/4', '4')).status).toBe(302)
	})

	it('guards an action that reads its own body (language toggle, upload): origin first, then session and role', async () => {
		const guard = (request: Request) => callRoute(() => requireStaffAction(request), request)
		expect((await guard(post('/admin/language', '', { origin: 'https://evil.example', cookie: admin }))).status).toBe(403)
		expect((await guard(post('/admin/language', ''))).status).toBe(302)
		expect((await guard(post('/admin/media/upload', '', { cookie: editor }))).body).toMatchObject({ role: 'editor' })
		expect((await guard(post('/admin/users', '', { cookie: editor }))).status).toBe(403)
	})
})
