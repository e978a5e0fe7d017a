import { Container, Factory, type LucideIcon, PackageCheck, Plane, Ship, Truck } from 'lucide-react'
import type { ServiceSlug } from '#app/content/services.ts'

/** The symbol of each service, shared by the overview and the service pages. */
export const serviceIcons: Record<ServiceSlug, LucideIcon> = {
	import: Ship,
	export: PackageCheck,
	processing: Factory,
	'sea-freight': Container,
	'air-freight': Plane,
	'land-transport': Truck,
}

/** Vehicles face the reading direction, like arrows. */
export const flipInRtl = new Set<ServiceSlug>(['air-freight', 'land-transport'])
