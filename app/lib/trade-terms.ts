/**
 * The trade vocabulary the product data and the quote basket share, without zod, so pages that only
 * offer these choices (the quote basket) do not ship the validator.
 */

/** The eleven Incoterms® 2020 rules, in the ICC's order (any mode first, then sea and inland waterway). */
export const incoterms = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const
export type Incoterm = (typeof incoterms)[number]
export const isIncoterm = (value: string): value is Incoterm => (incoterms as readonly string[]).includes(value)

/** Units a minimum order (and a quote line's quantity) may be stated in. */
export const moqUnits = ['kg', 'ton', 'carton', 'pallet', 'container_20ft', 'container_40ft'] as const
export type MoqUnit = (typeof moqUnits)[number]
