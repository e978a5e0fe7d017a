import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'
import { logoMark, splitCompanyName } from '#app/lib/logo-mark.ts'
import type { DatasheetContent, Table } from './content.server.ts'
import { type Align, type TextStyle, Typesetter } from './typeset.server.ts'

/**
 * The datasheet drawn as an A4 PDF (decision 0036): the company's mark and name, the product's
 * name, picture, description and key facts, its tables (specifications, export data, packaging,
 * certifications), and on every page a footer with the contact details and a QR code to the page.
 * Laid out by logical sides: in Arabic the start is the right edge, and every row mirrors.
 */
const palette = {
	brand950: '#0a1c15',
	brand800: '#183d2e',
	brand700: '#1f4d3a',
	brand50: '#eef6f1',
	grain500: '#c8942e',
	grain700: '#85561f',
	grain50: '#fdf8ec',
	sand100: '#f3eee2',
	sand200: '#e7dfcc',
	ink900: '#1c2321',
	ink700: '#37403b',
	ink600: '#4d5450',
	ink500: '#656b67',
} as const

const page = { width: 595.28, height: 841.89, margin: 40 }
const contentWidth = page.width - 2 * page.margin
const footerHeight = 92
const contentBottom = page.height - page.margin - footerHeight
const cellPadding = { x: 8, y: 5 }

export async function renderDatasheet(content: DatasheetContent, image: Buffer | null): Promise<Buffer> {
	const doc = new PDFDocument({
		size: 'A4',
		margin: page.margin,
		bufferPages: true,
		autoFirstPage: true,
		lang: content.lang,
		displayTitle: true,
		pdfVersion: '1.7',
		info: {
			Title: `${content.product.name} — ${content.title}`,
			Author: content.company.name,
			Subject: content.title,
			Creator: content.company.name,
		},
	})
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
	})
	const sheet = new Sheet(doc, content)
	sheet.header()
	sheet.title()
	sheet.overview(image)
	for (const table of content.tables) sheet.table(table)
	sheet.footers()
	sheet.type.finish()
	doc.end()
	return done
}

class Sheet {
	readonly type: Typesetter
	private y = page.margin
	private readonly rtl: boolean

	constructor(
		private readonly doc: PDFKit.PDFDocument,
		private readonly content: DatasheetContent,
	) {
		this.type = new Typesetter(doc)
		this.rtl = content.lang === 'ar'
	}

	private style(size: number, color: string, weight: TextStyle['weight'] = 'regular', leading?: number): TextStyle {
		return { size, color, weight, lang: this.content.lang, leading }
	}

	/** The page x of a box that starts `offset` from the start edge of the content and is `width` wide. */
	private x(offset: number, width: number): number {
		return this.rtl ? page.margin + contentWidth - offset - width : page.margin + offset
	}

	private text(text: string, style: TextStyle, offset: number, width: number, align: Align = 'start', y = this.y): number {
		return this.type.draw(this.type.layout(text, style, width), this.x(offset, width), y, width, align)
	}

	/** Room for `height` more points on this page, else a new page. */
	private need(height: number) {
		if (this.y + height > contentBottom) this.newPage()
	}

	/** A new page, under a slim running header. */
	private newPage() {
		this.doc.addPage()
		this.y = page.margin
		this.runningHeader()
	}

	header() {
		const { doc, content } = this
		const markSize = 40
		this.mark(this.x(0, markSize), this.y, markSize)
		const [wordmark, tagline] = splitCompanyName(content.company.name)
		const nameWidth = contentWidth / 2 - markSize - 12
		const nameTop = this.y + (tagline ? 3 : 10)
		const below = this.text(wordmark, this.style(16, palette.brand800, 'bold', 1.3), markSize + 12, nameWidth, 'start', nameTop)
		if (tagline) this.text(tagline, this.style(8.5, palette.grain700, 'regular', 1.3), markSize + 12, nameWidth, 'start', below)
		const sideWidth = contentWidth / 2
		const labelBottom = this.text(content.title, this.style(11, palette.grain700, 'bold', 1.4), contentWidth - sideWidth, sideWidth, 'end', this.y + 4)
		this.text(content.issued, this.style(8.5, palette.ink500, 'regular', 1.4), contentWidth - sideWidth, sideWidth, 'end', labelBottom)
		this.y += markSize + 14
		// A deep green rule with the grain accent at the start.
		doc.rect(page.margin, this.y, contentWidth, 2).fill(palette.brand700)
		doc.rect(this.x(0, 72), this.y, 72, 2).fill(palette.grain500)
		this.y += 18
	}

	private runningHeader() {
		const { content } = this
		const half = contentWidth / 2
		this.text(content.company.name, this.style(9, palette.brand800, 'bold', 1.4), 0, half)
		this.text(content.product.name, this.style(9, palette.ink500, 'regular', 1.4), half, half, 'end')
		this.y += 18
		this.doc.rect(page.margin, this.y, contentWidth, 1).fill(palette.sand200)
		this.y += 16
	}

