import type { ReactNode } from 'react'

/**
 * A titled row of cards under a page's main content (the latest posts under a post, related
 * products under a product); nothing at all when there are no items.
 */
export function CardRow<Item extends { slug: string }>({
	id,
	title,
	items,
	className,
	listClassName,
	children,
}: {
	/** The heading's id, which the section is labelled by. */
	id: string
	title: string
	items: Item[]
	className: string
	/** The list's grid. */
	listClassName: string
	/** Draws one item's card. */
	children: (item: Item) => ReactNode
}) {
	if (!items.length) return null
	return (
		<section aria-labelledby={id} className={`below-fold ${className}`}>
			<h2 id={id} className="text-brand-950 text-2xl font-bold">
				{title}
			</h2>
			<ul className={listClassName}>
				{items.map((item) => (
					<li key={item.slug}>{children(item)}</li>
				))}
			</ul>
		</section>
	)
}
