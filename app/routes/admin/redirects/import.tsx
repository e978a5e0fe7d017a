import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Upload } from 'lucide-react'
import { Form } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { usePosting } from '#app/components/admin/use-posting.ts'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { type DataColumn, DataTable } from '#app/components/admin/data-table.tsx'
import { RedirectTabs } from '#app/components/admin/redirects/redirect-tabs.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { redirectCsvMaxBytes } from '#app/lib/redirect-csv.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { importRedirectsForm } from '#app/server/redirect-admin.server.ts'
import type { Route } from './+types/import'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return null
}

export async function action(args: Route.ActionArgs) {
	// The file and the form's few fields; a larger body is refused (413) before it is read.
	return adminAction(args, { maxBytes: redirectCsvMaxBytes + 16 * 1024, textFiles: true, failed: 'redirects.error.save' }, ({ fields, user }) => importRedirectsForm(fields, user))
}

export const meta = staffMeta('redirects.import.title')

interface Refused {
	line: number
	source: string
	reason: string
}

/** Refused rows come back as errors keyed `row:<line>:<source>` (redirect-admin.server.ts). */
function refusedRows(errors: Record<string, string>): Refused[] {
	return Object.entries(errors).flatMap(([key, reason]) => {
		const match = /^row:(\d+):(.*)$/s.exec(key)
		return match ? [{ line: Number(match[1]), source: match[2]!, reason }] : []
	})
}

export default function ImportRedirects({ actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const busy = usePosting()
	const refused = actionData && !actionData.ok ? refusedRows(actionData.errors) : []
	const columns: DataColumn<Refused>[] = [
		{ id: 'line', header: t('redirects.import.col.line'), className: 'tabular-nums w-20', cell: (row) => formatNumber(row.line, lang) },
		{
			id: 'source',
			header: t('redirects.import.col.source'),
			className: 'text-ink-900',
			cell: (row) => <Truncate text={row.source} dir="ltr" maxWidth="max-w-32 sm:max-w-64" />,
		},
		// The reason takes the free width and wraps: it is a sentence to read, not a value to scan.
		{ id: 'reason', header: t('redirects.import.col.reason'), main: true, cell: (row) => (
				<span className="text-red-700">
					<ScriptRuns text={row.reason} />
				</span>
			),
		},
	]
	return (
		<AdminPage title={t('redirects.title')} description={t('redirects.import.description')}>
			<RedirectTabs />
			<ReplyBanner reply={actionData} />
			<Form method="post" encType="multipart/form-data" className={`${adminStyles.card} max-w-3xl space-y-4 p-5 sm:p-6`} data-testid="redirects-import-form">
				<h2 className="text-brand-950 text-lg font-bold">
					<ScriptRuns text={t('redirects.import.title')} />
				</h2>
				<Field label={t('redirects.import.file')} name="file" error={actionData && !actionData.ok ? actionData.errors.file : undefined} required>
					{(field) => (
						<div>
							<input {...field} className={adminStyles.input} type="file" accept=".csv,text/csv" data-testid="redirects-import-file" />
							<p className="text-ink-500 mt-1.5 text-xs">
								<ScriptRuns text={t('redirects.import.fileHint')} />
							</p>
						</div>
					)}
				</Field>
				<button type="submit" className={adminStyles.primaryButton} disabled={busy} data-testid="redirects-import-submit">
					<Upload aria-hidden className="size-4" />
					{t('redirects.import.submit')}
				</button>
			</Form>
			{refused.length ? (
				<div className={adminStyles.card}>
					<DataTable columns={columns} rows={refused} rowKey={(row) => `${row.line}`} label={t('redirects.import.refusedLabel')} state="ready" empty="" name="refused-rows" />
				</div>
			) : null}
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
