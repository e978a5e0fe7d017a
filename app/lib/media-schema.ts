import { z } from 'zod'
import { choiceParam, searchParam } from './list-params.ts'
import { field } from './validation.ts'

/**
 * The media library's shared shapes (decision 0044): the kinds of item that use an image, the list's
 * filters from the URL, and the one form of an image's alt text (read by the form and the action).
 */

export const mediaUseKinds = ['products', 'posts', 'categories', 'settings'] as const
export type MediaUseKind = (typeof mediaUseKinds)[number]
/** A list filter: images used by one kind of item, or by nothing. */
export type MediaUseFilter = MediaUseKind | 'unused'
export const mediaUseFilters: readonly MediaUseFilter[] = [...mediaUseKinds, 'unused']

/**
 * One item that uses an image. Settings are two screens: the site settings (id 0) and SEO (id 1).
 */
export interface MediaUse {
	kind: MediaUseKind
	id: number
	nameAr: string
	nameEn: string
}

/** The back-office screen where a use is edited. */
export function mediaUseHref(use: Pick<MediaUse, 'kind' | 'id'>): string {
	switch (use.kind) {
		case 'products':
			return `/admin/products/${use.id}/edit`
		case 'posts':
			return `/admin/posts/edit/${use.id}`
		case 'categories':
			return `/admin/categories/edit/${use.id}`
		case 'settings':
			return use.id === 1 ? '/admin/seo' : '/admin/settings'
	}
}

export interface MediaFilter {
	q: string
	use: MediaUseFilter | null
}

export function mediaFilterParams(url: URL): MediaFilter {
	return {
		q: searchParam(url, 100),
		use: choiceParam(url, 'use', mediaUseFilters),
	}
}

export const mediaAltLimit = 300

/** An image's alt text in each language: what a screen reader says, and what search finds. */
export const mediaAltSchema = z.object({
	alt_ar: field.optionalText({ max: mediaAltLimit }),
	alt_en: field.optionalText({ max: mediaAltLimit }),
})
export type MediaAltInput = z.output<typeof mediaAltSchema>

export function mediaAltValues(fields: Record<string, string>) {
	return { alt_ar: fields.alt_ar ?? '', alt_en: fields.alt_en ?? '' }
}
