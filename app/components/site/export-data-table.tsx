import { documentKey } from '#app/lib/documents.ts'
import { type ReactNode, useId } from 'react'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import type { ExportData } from '#app/lib/export-data.ts'

/**
 * A product's export data on its page (decision 0034): one table of facts, the packaging options
 * and the valid certifications. Codes (HS, Incoterms, certificate numbers) are Latin runs inside
 * Arabic text, each isolated (`bdi`, `dir="ltr"`) so it keeps its own order.
 */
const cell = 'px-4 py-3 text-start'

export function ExportDataTable({ data, countryName }: { data: ExportData; countryName: string }) {
	const { t, lang } = useI18n()
	const en = lang === 'en'
	const number = (n: number | null) => (n === null ? '—' : formatNumber(n, lang))
	const facts: { label: string; value: ReactNode; id: string }[] = [
		{
			id: 'hs',
			label: t('products.export.hsCode'),
			value: data.hsCode ? <bdi dir="ltr">{data.hsCode}</bdi> : null,
		},
		{ id: 'origin', label: t('products.export.origin'), value: countryName || null },
		{
			id: 'shelf-life',
			label: t('products.export.shelfLife'),
			value: data.shelfLifeMonths ? t('products.export.months', { count: data.shelfLifeMonths }) : null,
		},
		{
			id: 'storage',
			label: t('products.export.storage'),
			value: (en ? data.storageEn : data.storageAr) ? (
				<ScriptRuns text={en ? data.storageEn : data.storageAr} />
			) : null,
		},
		{
			id: 'moq',
			label: t('products.export.moq'),
			value: data.moq && data.moqUnit ? t(`products.moq.${data.moqUnit}`, { count: data.moq }) : null,
		},
		{
			id: 'incoterms',
			label: t('products.export.incoterms'),
			value: data.incoterms.length ? (
				<ul className="flex flex-wrap gap-1.5">
					{data.incoterms.map((term) => (
						<li
							key={term}
							dir="ltr"
							lang="en"
							className="bg-sand-100 text-brand-900 rounded-md px-2 py-0.5 text-sm font-semibold"
						>
							{term}
						</li>
					))}
				</ul>
			) : null,
		},
		{
			id: 'ports',
			label: t('products.export.ports'),
			value: data.ports.length ? (
				<ScriptRuns
					text={data.ports.map((port) => (en ? port.nameEn : port.nameAr)).join(en ? ', ' : '، ')}
				/>
			) : null,
		},
	]
	const shown = facts.filter((fact) => fact.value)
	if (!shown.length && !data.packaging.length && !data.certifications.length) return null
	return (
		<section aria-labelledby="export-title" className="mt-10" data-testid="export-data">
			<h2 id="export-title" className="text-brand-950 text-xl font-bold">
				{t('products.export.title')}
			</h2>
			{shown.length ? (
				<div className="border-sand-200 mt-4 overflow-hidden rounded-2xl border bg-white">
					<table className="w-full text-start" data-testid="export-facts">
						<tbody className="divide-sand-200 divide-y">
							{shown.map((fact) => (
								<tr key={fact.id} data-fact={fact.id}>
									<th scope="row" className={`text-ink-600 w-2/5 font-medium ${cell}`}>
										<ScriptRuns text={fact.label} />
									</th>
									<td className={`text-ink-900 ${cell}`}>{fact.value}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}
			{data.packaging.length ? (
				<ScrollingTable
					title={t('products.export.packaging')}
					head={(['packLabel', 'net', 'perCarton', 'perPallet', 'per20', 'per40'] as const).map((key) =>
						t(`products.export.${key}`),
					)}
					minWidth="min-w-[36rem]"
					testId="export-packaging"
				>
					{data.packaging.map((p, i) => (
						<tr key={i}>
							<th scope="row" className={`text-ink-900 font-medium ${cell}`}>
								<ScriptRuns text={en ? p.labelEn : p.labelAr} />
							</th>
							<td className={cell}>
								<bdi>
									{formatNumber(p.netWeight, lang)} {t(`unit.${p.netUnit}`)}
								</bdi>
							</td>
							<td className={cell}>{number(p.unitsPerCarton)}</td>
							<td className={cell}>{number(p.cartonsPerPallet)}</td>
							<td className={cell}>{number(p.cartonsPer20ft)}</td>
							<td className={cell}>{number(p.cartonsPer40ft)}</td>
						</tr>
					))}
				</ScrollingTable>
			) : null}
			{data.certifications.length ? (
				<ScrollingTable
					title={t('products.export.certifications')}
					head={(['certName', 'issuer', 'number', 'validUntil'] as const).map((key) =>
						t(`products.export.${key}`),
					)}
					minWidth="min-w-[32rem]"
					testId="export-certifications"
				>
					{data.certifications.map((c) => (
						<tr key={`${c.name}-${c.number}`}>
							<th scope="row" className={`text-ink-900 font-medium ${cell}`}>
								<bdi>
									<ScriptRuns text={c.name} />
								</bdi>
								{c.fileUrl ? (
									<a
										href={c.fileUrl}
										className="text-brand-700 mt-1 block w-fit text-xs underline"
										target="_blank"
										rel="noopener noreferrer"
									>
										{documentKey(c.fileUrl) ? <ScriptRuns text={t('products.export.filePdf')} /> : t('products.export.file')}
									</a>
								) : null}
							</th>
							<td className={cell}>
								<bdi>
									<ScriptRuns text={c.issuer} />
								</bdi>
							</td>
							<td className={cell}>
								<bdi dir="ltr">
									<ScriptRuns text={c.number} />
								</bdi>
							</td>
							<td className={cell}>
								<time dateTime={c.validUntil}>
									{formatDate(`${c.validUntil}T12:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' })}
								</time>
							</td>
						</tr>
					))}
				</ScrollingTable>
			) : null}
		</section>
	)
}

/** A titled table that scrolls sideways on a phone, reachable and named for keyboard users. */
function ScrollingTable({
	title,
	head,
	minWidth,
	testId,
	children,
}: {
	title: string
	head: string[]
	minWidth: string
	testId: string
	children: ReactNode
}) {
	const id = useId()
	return (
		<>
			<h3 id={id} className="text-brand-950 mt-6 text-lg font-bold">
				{title}
			</h3>
			<div
				className="border-sand-200 mt-3 overflow-x-auto rounded-2xl border bg-white"
				tabIndex={0}
				role="region"
				aria-labelledby={id}
			>
				<table className={`w-full ${minWidth} text-sm`} data-testid={testId}>
					<thead className="bg-sand-100 text-ink-600">
						<tr>
							{head.map((label) => (
								<th key={label} scope="col" className={`font-semibold ${cell}`}>
									{label}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-sand-200 divide-y">{children}</tbody>
				</table>
			</div>
		</>
	)
}