	title() {
		const { product } = this.content
		if (product.category) this.y = this.text(product.category, this.style(9, palette.grain700, 'bold', 1.4), 0, contentWidth)
		this.y = this.text(product.name, this.style(22, palette.brand950, 'bold', 1.3), 0, contentWidth)
		if (product.otherName) {
			const otherLang = this.content.lang === 'ar' ? 'en' : 'ar'
			// The other language's name is set in its own direction, aligned with the title.
			const block = this.type.layout(product.otherName, { ...this.style(11, palette.ink500, 'regular', 1.4), lang: otherLang }, contentWidth)
			this.y = this.type.draw(block, page.margin, this.y, contentWidth, (otherLang === 'ar') === this.rtl ? 'start' : 'end')
		}
		this.y += 14
	}

	/** The picture beside the description and the key facts; without a picture, the text takes the width. */
	overview(image: Buffer | null) {
		const { doc, content } = this
		const imageWidth = image ? 210 : 0
		const gap = image ? 20 : 0
		const textWidth = contentWidth - imageWidth - gap
		const top = this.y
		let textBottom = top
		if (content.product.description) {
			textBottom = this.text(content.product.description, this.style(10, palette.ink700, 'regular', 1.65), imageWidth + gap, textWidth, 'start', top)
		}
		const facts = content.product.facts
		if (facts.length) {
			textBottom += content.product.description ? 12 : 0
			const columns = Math.min(facts.length, 3)
			const factWidth = (textWidth - (columns - 1) * 8) / columns
			const blocks = facts.map((fact) => ({
				label: this.type.layout(fact.label, this.style(8, palette.ink500, 'regular', 1.4), factWidth - 20),
				value: this.type.layout(fact.value, this.style(10, palette.brand950, 'bold', 1.4), factWidth - 20),
			}))
			const boxHeight = Math.max(...blocks.map((b) => b.label.height + b.value.height)) + 16
			blocks.forEach((block, i) => {
				const offset = imageWidth + gap + (i % columns) * (factWidth + 8)
				const y = textBottom + Math.floor(i / columns) * (boxHeight + 8)
				const x = this.x(offset, factWidth)
				doc.roundedRect(x, y, factWidth, boxHeight, 8).lineWidth(0.75).fillAndStroke(palette.grain50, palette.sand200)
				doc.rect(this.rtl ? x + factWidth - 3 : x, y + 8, 3, boxHeight - 16).fill(palette.grain500)
				const below = this.type.draw(block.label, x + 10, y + 8, factWidth - 20)
				this.type.draw(block.value, x + 10, below, factWidth - 20)
			})
			textBottom += Math.ceil(facts.length / columns) * (boxHeight + 8) - 8
		}
		let imageBottom = top
		if (image) {
			const height = 168
			const x = this.x(0, imageWidth)
			doc.save()
			doc.roundedRect(x, top, imageWidth, height, 10).clip()
			doc.rect(x, top, imageWidth, height).fill(palette.sand100)
			doc.image(image, x, top, { cover: [imageWidth, height], align: 'center', valign: 'center' })
			doc.restore()
			imageBottom = top + height
		}
		this.y = Math.max(textBottom, imageBottom) + 22
	}

	/** A titled table; rows that do not fit go on to the next page under the column heads again. */
	table(table: Table) {
		const { doc } = this
		const columns = columnWidths(table)
		const cellStyle = this.style(9, palette.ink900, 'regular', 1.45)
		const firstStyle = this.style(9, palette.ink700, 'bold', 1.45)
		const headStyle = this.style(8, palette.ink600, 'bold', 1.4)
		const layoutRow = (cells: string[], head: boolean) => {
			const blocks = cells.map((cell, i) =>
				this.type.layout(cell, head ? headStyle : i === 0 ? firstStyle : cellStyle, columns[i]! - 2 * cellPadding.x),
			)
			return { blocks, height: Math.max(...blocks.map((b) => b.height)) + 2 * cellPadding.y }
		}
		const head = table.head.length ? layoutRow(table.head, true) : null
		const rows = table.rows.map((row) => layoutRow(row, false))
		const titleHeight = 26
		this.need(titleHeight + (head?.height ?? 0) + (rows[0]?.height ?? 0))
		// The section title, with the grain square at the start.
		doc.rect(this.x(0, 6), this.y + 5, 6, 6).fill(palette.grain500)
		this.text(table.title, this.style(12, palette.brand800, 'bold', 1.3), 14, contentWidth - 14)
		this.y += titleHeight - 6
		const drawRow = (row: ReturnType<typeof layoutRow>, fill: string | null) => {
			if (fill) doc.rect(page.margin, this.y, contentWidth, row.height).fill(fill)
			let offset = 0
			row.blocks.forEach((block, i) => {
				const width = columns[i]!
				this.type.draw(block, this.x(offset, width) + cellPadding.x, this.y + cellPadding.y, width - 2 * cellPadding.x)
				offset += width
			})
			this.y += row.height
		}
		const drawHead = () => {
			if (!head) return
			drawRow(head, palette.sand100)
		}
		let sectionTop = this.y
		drawHead()
		rows.forEach((row, i) => {
			if (this.y + row.height > contentBottom) {
				this.frame(sectionTop)
				this.newPage()
				sectionTop = this.y
				drawHead()
			}
			drawRow(row, i % 2 === 1 ? palette.brand50 : null)
			if (i < rows.length - 1) doc.rect(page.margin, this.y - 0.25, contentWidth, 0.5).fill(palette.sand200)
		})
		this.frame(sectionTop)
		this.y += 20
	}

