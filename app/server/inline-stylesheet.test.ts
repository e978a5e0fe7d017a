import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readStylesheetForInlining } from './inline-stylesheet.server.ts'

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-stylesheet-'))
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }))

function file(name: string, css: string) {
	const at = path.join(directory, name)
	fs.writeFileSync(at, css)
	return at
}

describe('the stylesheet read for inlining (decision 0060)', () => {
	it('is the file as built, byte for byte, with what a <style> may hold (quotes, ">", "<color>")', () => {
		const css = '@property --tw-gradient-from{syntax:"<color>";inherits:false}.a>b::after{content:"أرز — ‹›"}'
		expect(readStylesheetForInlining(file('app.css', css))).toBe(css)
	})

	it('is null when the text would end the <style> early, so the page links the file instead', () => {
		expect(readStylesheetForInlining(file('bad.css', '.a{content:"</STYLE><script>alert(1)</script>"}'))).toBeNull()
	})

	it('is null when the file is missing or unreadable', () => {
		expect(readStylesheetForInlining(path.join(directory, 'missing.css'))).toBeNull()
		expect(readStylesheetForInlining(directory)).toBeNull()
	})
})
