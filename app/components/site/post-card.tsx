import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { CalendarDays } from '#app/components/site/icons/calendar-days.tsx'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { CategoryImagePlaceholder } from './home/categories-section.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

export interface PostCardData {
	slug: string
	title: string
	excerpt: string
	coverImageUrl: string | null
	publishedAt: string | null
}

export function PostCard({ post }: { post: PostCardData }) {
	const { t, href, lang } = useI18n()
	return (
		<Link to={href(`/blog/${post.slug}`)} prefetch="intent" className="group shadow-card hover:shadow-lift flex h-full flex-col overflow-hidden rounded-3xl bg-white transition-shadow" data-testid="post-card">
			<div className="bg-sand-200 aspect-[16/9] overflow-hidden">
				{post.coverImageUrl ? (
					<ResponsiveImage src={post.coverImageUrl} alt="" width={1600} height={900} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw" className="size-full object-cover transition-transform duration-500 group-hover:scale-105" />
				) : (
					<CategoryImagePlaceholder />
				)}
			</div>
			<div className="flex flex-1 flex-col p-6">
				{post.publishedAt ? (
					<p className="text-ink-500 flex items-center gap-1.5 text-sm">
						<CalendarDays aria-hidden className="size-4" />
						<time dateTime={post.publishedAt}>{formatDate(post.publishedAt, lang)}</time>
					</p>
				) : null}
				<h2 className="text-brand-950 mt-3 text-xl leading-snug font-bold"><ScriptRuns text={post.title} /></h2>
				<p className="text-ink-600 mt-3 line-clamp-3 leading-relaxed">{post.excerpt}</p>
				<span className="text-brand-700 mt-auto inline-flex items-center gap-2 pt-5 font-semibold">
					{t('blog.readMore')}
					<ArrowRight aria-hidden className="flip-rtl size-4" />
				</span>
			</div>
		</Link>
	)
}
