import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { expectHydrated, openHydrated } from './hydration.ts'
import { staff } from './staff.ts'
import { expectLandedOn } from './saves.ts'

/** A small real image for the upload (the server decodes and re-encodes what it receives). */
function picture() {
	return sharp({ create: { width: 120, height: 80, channels: 3, background: '#7a8f3c' } })
		.png()
		.toBuffer()
}

/** A unique suffix: journeys share one server and run in parallel. */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`

const row = (page: Page, slug: string) => page.getByTestId(`category-${slug}`)
/** The row's own line (not its nested children). */
const line = (page: Page, slug: string) => row(page, slug).locator('xpath=./div[1]')

async function createCategory(page: Page, fields: { nameAr: string; nameEn: string; slug: string; parentSlug?: string; image?: boolean }) {
	if (fields.parentSlug) {
		await line(page, fields.parentSlug).getByRole('link', { name: /إضافة فئة فرعية/ }).click()
		await expect(page).toHaveURL(/\/admin\/categories\/new\?parent=\d+$/)
	} else {
		await openHydrated(page, '/admin/categories/new')
	}
	await page.locator('input[name=nameAr]').fill(fields.nameAr)
	await page.locator('input[name=nameEn]').fill(fields.nameEn)
	await page.locator('input[name=slug]').fill(fields.slug)
	if (fields.image) {
		await page.getByTestId('imageUrl-file').setInputFiles({ name: 'rice.png', mimeType: 'image/png', buffer: await picture() })
		await expect(page.getByTestId('imageUrl-preview')).toBeVisible()
	}
	await page.getByTestId('category-save').click()
	await expect(page).toHaveURL(/\/admin\/categories\?saved=\d+$/)
	await expect(page.getByTestId('banner-success')).toHaveText(`حُفظت الفئة «${fields.nameAr}».`)
}

/**
 * Focuses a move control, presses Enter on whatever then has the focus (as a keyboard does) and
 * waits for the move's answer, so a failure says which step did not happen: the focus taken away,
 * nothing posted, or an error answered.
 */
async function pressToMove(page: Page, control: Locator) {
	await control.focus()
	await expect(control, 'the move control keeps the focus until the key is pressed').toBeFocused()
	const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/admin/categories'), { timeout: 15_000 })
	await page.keyboard.press('Enter')
	const response = await answer.catch(() => {
		throw new Error('Enter on the move control posted no move within 15 s')
	})
	expect(response.status(), 'the move is answered').toBeLessThan(400)
}

test.describe('categories back-office', () => {
	test.use({ storageState: staff.admin.state })

	test('create a root and a child with an image, see it on the site, move it with the keyboard buttons, delete with care', async ({ page }) => {
		test.slow()
		const t = tag()
		const root = { nameAr: `حبوب تجريبية ${t}`, nameEn: `Test grains ${t}`, slug: `e2e-root-${t}` }
		const child = { nameAr: `أرز تجريبي ${t}`, nameEn: `Test rice ${t}`, slug: `e2e-rice-${t}` }
		const sibling = { nameAr: `قمح تجريبي ${t}`, nameEn: `Test wheat ${t}`, slug: `e2e-wheat-${t}` }

		// A refused form keeps what was typed and says what is wrong, in Arabic.
		await page.goto('/admin/categories/new')
		// The slug follows the English name until it is edited.
		await page.locator('input[name=nameEn]').fill('Sun-Dried Dates & Figs')
		await expect(page.locator('input[name=slug]')).toHaveValue('sun-dried-dates-and-figs')
		await page.locator('input[name=nameEn]').fill('')
		await page.locator('input[name=nameAr]').fill(root.nameAr)
		await page.locator('input[name=slug]').fill('Not A Slug')
		await page.getByTestId('category-save').click()
		await expect(page.getByTestId('banner-error')).toHaveText('يرجى تصحيح الحقول المشار إليها.')
		await expect(page.getByText('استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات فقط')).toBeVisible()
		await expect(page.getByText('هذا الحقل مطلوب')).toBeVisible()
		await expect(page.locator('input[name=nameAr]')).toHaveValue(root.nameAr)
		await expect(page.locator('input[name=slug]')).toHaveValue('Not A Slug')

		await createCategory(page, root)
		await expect(line(page, root.slug)).toHaveAttribute('data-highlighted', 'true')
		await createCategory(page, { ...child, parentSlug: root.slug, image: true })
		await createCategory(page, { ...sibling, parentSlug: root.slug })
		const children = row(page, root.slug).locator('xpath=./ol/li')
		await expect(children).toHaveCount(2)
		await expect(children.nth(0)).toHaveAttribute('data-testid', `category-${child.slug}`)
		await expect(line(page, child.slug).locator('img')).toHaveAttribute('src', /^\/media\/[a-f0-9]+\/400\.webp$/)
		await expect(line(page, child.slug)).toContainText(child.nameEn)

		// The child is on the public site, in Arabic and in English, with its parent in the breadcrumbs.
		await page.goto(`/products/category/${child.slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.nameAr)
		await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: root.nameAr })).toBeVisible()
		await page.goto(`/en/products/category/${child.slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.nameEn)
		await page.goto(`/products/category/${root.slug}`)
		await expect(page.getByRole('link', { name: child.nameAr, exact: true }).first()).toBeVisible()

		// Keyboard moves: focus the button, press Enter; the move is announced and focus stays put.
		await openHydrated(page, '/admin/categories')
		const up = line(page, sibling.slug).getByRole('button', { name: `نقل «${sibling.nameAr}» لأعلى` })
		await pressToMove(page, up)
		const announcement = page.getByTestId('tree-announcement')
		await expect(announcement).toHaveText(`نُقلت «${sibling.nameAr}» إلى الموضع 1 من 2 ضمن «${root.nameAr}».`)
		await expect(children.nth(0)).toHaveAttribute('data-testid', `category-${sibling.slug}`)
		await expect(up).toBeFocused()
		// At the top, "up" does nothing.
		await expect(up).toHaveAttribute('aria-disabled', 'true')

		const down = line(page, sibling.slug).getByRole('button', { name: `نقل «${sibling.nameAr}» لأسفل` })
		await pressToMove(page, down)
		await expect(announcement).toHaveText(`نُقلت «${sibling.nameAr}» إلى الموضع 2 من 2 ضمن «${root.nameAr}».`)
		await expect(children.nth(1)).toHaveAttribute('data-testid', `category-${sibling.slug}`)

		// Out to the root through "move to…", from the keyboard.
		await line(page, child.slug).getByTestId('move-to').focus()
		await page.keyboard.press('Enter')
		const target = line(page, child.slug).getByTestId('move-target')
		await expect(target).toBeFocused()
		// Its own branch is never offered.
		await expect(target.locator('option', { hasText: child.nameAr })).toHaveCount(0)
		await target.selectOption('root')
		await pressToMove(page, line(page, child.slug).getByTestId('move-submit'))
		await expect(announcement).toHaveText(new RegExp(`^نُقلت «${child.nameAr}» إلى الموضع \\d+ من \\d+ في المستوى الأعلى\\.$`))
		await expect(page.locator(`[data-testid=category-tree] > li[data-testid=category-${child.slug}]`)).toHaveCount(1)
		await expect(children).toHaveCount(1)
		// The parent changed on the site too: the child has no parent in its breadcrumbs any more.
		await page.goto(`/products/category/${child.slug}`)
		await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: root.nameAr })).toHaveCount(0)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.nameAr)

		// A category with products is refused with a clear message, and stays.
		await openHydrated(page, '/admin/categories')
		await line(page, 'tea').getByRole('button', { name: 'حذف «الشاي»' }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-error')).toHaveText(/^لا يمكن حذف الفئة «الشاي» لأنها تحتوي على منتجات \(\d+\)\. انقل منتجاتها إلى فئة أخرى أو احذفها أولًا\.$/)
		await expect(row(page, 'tea')).toBeVisible()
		// So is one with subcategories.
		await line(page, root.slug).getByRole('button', { name: `حذف «${root.nameAr}»` }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-error')).toHaveText(`لا يمكن حذف الفئة «${root.nameAr}» لأن لها فئات فرعية (1). انقل الفئات الفرعية أو احذفها أولًا.`)

		// Cancelling the confirmation deletes nothing; confirming deletes the empty category.
		await line(page, child.slug).getByRole('button', { name: `حذف «${child.nameAr}»` }).click()
		await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click()
		await expect(row(page, child.slug)).toBeVisible()
		await line(page, child.slug).getByRole('button', { name: `حذف «${child.nameAr}»` }).click()
		await expect(page.getByRole('dialog')).toContainText(`هل تريد حذف الفئة «${child.nameAr}»؟`)
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-success')).toHaveText(`حُذفت الفئة «${child.nameAr}».`)
		await expect(row(page, child.slug)).toHaveCount(0)
		await page.goto(`/products/category/${child.slug}`)
		await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(child.nameAr)
	})

	test('edit a category: rename, deactivate, and a parent can never be its own descendant', async ({ page }) => {
		const t = tag()
		const parent = { nameAr: `أب ${t}`, nameEn: `Parent ${t}`, slug: `e2e-parent-${t}` }
		const kid = { nameAr: `ابن ${t}`, nameEn: `Kid ${t}`, slug: `e2e-kid-${t}` }
		await createCategory(page, parent)
		await createCategory(page, { ...kid, parentSlug: parent.slug })

		await line(page, parent.slug).getByRole('link', { name: `تعديل «${parent.nameAr}»` }).click()
		await expectLandedOn(page, /\/admin\/categories\/edit\/\d+$/)
		const parentSelect = page.locator('select[name=parentId]')
		// Neither itself nor its child is offered as a parent.
		await expect(parentSelect.locator('option', { hasText: parent.nameAr })).toHaveCount(0)
		await expect(parentSelect.locator('option', { hasText: kid.nameAr })).toHaveCount(0)
		await expect(page.getByTestId('category-summary')).toHaveText('المنتجات: 0 · الفئات الفرعية: 1')

		await page.locator('input[name=nameEn]').fill(`Renamed ${t}`)
		await page.getByTestId('is-active').uncheck()
		await page.getByTestId('category-save').click()
		await expect(page).toHaveURL(/\?saved=\d+$/)
		await expect(line(page, parent.slug).getByTestId('inactive-badge')).toHaveText('مسودة')
		await expect(line(page, parent.slug)).toContainText(`Renamed ${t}`)
		// Hidden from visitors, with its whole branch.
		expect((await page.request.get(`/products/category/${kid.slug}`)).status()).toBe(404)

		// The edit screen's delete refuses while a child exists.
		await line(page, parent.slug).getByRole('link', { name: `تعديل «${parent.nameAr}»` }).click()
		await expectHydrated(page.getByRole('button', { name: 'حذف', exact: true }))
		await page.getByRole('button', { name: 'حذف', exact: true }).click()
		await page.getByRole('dialog').getByTestId('confirm-submit').click()
		await expect(page.getByTestId('banner-error')).toContainText('لأن لها فئات فرعية (1)')
	})

	test('drag and drop reparents a category; the screen works in English', async ({ page }) => {
		const t = tag()
		const a = { nameAr: `أ ${t}`, nameEn: `Alpha ${t}`, slug: `e2e-alpha-${t}` }
		const b = { nameAr: `ب ${t}`, nameEn: `Beta ${t}`, slug: `e2e-beta-${t}` }
		await createCategory(page, a)
		await createCategory(page, b)
		await page.context().addCookies([{ name: 'lang', value: 'en', url: page.url() }])
		await page.goto('/admin/categories')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories')
		// Dropping needs the page's scripts: a drag before they run moves nothing.
		await expectHydrated(line(page, b.slug).getByTestId('drag-handle'), 15_000)

		await line(page, b.slug).getByTestId('drag-handle').dragTo(line(page, a.slug))
		await expect(page.getByTestId('tree-announcement')).toHaveText(`Moved “${b.nameEn}” to position 1 of 1 under “${a.nameEn}”.`)
		await expect(row(page, a.slug).locator(`xpath=./ol/li[@data-testid="category-${b.slug}"]`)).toHaveCount(1)

		// Dragging a parent onto its own child is not a drop target: nothing moves.
		await line(page, a.slug).getByTestId('drag-handle').dragTo(line(page, b.slug))
		await expect(row(page, a.slug).locator(`xpath=./ol/li[@data-testid="category-${b.slug}"]`)).toHaveCount(1)
		await expect(page.locator(`[data-testid=category-tree] > li[data-testid=category-${a.slug}]`)).toHaveCount(1)
	})
})

test.describe('categories as an editor', () => {
	test.use({ storageState: staff.editor.state })

	test('an editor manages categories too, and a cross-site post is refused', async ({ page }) => {
		const t = tag()
		const mine = { nameAr: `محرر ${t}`, nameEn: `Editor ${t}`, slug: `e2e-editor-${t}` }
		await createCategory(page, mine)
		const id = new URL(page.url()).searchParams.get('saved')!
		const forged = await page.request.post('/admin/categories', {
			form: { intent: 'delete', id },
			headers: { origin: 'https://evil.example' },
			maxRedirects: 0,
		})
		// Refused before anything is written (by React Router's origin check or by ours).
		expect([400, 403]).toContain(forged.status())
		await page.reload()
		await expect(row(page, mine.slug)).toBeVisible()
	})
})

test.describe('categories on a narrow screen', () => {
	test.use({ storageState: staff.admin.state, viewport: { width: 375, height: 800 } })

	test('every row keeps its move, edit and delete buttons within the screen', async ({ page }) => {
		await page.goto('/admin/categories')
		const first = line(page, 'grains-rice')
		for (const button of [first.getByTestId('move-down'), first.getByTestId('move-to'), first.getByRole('link', { name: /تعديل/ })]) {
			const box = (await button.boundingBox())!
			expect(box.x).toBeGreaterThanOrEqual(0)
			expect(box.x + box.width).toBeLessThanOrEqual(375)
		}
		expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
	})
})
