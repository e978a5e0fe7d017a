import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Text colours against the page backgrounds they are written on, from the theme itself (app.css):
 * WCAG 2.2 AA asks 4.5:1 for body text. axe checks what is on the pages it visits; this holds the
 * palette to it whatever screen a colour pair ends up on.
 */
const css = fs.readFileSync(new URL('../app.css', import.meta.url), 'utf8')
const token = (name: string) => {
	const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1]
	if (!value) throw new Error(`no --color-${name} in app.css`)
	return value
}
const luminance = (hex: string) => {
	const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
	return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
	return (light! + 0.05) / (dark! + 0.05)
}

describe('palette contrast', () => {
	const backgrounds = { white: '#ffffff', 'sand-50': token('sand-50'), 'sand-100': token('sand-100') }
	for (const text of ['ink-500', 'ink-600', 'ink-700', 'ink-800', 'ink-900', 'brand-700']) {
		for (const [background, hex] of Object.entries(backgrounds)) {
			it(`${text} on ${background} is at least 4.5:1`, () => {
				expect(contrast(token(text), hex)).toBeGreaterThanOrEqual(4.5)
			})
		}
	}
})
