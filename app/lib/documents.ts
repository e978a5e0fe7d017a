import { formatNumber } from '#app/i18n/format.ts'
import type { Lang } from '#app/i18n/lang.ts'

/**
 * Addresses of uploaded documents (decision 0051), shared by server and browser: a certification's
 * PDF is named in content as `/documents/<key>.pdf`, the key a content hash of the stored file.
 */
/** A stored document as the back-office shows it. */
export interface StoredDocument {
	url: string
	/** The name it had on the uploader's computer. */
	name: string
	bytes: number
	pages: number
}

const documentUrlPattern = /^\/documents\/([a-f0-9]{16})\.pdf$/

/** The storage key of a `/documents/<key>.pdf` address, or null for any other text. */
export function documentKey(url: string): string | null {
	return documentUrlPattern.exec(url)?.[1] ?? null
}

export function documentUrl(key: string): string {
	return `/documents/${key}.pdf`
}

/** A size as a person reads it: "840 KB", "2.4 MB" (the unit in Latin letters in both languages, as the media library writes it). */
export function documentSize(bytes: number, lang: Lang): string {
	const megabytes = bytes >= 1024 * 1024
	const value = megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024))
	return `${formatNumber(value, lang, { maximumFractionDigits: 1 })} ${megabytes ? 'MB' : 'KB'}`
}
