import fs from 'node:fs'
import path from 'node:path'
import { stylesheet } from '#app/critical-assets.ts'
import { logger } from './logger.server.ts'

let text: string | null | undefined

/**
 * The built stylesheet's text, read once from the client build the server serves (server/index.js
 * serves `build/client` from the working directory); null in development, where Vite serves it, or
 * when the file cannot be inlined (the page then links it, decision 0060).
 */
export function inlineStylesheetText(): string | null {
	if (text === undefined) text = import.meta.env.PROD ? readStylesheetForInlining(path.resolve('build/client', `.${stylesheet}`)) : null
	return text
}

/** The file's text, or null (with a warning) when it cannot be read or cannot sit in a `<style>`. */
export function readStylesheetForInlining(file: string): string | null {
	try {
		const css = fs.readFileSync(file, 'utf8')
		// A `</style` in the text would end the element early; Tailwind writes none, but never trust it.
		if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style"')
		return css
	} catch (error) {
		logger.warn({ file, err: error }, 'the stylesheet could not be inlined: pages link it instead')
		return null
	}
}
