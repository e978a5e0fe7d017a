/**
 * Structured data for search engines. `<` is escaped so content can never close the script element.
 * A data block, never run, so the policy does not apply to it: no nonce (one place fewer for a kept
 * page to splice one into).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
	const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
	return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