	/** The table's border, drawn over its rows. */
	private frame(top: number) {
		this.doc.roundedRect(page.margin, top, contentWidth, this.y - top, 6).lineWidth(0.75).stroke(palette.sand200)
	}

	/** The footer of every page: contact details at the start, the QR code to the product page at the end. */
	footers() {
		const { doc, content } = this
		const qr = QRCode.create(content.url, { errorCorrectionLevel: 'M' })
		const range = doc.bufferedPageRange()
		const qrSize = 62
		for (let index = range.start; index < range.start + range.count; index++) {
			doc.switchToPage(index)
			const top = page.height - page.margin - footerHeight + 14
			doc.rect(page.margin, top, contentWidth, 1).fill(palette.sand200)
			const y = top + 10
			const contactWidth = contentWidth - qrSize - 150
			let below = this.text(content.contactTitle, this.style(8, palette.grain700, 'bold', 1.4), 0, contactWidth, 'start', y)
			below = this.text(content.company.name, this.style(9.5, palette.brand800, 'bold', 1.4), 0, contactWidth, 'start', below)
			const detailStyle = this.style(8, palette.ink600, 'regular', 1.45)
			if (content.company.address) below = this.text(content.company.address, detailStyle, 0, contactWidth, 'start', below)
			// Phone numbers, the e-mail and the site read left to right in both languages, set at the start side.
			// No-break spaces inside each: a phone number is never cut across lines.
			const reach = [...content.company.phones, content.company.email, content.company.website]
				.filter(Boolean)
				.map((item) => item.replace(/ /g, '\u00a0'))
				.join('  ·  ')
			if (reach) this.text(reach, { ...detailStyle, lang: 'en' }, 0, contactWidth, this.rtl ? 'end' : 'start', below)
			// The QR code, as vector squares: sharp at any zoom, a few hundred bytes.
			const qrX = this.x(contentWidth - qrSize, qrSize)
			const cell = qrSize / qr.modules.size
			for (let row = 0; row < qr.modules.size; row++)
				for (let col = 0; col < qr.modules.size; col++)
					if (qr.modules.get(row, col)) doc.rect(qrX + col * cell, y + row * cell, cell + 0.01, cell + 0.01)
			doc.fill(palette.brand950)
			const captionWidth = 130
			const captionBottom = this.text(content.scanCaption, this.style(7.5, palette.ink500, 'regular', 1.4), contentWidth - qrSize - 12 - captionWidth, captionWidth, 'end', y + 4)
			const pageLabel = content.pageLabel.replace('{page}', String(index + 1)).replace('{pages}', String(range.count))
			this.text(pageLabel, this.style(7.5, palette.ink500, 'regular', 1.4), contentWidth - qrSize - 12 - captionWidth, captionWidth, 'end', captionBottom + 4)
		}
	}

	private mark(x: number, y: number, size: number) {
		const { doc } = this
		const { tile, ring, ear, stem, awns } = logoMark
		doc.save()
		doc.translate(x, y).scale(size / logoMark.size)
		doc.roundedRect(0, 0, logoMark.size, logoMark.size, tile.radius).fill(tile.fill)
		doc.circle(ring.cx, ring.cy, ring.r).lineWidth(ring.width).stroke(ring.stroke)
		doc.path(ear.d).fill(ear.fill)
		doc.lineCap('round')
		doc.path(stem.d).lineWidth(stem.width).stroke(stem.stroke)
		doc.path(awns.d).lineWidth(awns.width).stroke(awns.stroke)
		doc.restore()
	}
}

/** Column widths: a label and its value; otherwise a wider first column and the rest shared. */
function columnWidths(table: Table): number[] {
	const count = table.rows[0]?.length ?? table.head.length
	if (count === 2) return [contentWidth * 0.38, contentWidth * 0.62]
	const first = count >= 6 ? 0.26 : 0.3
	const rest = (1 - first) / (count - 1)
	return [first, ...Array<number>(count - 1).fill(rest)].map((share) => share * contentWidth)
}
