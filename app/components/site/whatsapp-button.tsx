import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { whatsappLink } from '#app/lib/whatsapp.ts'

/**
 * Floating at the bottom right of every page in both directions, as the spec says (end in LTR, start
 * in RTL), with its tooltip opening towards the page. It steps aside (hidden, out of the tab order)
 * while it would lie over an element marked `data-keep-clear`, such as the contact form on a phone,
 * whose right-aligned Arabic labels it would otherwise cover; it returns once that element is past.
 */
export function WhatsAppButton({ number, message }: { number: string; message: string }) {
	const { t } = useI18n()
	const yielded = useKeepClear()
	if (!number.replace(/\D/g, '')) return null
	const label = t('whatsapp.tooltip')
	// In a landmark of its own (complementary), as all content must be: a screen reader's landmark list
	// reaches it, and it is not orphan content after the footer.
	return (
		<aside aria-label={label}>
			<a
				ref={yielded.ref}
				data-yielded={yielded.hidden || undefined}
				href={whatsappLink(number, message || t('whatsapp.defaultMessage'))}
				target="_blank"
				rel="noopener noreferrer"
				aria-label={label}
				data-testid="whatsapp-button"
				data-analytics="whatsapp_click"
				className={`group fixed bottom-5 ltr:end-5 rtl:start-5 z-40 flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-black/20 transition-[transform,opacity,visibility] hover:scale-105 focus-visible:scale-105 ${yielded.hidden ? 'invisible opacity-0' : ''}`}
			>
				<svg viewBox="0 0 32 32" aria-hidden className="size-7 fill-current">
					<path d="M16.04 3C8.9 3 3.1 8.78 3.1 15.9c0 2.28.6 4.5 1.74 6.46L3 29l6.82-1.79a12.9 12.9 0 0 0 6.21 1.58h.01c7.13 0 12.93-5.78 12.93-12.9C28.97 8.78 23.17 3 16.04 3Zm0 23.6h-.01a10.7 10.7 0 0 1-5.45-1.49l-.39-.23-4.05 1.06 1.08-3.94-.25-.4a10.64 10.64 0 0 1-1.64-5.69c0-5.9 4.81-10.7 10.72-10.7 2.86 0 5.55 1.11 7.57 3.13a10.6 10.6 0 0 1 3.14 7.57c0 5.9-4.82 10.69-10.72 10.69Zm5.88-8.01c-.32-.16-1.91-.94-2.2-1.05-.3-.11-.51-.16-.73.16-.21.32-.83 1.05-1.02 1.27-.19.21-.38.24-.7.08-.32-.16-1.36-.5-2.59-1.6-.96-.85-1.6-1.9-1.79-2.22-.19-.32-.02-.5.14-.65.14-.14.32-.38.48-.56.16-.19.21-.32.32-.54.11-.21.05-.4-.03-.56-.08-.16-.73-1.75-1-2.4-.26-.63-.53-.54-.73-.55h-.62c-.21 0-.56.08-.86.4-.29.32-1.12 1.1-1.12 2.67 0 1.58 1.15 3.1 1.31 3.32.16.21 2.26 3.44 5.47 4.83.77.33 1.36.52 1.83.67.77.24 1.47.21 2.02.13.62-.09 1.91-.78 2.18-1.53.27-.75.27-1.4.19-1.53-.08-.13-.29-.21-.61-.37Z" />
				</svg>
				<span
					role="tooltip"
					className="bg-ink-900 pointer-events-none absolute rounded-lg ltr:end-full ltr:me-3 rtl:start-full rtl:ms-3 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
				>
					{label}
				</span>
			</a>
		</aside>
	)
}

/** Whether the button's box meets an element that must stay clear, checked on scroll and resize. */
function useKeepClear() {
	const ref = useRef<HTMLAnchorElement>(null)
	const [hidden, setHidden] = useState(false)
	const { pathname } = useLocation()
	useEffect(() => {
		let frame = 0
		const check = () => {
			frame = 0
			const button = ref.current?.getBoundingClientRect()
			if (!button) return
			const covers = Array.from(document.querySelectorAll('[data-keep-clear]'), (element) =>
				element.getBoundingClientRect(),
			).some(
				(r) =>
					r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top,
			)
			setHidden(covers)
		}
		const schedule = () => {
			frame ||= requestAnimationFrame(check)
		}
		// At the next frame, not now: this effect runs in the task that ends hydration, and measuring
		// here would force the page's layout inside it (decision 0060, "Later (session 34)").
		schedule()
		addEventListener('scroll', schedule, { passive: true })
		addEventListener('resize', schedule)
		return () => {
			cancelAnimationFrame(frame)
			removeEventListener('scroll', schedule)
			removeEventListener('resize', schedule)
		}
	}, [pathname])
	return { ref, hidden }
}
