import { createContext, useContext } from 'react'
import { stylesheet } from '#app/critical-assets.ts'

/**
 * The built stylesheet's text, which only the server has (app/server/inline-stylesheet.server.ts):
 * null in the browser, and on a server that could not read it.
 */
export const StylesheetTextContext = createContext<string | null>(null)

/**
 * The site's stylesheet, inline in `<head>` in production (decision 0060): a first visit paints
 * as soon as the document has come, without a round trip for a stylesheet. React 19 renders a
 * `<style href precedence>` as a resource at the top of `<head>` (`data-href`, `data-precedence`);
 * in the browser it finds that element by its `data-href` and adopts it, so the text never goes
 * into the scripts. In development (Vite serves the styles) and on a server that cannot read the
 * file, a `<link>` as before; the browser's empty `<style>` then adds nothing.
 */
export function Stylesheet() {
	const text = useContext(StylesheetTextContext)
	const inline = import.meta.env.PROD && (typeof document !== 'undefined' || text !== null)
	if (!inline) return <link rel="stylesheet" href={stylesheet} precedence="default" />
	return (
		<style href={stylesheet} precedence="default">
			{text ?? ''}
		</style>
	)
}
