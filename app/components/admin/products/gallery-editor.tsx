import { ImagePlus } from 'lucide-react'
import type { ImageFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import { ImageUpload } from '../image-upload.tsx'
import { type RowCell, RowCells, RowList, type RowListData, type RowListSettings } from './row-list.tsx'

const gallery: RowListSettings<ImageFormValues> = {
	field: 'images',
	blank: { url: '', alt_ar: '', alt_en: '' },
	texts: { item: 'products.gallery.item', empty: 'products.gallery.empty', add: 'products.gallery.add' },
	addIcon: ImagePlus,
	max: productLimits.gallery,
	testId: 'image',
}

const altCells: RowCell<'alt_ar' | 'alt_en'>[] = [
	{ name: 'alt_ar', label: 'products.gallery.altAr', dir: 'rtl' },
	{ name: 'alt_en', label: 'products.gallery.altEn' },
]

/**
 * The product's gallery: extra pictures after the main image, each uploaded with the shared upload
 * field and described in both languages; added, removed and reordered here, submitted in order.
 */
export function GalleryEditor(data: RowListData<ImageFormValues>) {
	return (
		<RowList
			{...gallery}
			{...data}
			row={({ value: image, errors: own }, index, item, controls) => (
				<>
					<ImageUpload name={`images.${index}.url`} label={item} defaultValue={image.url} error={own.url} />
					{/* Beside the upload field's label, so the field keeps the row's full width. */}
					<div className="absolute end-2 top-1.5">{controls}</div>
					<RowCells list="images" index={index} cells={altCells} value={image} errors={own} max={productLimits.alt} className="mt-3 grid gap-3 sm:grid-cols-2" />
				</>
			)}
		/>
	)
}
