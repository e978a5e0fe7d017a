import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router'
import { scrollPositionsKey, scrollRestoreScript } from '#app/lib/scroll-restore-script.ts'

const script = scrollRestoreScript()

/**
 * React Router's scroll restoration (its hook: positions saved on leaving, restored on back and
 * forward, new pages scrolled to the top) with our inline script for the first paint, which leaves
 * session storage alone on a new history entry (app/lib/scroll-restore-script.ts).
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
	useScrollRestoration({ storageKey: scrollPositionsKey })
	return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
