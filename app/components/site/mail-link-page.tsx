import { Form, Link } from 'react-router'
import { Alert } from '#app/components/ui/alert.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { PageHeader } from './page-header.tsx'

/** "Back to the home page", under the newsletter's pages. */
export function HomeLink() {
	const { t, href } = useI18n()
	return (
		<Link to={href('/')} className="text-brand-700 mt-6 inline-block font-semibold">
			{t('notFound.home')}
		</Link>
	)
}

/**
 * The page a link in a mail opens (confirm a subscription, unsubscribe): one button that posts the
 * link's token, so a mail scanner following the link changes nothing; then the outcome.
 */
export function MailLinkPage(props: {
	title: string
	token: string
	prompt: string
	button: string
	/** The outcome once the button was pressed. */
	result?: { tone: 'success' | 'error'; text: string; testId: string }
	/** What a link without a token says. */
	invalid: string
}) {
	return (
		<>
			<PageHeader title={props.title} />
			<div className="container-page max-w-xl py-12">
				{props.result ? (
					<Alert tone={props.result.tone} testId={props.result.testId}>
						{props.result.text}
					</Alert>
				) : props.token ? (
					<Form method="post">
						<p className="text-ink-700">{props.prompt}</p>
						<input type="hidden" name="token" value={props.token} />
						<button type="submit" className="bg-brand-700 hover:bg-brand-800 mt-5 rounded-full px-6 py-3 font-semibold text-white">
							{props.button}
						</button>
					</Form>
				) : (
					<Alert tone="error">{props.invalid}</Alert>
				)}
				<HomeLink />
			</div>
		</>
	)
}
