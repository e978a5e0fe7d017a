import type { ProductsKey } from './products.ar.ts'

export const productsEn: Record<ProductsKey, string> = {
}
