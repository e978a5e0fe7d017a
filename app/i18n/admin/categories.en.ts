import type { CategoriesKey } from './categories.ar.ts'

export const categoriesEn: Record<CategoriesKey, string> = {
}
