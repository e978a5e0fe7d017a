import { beforeAll, describe, expect, it } from 'vitest'
import { migrateAuth } from '#app/server/auth.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { pixelCodeForm } from '#tests/advertising-code-form.ts'
import { callRoute, loadRoute } from '#tests/route-table.ts'
import { staffCookie } from '#tests/staff-session.ts'

/**
 * Every back-office form on the action kernel (decision 0027), one row each: a session that ended
 * while the form was open answers 401 with what was typed, and a save over a record someone deleted
 * meanwhile answers a banner that keeps the values (not the route's 404 page).
 */
const BASE = 'http://localhost:3000'
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000' }))

interface FormCase {
	file: string
	/** The screen's address; `:id` is replaced by a record that does not exist. */
	path: string
	/** A valid submission, of which `typed` is given back; null: nothing is (passwords), it goes to the sign-in page. */
	fields: Record<string, string>
	typed: Record<string, string> | null
	/** The banner of a save over a deleted record (English), when the screen edits one. */
	gone?: string
}

const cases: FormCase[] = [
	{
		file: 'routes/admin/posts/edit.tsx',
		path: '/admin/posts/edit/:id',
		fields: { title_ar: 'موسم الأرز', title_en: 'Rice season', slug: 'rice-season', body_ar: '<p>نص</p>', body_en: '<p>Text</p>', status: 'draft' },
		typed: { title_ar: 'موسم الأرز', body_en: '<p>Text</p>' },
		gone: 'The post was not found; it may have been deleted.',
	},
	{
		file: 'routes/admin/categories/new.tsx',
		path: '/admin/categories/new',
		fields: { nameAr: 'توابل', nameEn: 'Spices', slug: 'spices', isActive: 'on' },
		typed: { nameAr: 'توابل', slug: 'spices' },
	},
	{
		file: 'routes/admin/categories/edit.tsx',
		path: '/admin/categories/edit/:id',
		fields: { nameAr: 'توابل', nameEn: 'Spices', slug: 'spices', isActive: 'on' },
		typed: { nameAr: 'توابل', slug: 'spices' },
		gone: 'The category no longer exists; someone may have deleted it.',
	},
	{
		file: 'routes/admin/settings.tsx',
		path: '/admin/settings',
		fields: { company_name_ar: 'تصدير', contact_email: 'sales@tasdeer.example' },
		typed: { company_name_ar: 'تصدير', contact_email: 'sales@tasdeer.example' },
	},
	{
		file: 'routes/admin/seo.tsx',
		path: '/admin/seo',
		fields: { meta_title_ar: 'تصدير', robots_txt: 'User-agent: *' },
		typed: { meta_title_ar: 'تصدير', robots_txt: 'User-agent: *' },
	},
	{
		file: 'routes/admin/advertising.tsx',
		path: '/admin/advertising',
		fields: { id: '987654', ...pixelCodeForm },
		typed: { name: pixelCodeForm.name, code: pixelCodeForm.code },
		gone: 'The code was not found; it may have been deleted.',
	},
	{
		file: 'routes/admin/staff.tsx',
		path: '/admin/users',
		fields: { intent: 'invite', name: 'Sara Staff', email: 'sara@tasdeer.example', role: 'editor' },
		typed: { name: 'Sara Staff', email: 'sara@tasdeer.example', role: 'editor' },
	},
	{
		file: 'routes/admin/account.tsx',
		path: '/admin/account',
		fields: { intent: 'password', currentPassword: 'old long passphrase', newPassword: 'a new long passphrase', confirmPassword: 'a new long passphrase' },
		typed: null,
	},
	{
		file: 'routes/admin/redirects/new.tsx',
		path: '/admin/redirects/new',
		fields: { source: '/old-brochure', target: '/about', status: '301', match: 'exact' },
		typed: { source: '/old-brochure', target: '/about' },
	},
	{
		file: 'routes/admin/redirects/edit.tsx',
		path: '/admin/redirects/:id/edit',
		fields: { source: '/old-brochure', target: '/about', status: '302', match: 'prefix' },
		typed: { source: '/old-brochure', target: '/about', status: '302', match: 'prefix' },
		gone: 'This redirect no longer exists.',
	},
]

function post(path: string, fields: Record<string, string>, cookie = '') {
	const headers = { origin: BASE, 'content-type': 'application/x-www-form-urlencoded', cookie: `${cookie}; lang=en` }
	return new Request(`${BASE}${path}`, { method: 'POST', headers, body: new URLSearchParams({ intent: 'save', ...fields }) })
}

describe.each(testDialects)('back-office forms on the action kernel on %s', (dialect) => {
	withTestDatabase(dialect)
	let admin = ''
	beforeAll(async () => {
		await migrateAuth()
		admin = await staffCookie(BASE, 'forms-admin@tasdeer.example', 'admin')
	})

	const missing = '987654'
	const send = async (form: FormCase, cookie?: string) => {
		const { action } = await loadRoute(form.file)
		const request = post(form.path.replace(':id', missing), form.fields, cookie)
		return callRoute(action!, request, { params: form.path.includes(':id') ? { id: missing } : {} })
	}

	it.each(cases.filter((form) => form.typed))('$path keeps what was typed when the session has ended', async (form) => {
		const answer = await send(form)
		expect(answer.status).toBe(401)
		expect(answer.body).toMatchObject({ ok: false, message: expect.stringContaining('Your session has ended'), values: form.typed })
	})

	it.each(cases.filter((form) => !form.typed))('$path gives no password back when the session has ended: to the sign-in page and back', async (form) => {
		const answer = await send(form)
		expect(answer.status).toBe(302)
		expect(answer.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(form.path)}`)
	})

	it.each(cases.filter((form) => form.gone))('$path answers a save over a deleted record with a banner, keeping the values', async (form) => {
		const answer = await send(form, admin)
		expect(answer.status).toBe(404)
		expect(answer.body).toMatchObject({ ok: false, message: expect.stringContaining(form.gone!), values: form.typed })
	})
})
