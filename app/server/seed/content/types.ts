import type { WeightUnit } from '#app/lib/units.ts'
import type { Landscape } from '../art/landscapes.ts'
import type { ProductArt } from '../art/product-art.ts'

/** The demo content as plain data; `seed.server.ts` writes it and `images.server.ts` draws it. */
export interface Bilingual {
	ar: string
	en: string
}

export interface SeedCategory {
	slug: string
	/** Slug of the parent; roots have none. */
	parent?: string
	name: Bilingual
	description: Bilingual
	/**
	 * The picture of a root category. A sub-category shows the gallery picture of its first product
	 * instead: the same goods, and one picture fewer to render.
	 */
	art?: ProductArt
}

export interface SeedSpec {
	name: Bilingual
	value: Bilingual
	/** Hidden from visitors; kept for staff (defaults to true). */
	active?: boolean
}

export interface SeedProduct {
	slug: string
	category: string
	name: Bilingual
	description: Bilingual
	origin: Bilingual
	packaging: Bilingual
	weight: number
	unit: WeightUnit
	featured?: boolean
	/** Defaults to true; a couple of products are inactive to exercise filtering. */
	active?: boolean
	specs: SeedSpec[]
	art: ProductArt
	/** The gallery picture, when the flat lay of `art` is not the right one (e.g. packaging). */
	galleryArt?: ProductArt
}

export interface SeedPost {
	slug: string
	title: Bilingual
	excerpt: Bilingual
	/** Simple HTML: p, h2, ul/li, strong. */
	body: Bilingual
	cover: Landscape
	author: string
	/** Published this many days before the first seed (the date is kept on later seeds). */
	daysAgo: number
	status: 'published' | 'draft'
}
