import type { postStatuses } from './post-schema.ts'

/**
 * A blog post with both languages side by side: what the site shows, what the back-office form
 * starts from (one definition for the server that reads it and the form that edits it).
 */
export interface BlogPost {
	id: number
	slug: string
	titleAr: string
	titleEn: string
	excerptAr: string
	excerptEn: string
	bodyAr: string
	bodyEn: string
	coverImageUrl: string | null
	status: (typeof postStatuses)[number]
	publishedAt: string | null
	unpublishedAt: string | null
	authorName: string
	createdAt: string
	updatedAt: string
}
