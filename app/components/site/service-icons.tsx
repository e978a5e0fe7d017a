import type { SiteIcon } from '#app/components/site/icon.tsx'
import { Container } from '#app/components/site/icons/container.tsx'
import { Factory } from '#app/components/site/icons/factory.tsx'
import { PackageCheck } from '#app/components/site/icons/package-check.tsx'
import { Plane } from '#app/components/site/icons/plane.tsx'
import { Ship } from '#app/components/site/icons/ship.tsx'
import { Truck } from '#app/components/site/icons/truck.tsx'
import type { ServiceSlug } from '#app/content/services.ts'

/** The symbol of each service. */
const serviceIcons: Record<ServiceSlug, SiteIcon> = {
	import: Ship,
	export: PackageCheck,
	processing: Factory,
	'sea-freight': Container,
	'air-freight': Plane,
	'land-transport': Truck,
}

/** Vehicles face the reading direction, like arrows. */
const flipInRtl = new Set<ServiceSlug>(['air-freight', 'land-transport'])

/** A service's symbol, turned to face the reading direction when it is a vehicle. */
export function ServiceIcon({ slug, className }: { slug: ServiceSlug; className: string }) {
	const Icon = serviceIcons[slug]
	return <Icon aria-hidden className={`${className} ${flipInRtl.has(slug) ? 'flip-rtl' : ''}`} />
}
