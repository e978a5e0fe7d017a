/**
 * What the catalogue measures in, one list per use; the back-office and the product page name each
 * unit with the `products.unit.<unit>` words.
 */

/** A product's own weight or volume, as its page shows it. */
export const weightUnits = ['g', 'kg', 'ton', 'ml', 'l'] as const
export type WeightUnit = (typeof weightUnits)[number]

/** The net content of one packaging option (a pack is never a ton). */
export const netUnits = ['g', 'kg', 'ml', 'l'] as const
export type NetUnit = (typeof netUnits)[number]
