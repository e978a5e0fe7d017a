import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { HydrationDone } from '#app/components/ui/static-region.tsx'
import { noteTypedFields, RestoreTypedFields } from '#app/components/ui/typed-before-hydration.ts'

// Whatever was typed while the scripts loaded must outlive hydration.
noteTypedFields()

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
			<RestoreTypedFields />
			<HydrationDone />
		</StrictMode>,
	)
})
