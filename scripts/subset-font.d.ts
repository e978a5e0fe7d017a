// subset-font ships no types; the one call scripts/fonts.ts makes.
declare module 'subset-font' {
	export default function subsetFont(
		font: Buffer,
		text: string,
		options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; preserveNameIds?: number[]; noHinting?: boolean },
	): Promise<Buffer>
}
