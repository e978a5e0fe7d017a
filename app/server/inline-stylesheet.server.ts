import fs from 'node:fs'
import path from 'node:path'
import { stylesheet } from '#app/critical-assets.ts'
import { logger } from './logger.server.ts'

let text: string | null | undefined

/**
 * The built stylesheet's text, read once from the client build the server serves (server/index.js
 * serves `build/client` from the working directory); null in development, where Vite serves it, or
 * when the file cannot be read (the page then links it, decision 0060).
 */
export function inlineStylesheetText(): string | null {
	if (text !== undefined) return text
	if (!import.meta.env.PROD) return (text = null)
	const file = path.resolve('build/client', `.${stylesheet}`)
	try {
		text = fs.readFileSync(file, 'utf8')
		// A `</style` in the text would end the element early; Tailwind writes none, but never trust it.
		if (/<\/style/i.test(text)) throw new Error('the stylesheet contains "</style"')
	} catch (error) {
		logger.warn({ file, err: error }, 'the stylesheet could not be inlined: pages link it instead')
		text = null
	}
	return text
}
