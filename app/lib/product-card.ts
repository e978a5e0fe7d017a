/** The fields a product card shows: loaders send only these to the browser. */
export function toCardData<T extends {
	slug: string
	nameAr: string
	nameEn: string
	originAr: string
	originEn: string
	packagingTypeAr: string
	packagingTypeEn: string
	mainImageUrl: string | null
	isFeatured: boolean
}>(product: T) {
	const { slug, nameAr, nameEn, originAr, originEn, packagingTypeAr, packagingTypeEn, mainImageUrl, isFeatured } = product
	return { slug, nameAr, nameEn, originAr, originEn, packagingTypeAr, packagingTypeEn, mainImageUrl, isFeatured }
}
