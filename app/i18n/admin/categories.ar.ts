/** Back-office texts of the categories screens (Arabic is the source of the keys). */
export const categoriesAr = {
} as const

export type CategoriesKey = keyof typeof categoriesAr
