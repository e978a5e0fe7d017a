import type { SeedProduct } from '../types.ts'
import { coffeeTeaProducts } from './coffee-tea.ts'
import { dateProducts } from './dates.ts'
import { grainProducts } from './grains.ts'
import { nutProducts } from './nuts.ts'
import { oilProducts } from './oils.ts'
import { packagingProducts } from './packaging.ts'
import { pulseProducts } from './pulses.ts'
import { spiceProducts } from './spices.ts'

/** Every demo product; order within a category is display order. */
export const products: SeedProduct[] = [
	...grainProducts,
	...spiceProducts,
	...dateProducts,
	...pulseProducts,
	...oilProducts,
	...nutProducts,
	...coffeeTeaProducts,
	...packagingProducts,
]
