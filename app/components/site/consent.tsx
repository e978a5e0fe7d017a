import { useEffect, useRef, useSyncExternalStore } from 'react'
import { AnswerButtons } from '#app/components/ui/answer-buttons.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import {
	type ConsentChoice,
	type ConsentState,
	type ConsentStore,
	createConsentStore,
	isTrackerCookie,
} from '#app/lib/consent.ts'

let store: ConsentStore | undefined

/** The page's consent store (browser only). */
export function consentStore(): ConsentStore | undefined {
	if (typeof document === 'undefined') return undefined
	store ??= createConsentStore({
		readCookies: () => document.cookie,
		writeCookie: (cookie) => {
			document.cookie = cookie
		},
		storage: (() => {
			try {
				return window.localStorage
			} catch {
				return null
			}
		})(),
		secure: window.location.protocol === 'https:',
	})
	return store
}

/** What the server knows: nothing (pages are the same for every visitor, so a CDN may keep them). */
const unknownState: ConsentState & { known: false } = { choice: null, open: false, known: false }
/**
 * Making the store reads the cookie and local storage, each a synchronous call to the browser
 * process (5–10 ms on a phone). The first subscription comes from hydration's effects, which run
 * in one task, the longest of a page's load: the store is made in a task of its own just after it,
 * and the subscriber told (decision 0060, "Later (session 34)").
 */
const subscribe = (listener: () => void) => {
	if (typeof document === 'undefined') return () => {}
	if (store) return store.subscribe(listener)
	let unsubscribe: (() => void) | undefined
	const timer = setTimeout(() => {
		unsubscribe = consentStore()?.subscribe(listener)
		listener()
	})
	return () => {
		clearTimeout(timer)
		unsubscribe?.()
	}
}
let lastState: ConsentState | undefined
let lastKnown: ConsentState & { known: boolean } = unknownState
const snapshot = () => {
	// Until the store is made, the choice is unknown, as on the server.
	const state = store?.getState()
	if (!state) return unknownState
	// The same object for the same state, as useSyncExternalStore requires.
	if (state !== lastState) {
		lastState = state
		lastKnown = { ...state, known: true }
	}
	return lastKnown
}

/**
 * The visitor's choice. Unknown while rendering on the server and hydrating (`known: false`), read
 * from the cookie right after: nothing that depends on it is in the server's HTML, so a returning
 * visitor never sees the banner flash, and the page stays the same for everyone.
 */
export function useConsentState(): ConsentState & { known: boolean } {
	return useSyncExternalStore(subscribe, snapshot, () => unknownState)
}

/** Withdrawn consent: the tags' cookies go, and a reload unloads scripts that already ran. */
function withdraw() {
	const host = window.location.hostname
	const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`]
	for (const part of document.cookie.split(';')) {
		const name = part.split('=')[0]!.trim()
		if (!isTrackerCookie(name)) continue
		for (const domain of domains)
			document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`
	}
	window.location.reload()
}

function decide(choice: ConsentChoice) {
	const previous = consentStore()?.choose(choice)
	if (previous === 'granted' && choice === 'denied') withdraw()
}

/** Accepting and rejecting are equally easy: the same button but for its fill. */
const answerLook =
	'focus-visible:ring-brand-600 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none'

/**
 * The consent banner (both languages), rendered only when the site has something that needs
 * consent (a configured tag, or an advertising code marked so), and shown when the visitor has not
 * chosen yet, or when they reopen it from the footer. Accept and reject are equally easy; no
 * choice means no tags.
 * It appears once the page has read the visitor's choice (after hydration), never before: its
 * buttons need the page's scripts anyway, and it is fixed, so it shifts nothing when it comes.
 */
export function ConsentBanner() {
	const { t } = useI18n()
	const { choice, open, known } = useConsentState()
	const heading = useRef<HTMLHeadingElement>(null)
	const visible = known && (choice === null || open)

	useEffect(() => {
		if (visible && open) heading.current?.focus()
	}, [visible, open])

	if (!visible) return null
	return (
		<section
			aria-labelledby="consent-title"
			aria-describedby="consent-text"
			data-testid="consent-banner"
			onKeyDown={(event) => {
				if (event.key === 'Escape' && choice !== null) consentStore()?.close()
			}}
			className="animate-fade-in fixed inset-x-3 bottom-24 z-50 rounded-2xl bg-white p-5 text-start shadow-xl ring-1 shadow-black/15 ring-black/5 sm:inset-x-auto sm:bottom-5 sm:max-w-md ltr:sm:start-5 rtl:sm:end-5"
		>
			<h2
				id="consent-title"
				ref={heading}
				tabIndex={-1}
				className="text-ink-900 text-base font-semibold outline-none"
			>
				{t('consent.title')}
			</h2>
			<p id="consent-text" className="text-ink-700 mt-2 text-sm leading-relaxed">
				{t('consent.text')}
			</p>
			{choice ? (
				<p className="text-ink-600 mt-2 text-xs" data-testid="consent-current">
					{t(choice === 'granted' ? 'consent.currentGranted' : 'consent.currentDenied')}
				</p>
			) : null}
			<AnswerButtons
				className="mt-4 flex flex-wrap gap-2"
				answers={[
					{ label: t('consent.accept'), onClick: () => decide('granted'), testId: 'consent-accept', className: `bg-brand-800 hover:bg-brand-700 text-white ${answerLook}` },
					{ label: t('consent.reject'), onClick: () => decide('denied'), testId: 'consent-reject', className: `border-brand-800 text-brand-800 hover:bg-brand-50 border ${answerLook}` },
				]}
			/>
		</section>
	)
}
