import { Suspense, use } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noCodes } from './advertising-codes.server.ts'
import { type DocumentOptions, renderDocument } from './render-document.server.ts'

/** Settles on a later turn of the event loop (setImmediate: not a faked timer). */
function later<T>(value: T, turns = 3): Promise<T> {
	return new Promise((resolve) => {
		const step = (left: number) => (left === 0 ? resolve(value) : setImmediate(() => step(left - 1)))
		step(turns)
	})
}

function Late({ text }: { text: Promise<string> }) {
	return <p>{use(text)}</p>
}

function page(text: Promise<string>) {
	return (
		<html lang="en">
			<head>
				<title>Page</title>
			</head>
			<body>
				<h1>Shell</h1>
				<Suspense fallback={<p>Loading</p>}>
					<Late text={text} />
				</Suspense>
			</body>
		</html>
	)
}

function options(overrides: Partial<DocumentOptions> = {}): DocumentOptions {
	return { nonce: 'n0nce', codes: noCodes, status: 200, headers: new Headers(), wholeDocument: false, timeoutMs: 6_000, onLateError: () => {}, ...overrides }
}

describe('renderDocument', () => {
	beforeEach(() => {
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
	})
	afterEach(() => {
		vi.useRealTimers()
	})

	for (const wholeDocument of [false, true]) {
		it(`leaves no timer behind once the render has ended (${wholeDocument ? 'whole document' : 'streamed'})`, async () => {
			const response = await renderDocument(page(later('Arrived')), options({ wholeDocument }))
			const html = await response.text()
			expect(html).toContain('<h1>Shell</h1>')
			expect(html).toContain('Arrived')
			expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
			// A pending abort timer would keep the finished render (and all it holds) alive for its delay.
			expect(vi.getTimerCount()).toBe(0)
		})
	}

	it('preloads nothing in a Link header: the stylesheet is inline (decision 0060), the fonts load when the first layout uses them (decision 0054)', async () => {
		const response = await renderDocument(page(later('Arrived')), options())
		await response.text()
		expect(response.headers.get('link')).toBeNull()
	})

	it('still aborts a render that runs past its time: the shell goes out, the part that never came is left to the browser', async () => {
		const never = new Promise<string>(() => {})
		const lateErrors: unknown[] = []
		const response = await renderDocument(page(never), options({ onLateError: (error) => lateErrors.push(error) }))
		const body = response.text()
		expect(vi.getTimerCount()).toBe(1)
		await vi.advanceTimersByTimeAsync(6_000)
		const html = await body
		expect(html).toContain('<h1>Shell</h1>')
		expect(html).toContain('Loading')
		expect(html).not.toContain('Arrived')
		expect(lateErrors).toHaveLength(1)
		expect(vi.getTimerCount()).toBe(0)
	})

	it('a shell that cannot render rejects, with no timer left', async () => {
		function Broken(): never {
			throw new Error('shell broke')
		}
		await expect(renderDocument(<Broken />, options())).rejects.toThrow('shell broke')
		expect(vi.getTimerCount()).toBe(0)
	})
})
