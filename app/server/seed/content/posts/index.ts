import type { SeedPost } from '../types.ts'
import { basmatiPost } from './basmati.ts'
import { coldChainPost } from './cold-chain.ts'
import { datesSeasonPost } from './dates-season.ts'
import { foodSafetyPost } from './food-safety.ts'
import { incotermsPost } from './incoterms.ts'
import { sfdaDraftPost } from './sfda-draft.ts'
import { spicesPost } from './spices.ts'

export const posts: SeedPost[] = [
	incotermsPost,
	basmatiPost,
	coldChainPost,
	foodSafetyPost,
	datesSeasonPost,
	spicesPost,
	sfdaDraftPost,
]
