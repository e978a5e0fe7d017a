import { Fragment } from 'react'

/**
 * A translated template whose `{placeholders}` are filled in isolated (<bdi lang="en" dir="ltr">), so an
 * e-mail address with hyphens or digits keeps its order inside Arabic text.
 */
export function BidiText({ template, values }: { template: string; values: Record<string, string | number> }) {
	const parts = template.split(/\{(\w+)\}/g)
	return (
		<>
			{parts.map((part, index) =>
				index % 2 === 1 ? (
					<bdi key={index} lang="en" dir="ltr">
						{values[part] ?? `{${part}}`}
					</bdi>
				) : (
					<Fragment key={index}>{part}</Fragment>
				),
			)}
		</>
	)
}
