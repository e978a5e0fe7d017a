import { ImagePlus } from 'lucide-react'
import type { ImageFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { ImageUpload } from '../image-upload.tsx'
import { type RowCell, RowCells, RowList } from './row-list.tsx'

const blankImage: ImageFormValues = { url: '', alt_ar: '', alt_en: '' }

const altCells: RowCell<'alt_ar' | 'alt_en'>[] = [
	{ name: 'alt_ar', label: 'products.gallery.altAr', dir: 'rtl' },
	{ name: 'alt_en', label: 'products.gallery.altEn' },
]

/**
 * The product's gallery: extra pictures after the main image, each uploaded with the shared upload
 * field and described in both languages; added, removed and reordered here, submitted in order.
 */
export function GalleryEditor({ initial, errors }: { initial: ImageFormValues[]; errors: FieldErrors }) {
	const { t } = useAdminI18n()
	return (
		<RowList
			field="images"
			initial={initial}
			errors={errors}
			blank={blankImage}
			item={(number) => t('products.gallery.item', { number })}
			empty={t('products.gallery.empty')}
			addButton={{ label: t('products.gallery.add'), icon: ImagePlus, testId: 'add-image' }}
			max={productLimits.gallery}
			testId="gallery-editor"
			rowTestId="gallery-row"
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
