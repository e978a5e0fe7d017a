import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { KeyRound, Link2, Unlink } from 'lucide-react'
import { useNavigation } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import type { Identity } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { IntentForm } from './intent-form.tsx'
import { adminStyles } from '../admin-page.tsx'

/**
 * The ways to sign in to this account (spec: the user's identities): the password, each identity
 * linked at a configured provider (unlink, never the last one), and a link button for every
 * configured provider not linked yet.
 */
export function IdentitiesSection({ identities, providers }: { identities: Identity[]; providers: { id: string; name: string }[] }) {
	const { t, lang, timeZone } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'unlink'
	const onlyOne = identities.length < 2
	const unlinked = providers.filter((provider) => !identities.some((identity) => identity.providerId === provider.id))
	return (
		<section className={`${adminStyles.card} overflow-hidden`} aria-labelledby="identities-title" data-testid="identities">
			<div className="border-sand-100 border-b px-5 py-4">
				<h2 id="identities-title" className="text-ink-900 font-semibold">
					{t('account.identities.title')}
				</h2>
				<p className="text-ink-600 mt-1 text-sm">{t('account.identities.text')}</p>
			</div>
			<IntentForm intent="unlink" id="unlink-form" />
			<ul className="divide-sand-100 divide-y">
				{identities.map((identity) => {
					const name = identity.providerName ?? t('account.identities.password')
					return (
						<li key={identity.id} className="flex flex-wrap items-center gap-3 px-5 py-4" data-testid="identity-row" data-provider={identity.providerId}>
							<KeyRound aria-hidden className="text-brand-700 size-5 shrink-0" />
							<div className="min-w-0 flex-1">
								<p className="text-ink-900 font-medium">{name}</p>
								<p className="text-ink-500 text-xs">
									{identity.providerId === 'credential' ? null : (
										<>
											{t('account.identities.subject')}:{' '}
											<bdi lang="en" dir="ltr" className="break-all">
												{identity.subject}
											</bdi>{' '}
											·{' '}
										</>
									)}
									{t(identity.providerId === 'credential' ? 'account.identities.since' : 'account.identities.linkedOn', {
										date: formatDate(identity.linkedAt, lang, { timeZone, dateStyle: 'medium' }),
									})}
								</p>
							</div>
							{identity.providerId === 'credential' ? null : onlyOne ? (
								<p className="text-ink-500 text-xs">{t('account.identities.onlyWay')}</p>
							) : (
								<ConfirmButton
									form="unlink-form"
									name="id"
									value={identity.id}
									disabled={busy}
									className={adminStyles.secondaryButton}
									message={t('account.identities.confirmUnlink', { provider: name })}
								>
									<Unlink aria-hidden className="size-4" />
									{t('account.identities.unlink')}
								</ConfirmButton>
							)}
						</li>
					)
				})}
			</ul>
			{unlinked.length ? (
				// A full-page post: the answer is a redirect to the provider's own site.
				<IntentForm intent="link" reloadDocument className="border-sand-100 flex flex-wrap gap-2 border-t px-5 py-4">
					{unlinked.map((provider) => (
						<button key={provider.id} type="submit" name="provider" value={provider.id} className={adminStyles.secondaryButton}>
							<Link2 aria-hidden className="size-4" />
							<ScriptRuns text={t('account.identities.link', { provider: provider.name })} />
						</button>
					))}
				</IntentForm>
			) : null}
		</section>
	)
}
