/** The part of bidi-js (the Unicode Bidirectional Algorithm, UAX #9) the datasheet uses. */
declare module 'bidi-js' {
	export interface EmbeddingLevels {
		levels: Uint8Array
		paragraphs: { start: number; end: number; level: number }[]
	}
	export interface Bidi {
		getEmbeddingLevels(text: string, baseDirection?: 'ltr' | 'rtl' | 'auto'): EmbeddingLevels
		getMirroredCharacter(char: string): string | null
	}
	export default function bidiFactory(): Bidi
}
