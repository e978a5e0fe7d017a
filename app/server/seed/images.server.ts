import os from 'node:os'
import { getConfig } from '../config.server.ts'
import { LocalDiskStorage, storeImage } from '../media.server.ts'
import type { MediaStorage } from '../media-storage.server.ts'
import { flatLay } from './art/flat-lay.ts'
import { type Landscape, landscape } from './art/landscapes.ts'
import { stillLife } from './art/still-life.ts'
import { categories } from './content/categories.ts'
import { posts } from './content/posts/index.ts'
import { products } from './content/products/index.ts'
import type { Bilingual } from './content/types.ts'

/**
 * Draws every demo picture and stores it through the media pipeline. Pictures are deterministic
 * (seeded by slug), so a reseed produces the same bytes and `storeImage` returns the stored row
 * without encoding again.
 */
export interface StoredAlt {
	url: string
	alt: Bilingual
}

export interface DemoImages {
	hero: string[]
	/** Root categories only; a sub-category uses its first product's gallery picture. */
	categories: Map<string, string>
	products: Map<string, { main: string; gallery: StoredAlt[] }>
	posts: Map<string, string>
}

export interface Job {
	key: string
	name: string
	alt: Bilingual
	draw: () => string
}

const heroScenes: Array<{ kind: Landscape; width: number; height: number; alt: Bilingual }> = [
	// The collage's first image fills a tall cell, the other two shorter ones.
	{
		kind: 'port',
		width: 1200,
		height: 1600,
		alt: { ar: 'رافعات حاويات في ميناء تجاري', en: 'Container cranes at a commercial port' },
	},
	{
		kind: 'warehouse',
		width: 1600,
		height: 1200,
		alt: { ar: 'مستودع برفوف محمّلة بالبضائع', en: 'A warehouse with loaded pallet racks' },
	},
	{
		kind: 'spice-market',
		width: 1600,
		height: 1200,
		alt: { ar: 'أوعية توابل ملونة في سوق', en: 'Bowls of colourful spices at a market' },
	},
]

function heroJobs(): Job[] {
	return heroScenes.map((scene, i) => ({
		key: `hero:${i}`,
		name: `hero-${scene.kind}.svg`,
		alt: scene.alt,
		draw: () => landscape(`hero-${scene.kind}`, scene.kind, scene.width, scene.height),
	}))
}

function contentJobs(): Job[] {
	const jobs: Job[] = []
	for (const category of categories) {
		const art = category.art
		if (art)
			jobs.push({
				key: `category:${category.slug}`,
				name: `${category.slug}.svg`,
				alt: category.name,
				draw: () => stillLife(category.slug, art),
			})
	}
	for (const product of products) {
		const { slug, art, galleryArt, name } = product
		jobs.push({ key: `product:${slug}`, name: `${slug}.svg`, alt: name, draw: () => stillLife(slug, art) })
		jobs.push({
			key: `product:${slug}:gallery:0`,
			name: `${slug}-gallery.svg`,
			alt: galleryArt
				? { ar: `${name.ar} – لقطة أخرى`, en: `${name.en}, another view` }
				: { ar: `${name.ar} – لقطة علوية`, en: `${name.en}, seen from above` },
			draw: () => (galleryArt ? stillLife(`${slug}:gallery`, galleryArt) : flatLay(slug, art)),
		})
		if (product.featured) {
			jobs.push({
				key: `product:${slug}:gallery:1`,
				name: `${slug}-gallery-2.svg`,
				alt: { ar: `${name.ar} – تشكيلة`, en: `${name.en}, arranged` },
				draw: () => stillLife(`${slug}:2`, art),
			})
		}
	}
	for (const post of posts) {
		jobs.push({
			key: `post:${post.slug}`,
			name: `${post.slug}.svg`,
			alt: post.title,
			draw: () => landscape(post.slug, post.cover, 1600, 900),
		})
	}
	return jobs
}

/**
 * Where the demo pictures already encoded are kept outside every data directory (decision 0058), so
 * a new data directory copies them instead of encoding them again; undefined when none is kept.
 */
export function demoPictureCache(): MediaStorage | undefined {
	const directory = getConfig().demoPictureCache
	return directory ? new LocalDiskStorage(directory) : undefined
}

/** Every demo picture, in the order the pages need them (the home collage first). */
export function demoImageJobs(): Job[] {
	return [...heroJobs(), ...contentJobs()]
}

/** Stores the jobs a few at a time (encoding is CPU-bound; one more than the cores keeps them busy). */
async function run(jobs: Job[], log: (message: string) => void): Promise<Map<string, string>> {
	const urls = new Map<string, string>()
	const concurrency = Math.min(8, os.availableParallelism() + 1)
	const cache = demoPictureCache()
	let next = 0
	let done = 0
	const worker = async () => {
		while (next < jobs.length) {
			const job = jobs[next++]!
			const stored = await storeImage(Buffer.from(job.draw()), {
				cache,
				originalName: job.name,
				altAr: job.alt.ar,
				altEn: job.alt.en,
			})
			urls.set(job.key, stored.url)
			done++
			if (done % 25 === 0 || done === jobs.length) log(`images: ${done}/${jobs.length}`)
		}
	}
	await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker))
	return urls
}

/** The three pictures of the home collage, stored; their `/media/…` URLs in collage order. */
export async function storeHeroImages(log: (message: string) => void = () => {}): Promise<string[]> {
	const urls = await run(heroJobs(), log)
	return heroScenes.map((_, i) => urls.get(`hero:${i}`)!)
}

/** Draws, encodes and records every demo picture here, then answers where each one is. */
export async function storeDemoImages(log: (message: string) => void): Promise<DemoImages> {
	return demoImagesFrom(await run(demoImageJobs(), log))
}

/** Where each demo picture is, from its job key's `/media/…` URL. */
export function demoImagesFrom(urls: Map<string, string>): DemoImages {
	const jobs = demoImageJobs()
	const url = (key: string) => {
		const found = urls.get(key)
		if (!found) throw new Error(`Demo image ${key} was not stored`)
		return found
	}
	const images: DemoImages = {
		hero: heroScenes.map((_, i) => url(`hero:${i}`)),
		categories: new Map(),
		products: new Map(),
		posts: new Map(posts.map((post) => [post.slug, url(`post:${post.slug}`)])),
	}
	for (const category of categories)
		if (category.art) images.categories.set(category.slug, url(`category:${category.slug}`))
	for (const product of products) {
		const gallery = jobs
			.filter((job) => job.key.startsWith(`product:${product.slug}:gallery:`))
			.map((job) => ({ url: url(job.key), alt: job.alt }))
		images.products.set(product.slug, { main: url(`product:${product.slug}`), gallery })
	}
	return images
}
