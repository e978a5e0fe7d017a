import { beforeEach, describe, expect, it, vi } from 'vitest'
import { adminActor as actor } from '#tests/actors.ts'
import { activityLogRows, failNextActivityLog } from '#tests/activity-log.ts'
import { pixelCodeForm } from '#tests/advertising-code-form.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { outcomeText } from '#tests/outcome-text.ts'
import { refusalOf } from '#tests/refusal.ts'
import {
	advertisingCodeForm,
	AdvertisingCodeError,
	createAdvertisingCode,
	deleteAdvertisingCode,
	getAdvertisingCode,
	listAdvertisingCodes,
	saveAdvertisingCodeForm,
	submitAdvertisingCodeRowAction,
	toggleAdvertisingCode,
	updateAdvertisingCode,
} from './advertising-code-admin.server.ts'
import { getPlacedCodes } from './advertising-codes.server.ts'
import { clearCache } from './cache.server.ts'
import { db } from './db/db.server.ts'

vi.mock('./activity.server.ts', { spy: true })

const headerCode = '<meta name="site-verification" content="abc">'

function input(extra: Partial<Parameters<typeof createAdvertisingCode>[0]> = {}) {
	return {
		name: 'Verification',
		code: headerCode,
		type: 'header' as const,
		enabled: true,
		platform: 'Google',
		requiresConsent: false,
		...extra,
	}
}

const refusal = refusalOf(AdvertisingCodeError)

const logRows = () => activityLogRows('ad_code')

async function codeCount() {
	return (await db().selectFrom('advertising_codes').select('id').execute()).length
}

