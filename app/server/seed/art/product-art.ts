import type { ItemKind } from './items.ts'

/**
 * What a product or category picture shows. Content files describe the goods with these specs;
 * `still-life.ts` (the main picture) and `flat-lay.ts` (the gallery picture) draw them.
 */
export type SackStyle = 'jute' | 'woven' | 'kraft'
export type Decor =
	'rice' | 'wheat' | 'bay' | 'mint' | 'olive' | 'almond' | 'palm' | 'chili' | 'cinnamon' | 'none'

export type ProductArt =
	| { scene: 'grain'; item: ItemKind; color?: string; sack?: SackStyle; decor?: Decor }
	| { scene: 'powder'; color: string; accent: ItemKind; accentColor?: string; decor?: Decor }
	| { scene: 'whole-spice'; item: ItemKind; color?: string; accent?: ItemKind; decor?: Decor }
	| { scene: 'dates'; color: string; scale?: number; box?: boolean }
	| { scene: 'dried-fruit'; item: ItemKind; color?: string; decor?: Decor }
	| { scene: 'nuts'; item: ItemKind; color?: string; decor?: Decor }
	| {
			scene: 'oil'
			liquid: string
			pack: 'bottle' | 'jerrycan' | 'tin' | 'glass'
			decor: 'olive' | 'sunflower' | 'corn' | 'palm' | 'canola'
	  }
	| { scene: 'coffee'; color: string; roast?: string }
	| { scene: 'tea'; item: 'tea' | 'gunpowder-tea'; drink: string }
	| { scene: 'packaging'; pack: 'pouch' | 'carton' | 'woven' | 'jumbo' | 'jar' | 'giftbox' }
	/** Several goods side by side in bowls: the picture of a whole category. */
	| { scene: 'collection'; entries: CollectionEntry[]; decor?: Decor }

export type CollectionEntry = { item: ItemKind; color?: string } | { powder: string }
