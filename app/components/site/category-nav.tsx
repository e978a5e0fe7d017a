import { NavLink } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'

export interface CategoryNavNode {
	slug: string
	nameAr: string
	nameEn: string
	children: CategoryNavNode[]
}

/** The category hierarchy as nested links; the current category is marked. `bare`: inside a
 * disclosure that names it already (no frame, no heading). */
export function CategoryNav({ tree, bare = false }: { tree: CategoryNavNode[]; bare?: boolean }) {
	const { t, href } = useI18n()
	const linkClass = ({ isActive }: { isActive: boolean }) =>
		`block rounded-lg px-3 py-2 text-[0.95rem] transition-colors ${isActive ? 'bg-brand-700 font-semibold text-white' : 'text-ink-700 hover:bg-sand-100'}`
	return (
		<nav aria-label={t('products.categories')} className={bare ? undefined : 'border-sand-200 rounded-2xl border bg-white p-4'}>
			{bare ? null : <h2 className="text-ink-500 px-3 pb-2 text-xs font-semibold tracking-wide uppercase">{t('products.categories')}</h2>}
			<ul className="space-y-0.5">
				<li>
					<NavLink to={href('/products')} end className={linkClass}>
						{t('products.allProducts')}
					</NavLink>
				</li>
				<Branch nodes={tree} linkClass={linkClass} depth={0} />
			</ul>
		</nav>
	)
}

function Branch({ nodes, linkClass, depth }: { nodes: CategoryNavNode[]; linkClass: (s: { isActive: boolean }) => string; depth: number }) {
	const { lang, href } = useI18n()
	return nodes.map((node) => (
		<li key={node.slug}>
			<NavLink to={href(`/products/category/${node.slug}`)} className={linkClass}>
				<ScriptRuns text={lang === 'en' ? node.nameEn : node.nameAr} />
			</NavLink>
			{node.children.length ? (
				<ul className={`border-sand-200 mt-0.5 space-y-0.5 border-s ${depth === 0 ? 'ms-4' : 'ms-3'} ps-2`}>
					<Branch nodes={node.children} linkClass={linkClass} depth={depth + 1} />
				</ul>
			) : null}
		</li>
	))
}

/** Only what the navigation needs goes to the browser. */
export function toNavTree<T extends CategoryNavNode>(nodes: T[]): CategoryNavNode[] {
	return nodes.map(({ slug, nameAr, nameEn, children }) => ({ slug, nameAr, nameEn, children: toNavTree(children) }))
}
