/** Back-office texts of the products screens (Arabic is the source of the keys). */
export const productsAr = {
} as const

export type ProductsKey = keyof typeof productsAr
