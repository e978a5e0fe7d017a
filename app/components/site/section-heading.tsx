export function SectionHeading({
	eyebrow,
	title,
	text,
	align = 'center',
	tone = 'light',
	id,
}: {
	eyebrow: string
	title: string
	text?: string
	align?: 'center' | 'start'
	tone?: 'light' | 'dark'
	id?: string
}) {
	const dark = tone === 'dark'
	return (
		<div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
			<p className={`text-sm font-semibold tracking-wide ${dark ? 'text-grain-300' : 'text-grain-700'}`}>{eyebrow}</p>
			<h2 id={id} className={`mt-2 text-3xl font-bold sm:text-4xl ${dark ? 'text-white' : 'text-brand-950'}`}>
				{title}
			</h2>
			{text ? <p className={`mt-4 text-lg leading-relaxed text-pretty ${dark ? 'text-brand-100' : 'text-ink-600'}`}>{text}</p> : null}
		</div>
	)
}
