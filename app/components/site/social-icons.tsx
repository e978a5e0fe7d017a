/** Brand glyphs (lucide no longer ships brand logos). */
export function FacebookIcon({ className = '' }: { className?: string }) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden className={`fill-current ${className}`}>
			<path d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
		</svg>
	)
}
export function InstagramIcon({ className = '' }: { className?: string }) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden className={`fill-none stroke-current ${className}`} strokeWidth="1.8">
			<rect x="3.5" y="3.5" width="17" height="17" rx="5" />
			<circle cx="12" cy="12" r="4" />
			<circle cx="17.2" cy="6.8" r="0.6" className="fill-current" />
		</svg>
	)
}
export function LinkedInIcon({ className = '' }: { className?: string }) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden className={`fill-current ${className}`}>
			<path d="M6.9 8.8H3.9V20h3V8.8ZM5.4 4a1.75 1.75 0 1 0 0 3.5 1.75 1.75 0 0 0 0-3.5ZM20.1 13.6c0-3-1.6-4.9-4.3-4.9-1.4 0-2.4.8-2.8 1.5V8.8h-3V20h3v-5.9c0-1.5.5-2.6 1.9-2.6 1.3 0 1.9 1 1.9 2.6V20h3v-6.4Z" />
		</svg>
	)
}
export function XIcon({ className = '' }: { className?: string }) {
	return (
		<svg viewBox="0 0 24 24" aria-hidden className={`fill-current ${className}`}>
			<path d="M17.8 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L2.2 3.5h6.2l4.3 5.7 5.1-5.7Zm-1 16.2h1.7L7.3 5.2H5.5l11.3 14.5Z" />
		</svg>
	)
}