describe.each(testDialects)('advertising-code administration on %s', (dialect) => {
	withTestDatabase(dialect)

	beforeEach(async () => {
		await db().deleteFrom('admin_activity_logs').execute()
		await db().deleteFrom('advertising_codes').execute()
		clearCache()
	})

	it('creates a code, logs it, and lists codes newest first', async () => {
		const first = await createAdvertisingCode(input({ name: 'First' }), actor)
		const second = await createAdvertisingCode(
			input({ name: 'Second', type: 'body_end', code: '<div id="chat"></div>', requiresConsent: true }),
			actor,
		)
		expect(first).toMatchObject({
			name: 'First',
			type: 'header',
			enabled: true,
			platform: 'Google',
			requiresConsent: false,
		})
		expect(second).toMatchObject({ type: 'body_end', requiresConsent: true })
		expect((await listAdvertisingCodes()).map((c) => c.name)).toEqual(['Second', 'First'])
		const rows = await logRows()
		expect(rows.map((r) => [r.action, r.entity_id, r.user_email])).toEqual([
			['create', String(first.id), actor.email],
			['create', String(second.id), actor.email],
		])
		expect(JSON.parse(rows[1]!.details!)).toEqual({
			name: 'Second',
			type: 'body_end',
			platform: 'Google',
			enabled: true,
			requiresConsent: true,
		})
	})

	it('refuses an invalid code on create with the spec message, writing nothing', async () => {
		const error = await refusal(
			createAdvertisingCode(input({ code: '<html><body><script>eval(x)</script></body></html>' }), actor),
		)
		expect(error.message).toBe(
			'Invalid advertising code: Potentially unsafe code detected: eval or document.write with unescape, Header code should not contain body tags, Header code should not contain html tags',
		)
		expect(error.errors).toEqual(['unsafe', 'headerBodyTags', 'headerHtmlTags'])
		expect(await refusal(createAdvertisingCode(input({ code: '   ' }), actor))).toMatchObject({
			message: 'Invalid advertising code: Code cannot be empty',
		})
		expect(await codeCount()).toBe(0)
		expect(await logRows()).toEqual([])
	})

	it('validates an update only when the code changes, against the given type or else the stored one', async () => {
		// A stored code that the rules would refuse (written before them, or by hand).
		const [legacy] = await db()
			.insertInto('advertising_codes')
			.values({
				name: 'Legacy',
				code: '<html><script></script></html>',
				type: 'header',
				enabled: false,
				platform: 'Old',
				requires_consent: false,
			})
			.returning('id')
			.execute()
		const id = legacy!.id
		// Unchanged code: no validation, the other fields save.
		const renamed = await updateAdvertisingCode(
			id,
			{ name: 'Legacy renamed', code: '<html><script></script></html>' },
			actor,
		)
		expect(renamed.name).toBe('Legacy renamed')
		expect((await toggleAdvertisingCode(id, true, actor)).enabled).toBe(true)

		// A changed code is checked against the stored type (header) when none is given...
		const stored = await refusal(updateAdvertisingCode(id, { code: '<body><script></script></body>' }, actor))
		expect(stored.message).toBe('Invalid advertising code: Header code should not contain body tags')
		// ...and against the given type when there is one.
		const given = await refusal(
			updateAdvertisingCode(id, { code: '<head><meta charset="utf-8"></head>', type: 'body_start' }, actor),
		)
		expect(given.message).toBe('Invalid advertising code: Body code should not contain head tags')
		// The same markup is fine as a body code (the header rule is not applied to it).
		const moved = await updateAdvertisingCode(
			id,
			{ code: '<body-widget></body-widget><div>x</div>', type: 'body_start' },
			actor,
		)
		expect(moved).toMatchObject({ type: 'body_start', code: '<body-widget></body-widget><div>x</div>' })
		expect((await getAdvertisingCode(id))?.name).toBe('Legacy renamed')

		const rows = await logRows()
		expect(rows.map((r) => r.action)).toEqual(['update', 'update', 'update'])
		expect(JSON.parse(rows[0]!.details!).changes.map((change: { field: string }) => change.field)).toEqual(['name'])
		expect(JSON.parse(rows[1]!.details!).changes.map((change: { field: string }) => change.field)).toEqual(['enabled'])
		expect(JSON.parse(rows[2]!.details!).changes.map((change: { field: string }) => change.field)).toEqual(['code', 'type'])
		expect(JSON.parse(rows[0]!.details!).changes[0]).toMatchObject({ field: 'name', to: 'Legacy renamed' })
		// The same values again (a save as it was, a toggle to what it is): nothing logged.
		await updateAdvertisingCode(id, { name: 'Legacy renamed', code: '<body-widget></body-widget><div>x</div>', type: 'body_start' }, actor)
		await updateAdvertisingCode(id, { enabled: (await getAdvertisingCode(id))!.enabled }, actor)
		expect(await logRows()).toHaveLength(3)
	})

	it('toggles a code to its opposite and deletes it, each logged; a missing code is refused', async () => {
		const code = await createAdvertisingCode(input({ enabled: false }), actor)
		expect((await toggleAdvertisingCode(code.id, true, actor)).enabled).toBe(true)
		expect((await toggleAdvertisingCode(code.id, false, actor)).enabled).toBe(false)
		expect((await deleteAdvertisingCode(code.id, actor)).name).toBe('Verification')
		expect(await getAdvertisingCode(code.id)).toBeNull()
		expect((await logRows()).map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete'])
		expect((await refusal(deleteAdvertisingCode(code.id, actor))).code).toBe('not_found')
		expect((await refusal(toggleAdvertisingCode(code.id, true, actor))).code).toBe('not_found')
	})

	it('keeps nothing half-written when the activity log fails', async () => {
		failNextActivityLog()
		await expect(createAdvertisingCode(input(), actor)).rejects.toThrow('log refused')
		expect(await codeCount()).toBe(0)
		const code = await createAdvertisingCode(input({ enabled: true }), actor)
		failNextActivityLog()
		await expect(toggleAdvertisingCode(code.id, false, actor)).rejects.toThrow('log refused')
		expect((await getAdvertisingCode(code.id))?.enabled).toBe(true)
		failNextActivityLog()
		await expect(deleteAdvertisingCode(code.id, actor)).rejects.toThrow('log refused')
		expect(await getAdvertisingCode(code.id)).not.toBeNull()
	})

	it('shows every change on the public pages at once (the cached codes are dropped)', async () => {
		const placed = async () => (await getPlacedCodes({ consent: false })).placed
		expect((await placed()).header).toEqual([])
		const code = await createAdvertisingCode(input({ code: '<meta name="marker" content="one">' }), actor)
		expect((await placed()).header).toEqual(['<meta name="marker" content="one">'])
		await updateAdvertisingCode(code.id, { code: '<meta name="marker" content="two">' }, actor)
		expect((await placed()).header).toEqual(['<meta name="marker" content="two">'])
		await updateAdvertisingCode(code.id, { requiresConsent: true }, actor)
		expect((await getPlacedCodes({ consent: false })).deferred.header).toEqual([
			'<meta name="marker" content="two">',
		])
		expect((await getPlacedCodes({ consent: true })).placed.header).toEqual([
			'<meta name="marker" content="two">',
		])
		await toggleAdvertisingCode(code.id, false, actor)
		expect(await getPlacedCodes({ consent: true })).toEqual({
			placed: { header: [], bodyStart: [], bodyEnd: [] },
			deferred: { header: [], bodyStart: [], bodyEnd: [] },
		})
		await toggleAdvertisingCode(code.id, true, actor)
		expect((await getPlacedCodes({ consent: true })).placed.header).toHaveLength(1)
		await deleteAdvertisingCode(code.id, actor)
		expect((await getPlacedCodes({ consent: true })).placed.header).toEqual([])
	})

	describe('the screen submissions', () => {
		const form = pixelCodeForm

		it('checks name, code and platform in that order, in the staff member language, before the code', async () => {
			const empty = outcomeText(await saveAdvertisingCodeForm({ type: 'header' }, { actor, lang: 'en' }), 'en')
			expect(empty).toMatchObject({
				ok: false,
				status: 400,
				message: 'The code name is required',
				errors: {
					name: 'The code name is required',
					code: 'The code is required',
					platform: 'The platform name is required',
				},
			})
			expect(outcomeText(await saveAdvertisingCodeForm({ ...form, name: ' ', platform: '' }, { actor, lang: 'ar' }), 'ar')).toMatchObject(
				{ message: 'اسم الكود مطلوب' },
			)
			expect(outcomeText(await saveAdvertisingCodeForm({ ...form, code: '' }, { actor, lang: 'en' }), 'en')).toMatchObject({
				message: 'The code is required',
			})
			expect(outcomeText(await saveAdvertisingCodeForm({ ...form, platform: '' }, { actor, lang: 'en' }), 'en')).toMatchObject({
				message: 'The platform name is required',
				errors: { platform: 'The platform name is required' },
			})
			// A field's own problem is the banner too, not a general "correct the highlighted fields".
			expect(outcomeText(await saveAdvertisingCodeForm({ ...form, type: 'footer' }, { actor, lang: 'en' }), 'en')).toMatchObject({
				status: 400,
				message: 'Choose a value from the list',
				errors: { type: 'Choose a value from the list' },
			})
			expect(outcomeText(await saveAdvertisingCodeForm({ ...form, name: 'n'.repeat(201) }, { actor, lang: 'ar' }), 'ar')).toMatchObject({
				status: 400,
				message: 'يجب ألا يزيد عن 200 حرف',
				errors: { name: 'يجب ألا يزيد عن 200 حرف' },
			})
			expect(await codeCount()).toBe(0)
		})

		it('refuses an invalid code with the joined errors, and keeps what was typed', async () => {
			const bad = { ...form, code: '<html><body></body></html>' }
			const en = outcomeText(await saveAdvertisingCodeForm(bad, { actor, lang: 'en' }), 'en')
			expect(en).toMatchObject({
				ok: false,
				status: 400,
				message:
					'Invalid advertising code: Header code should not contain body tags, Header code should not contain html tags',
			})
			// What the kernel gives back as typed.
			expect(advertisingCodeForm.values!({ ...bad, intent: 'save' })).toEqual({ name: 'Pixel', code: '<html><body></body></html>', platform: 'Meta', type: 'header', enabled: 'on' })
			const ar = outcomeText(await saveAdvertisingCodeForm(bad, { actor, lang: 'ar' }), 'ar')
			expect(ar.message).toBe(
				'كود إعلاني غير صالح: يجب ألا يحتوي كود رأس الصفحة على وسوم body، يجب ألا يحتوي كود رأس الصفحة على وسوم html',
			)
			expect(await codeCount()).toBe(0)
		})

		it('creates, then updates, with the spec texts; warnings do not block', async () => {
			const created = outcomeText(await saveAdvertisingCodeForm({ ...form, requiresConsent: 'on' }, { actor, lang: 'en' }), 'en')
			expect(created).toEqual({ ok: true, message: 'Code created successfully', redirectTo: '/admin/advertising' })
			const [stored] = await listAdvertisingCodes()
			expect(stored).toMatchObject({
				name: 'Pixel',
				enabled: true,
				requiresConsent: true,
				type: 'header',
			})
			// No script, meta or link tag: a warning only.
			const updated = outcomeText(await saveAdvertisingCodeForm(
				{ name: 'Pixel', platform: 'Meta', code: '<style>.x{}</style>', type: 'header' },
				{ id: stored!.id, actor, lang: 'ar' },
			), 'ar')
			expect(updated).toMatchObject({ ok: true, message: 'تم تحديث الكود بنجاح' })
			// Unticked boxes are absent from a submitted form: both switch off.
			expect(await getAdvertisingCode(stored!.id)).toMatchObject({
				code: '<style>.x{}</style>',
				enabled: false,
				requiresConsent: false,
			})
			expect(outcomeText(await saveAdvertisingCodeForm(form, { id: 999_999, actor, lang: 'en' }), 'en')).toMatchObject({
				ok: false,
				status: 404,
			})
		})

		it('answers toggles and deletes with the spec texts, and failures with theirs', async () => {
			const code = await createAdvertisingCode(input({ enabled: false }), actor)
			const id = String(code.id)
			expect(
				outcomeText(await submitAdvertisingCodeRowAction({ intent: 'toggle', id, enabled: 'true' }, { actor }), 'en'),
			).toEqual({ ok: true, message: 'Code activated successfully' })
			expect(
				outcomeText(await submitAdvertisingCodeRowAction({ intent: 'toggle', id, enabled: 'false' }, { actor }), 'ar'),
			).toEqual({ ok: true, message: 'تم إلغاء تفعيل الكود بنجاح' })
			expect(
				outcomeText(await submitAdvertisingCodeRowAction({ intent: 'toggle', id, enabled: 'maybe' }, { actor }), 'en'),
			).toMatchObject({ ok: false, status: 400, message: 'An error occurred while updating the code state' })
			expect(outcomeText(await submitAdvertisingCodeRowAction({ intent: 'delete', id }, { actor }), 'en')).toEqual({
				ok: true,
				message: 'Code deleted successfully',
			})
			expect(outcomeText(await submitAdvertisingCodeRowAction({ intent: 'delete', id }, { actor }), 'ar')).toMatchObject({
				ok: false,
				status: 404,
				message: expect.stringContaining('حدث خطأ أثناء حذف الكود'),
			})
			expect(
				outcomeText(await submitAdvertisingCodeRowAction({ intent: 'delete', id: 'abc' }, { actor }), 'en'),
			).toMatchObject({ ok: false, status: 400, message: 'An error occurred while deleting the code' })
			expect(outcomeText(await submitAdvertisingCodeRowAction({ intent: 'other', id }, { actor }), 'en')).toMatchObject({
				ok: false,
				status: 400,
			})
			const other = await createAdvertisingCode(input(), actor)
			failNextActivityLog()
			expect(
				outcomeText(await submitAdvertisingCodeRowAction(
					{ intent: 'toggle', id: String(other.id), enabled: 'false' },
					{ actor },
				), 'en'),
			).toEqual({
				ok: false,
				status: 500,
				message: 'An error occurred while updating the code state',
			})
			expect((await getAdvertisingCode(other.id))?.enabled).toBe(true)
		})
	})
})
