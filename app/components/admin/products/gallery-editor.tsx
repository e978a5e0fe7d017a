import { Runs } from '#app/components/ui/script-runs.tsx'
import { ImagePlus } from 'lucide-react'
import { useId } from 'react'
import type { ImageFormValues } from '#app/lib/product-schema.ts'
import { productLimits } from '#app/lib/product-schema.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { ImageUpload } from '../image-upload.tsx'
import { RowControls, useEditableRows } from './row-controls.tsx'

const blankImage: ImageFormValues = { url: '', alt_ar: '', alt_en: '' }

/**
 * The product's gallery: extra pictures after the main image, each uploaded with the shared upload
 * field and described in both languages; added, removed and reordered here, submitted in order.
 */
export function GalleryEditor({ initial, errors }: { initial: ImageFormValues[]; errors: FieldErrors }) {
	const { t } = useAdminI18n()
	const id = useId()
	const { rows, add, move, remove } = useEditableRows(initial, errors, 'images', blankImage)
	return (
		<div className="space-y-3" data-testid="gallery-editor">
			{rows.length === 0 ? <p className="text-ink-500 text-sm">{t('products.gallery.empty')}</p> : null}
			<ol className="space-y-3">
				{rows.map(({ key, value: image, errors: own }, index) => {
					const item = t('products.gallery.item', { number: index + 1 })
					return (
						<li key={key} className="border-sand-200 bg-sand-50/60 relative rounded-xl border p-3" data-testid="gallery-row">
							<ImageUpload name={`images.${index}.url`} label={item} defaultValue={image.url} error={own.url} />
							{/* Beside the upload field's label, so the field keeps the row's full width. */}
							<div className="absolute end-2 top-1.5">
								<RowControls
									item={item}
									index={index}
									count={rows.length}
									onMove={move}
									onRemove={remove}
								/>
							</div>
							<div className="mt-3 grid gap-3 sm:grid-cols-2">
								{(['alt_ar', 'alt_en'] as const).map((field) => {
									const name = `images.${index}.${field}`
									const inputId = `${id}-${key}-${field}`
									const error = own[field]
									return (
										<div key={field}>
											<label htmlFor={inputId} className="text-ink-600 mb-1 block text-xs font-semibold">
												{t(field === 'alt_ar' ? 'products.gallery.altAr' : 'products.gallery.altEn')}
											</label>
											<input
												id={inputId}
												name={name}
												dir={field === 'alt_ar' ? 'rtl' : 'ltr'}
												defaultValue={image[field]}
												maxLength={productLimits.alt}
												className={adminStyles.input}
												aria-invalid={error ? true : undefined}
											/>
											{error ? <p className="mt-1 text-xs font-medium text-red-700"><Runs>{error}</Runs></p> : null}
										</div>
									)
								})}
							</div>
						</li>
					)
				})}
			</ol>
			{errors.images ? <p className="text-sm font-medium text-red-700" role="alert">{errors.images}</p> : null}
			<button type="button" onClick={add} className={adminStyles.secondaryButton} disabled={rows.length >= productLimits.gallery} data-testid="add-image">
				<ImagePlus aria-hidden className="size-4" />
				{t('products.gallery.add')}
			</button>
		</div>
	)
}
