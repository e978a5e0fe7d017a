import type { ComponentProps } from 'react'
import { Form } from 'react-router'

/** A form of the account page that posts one of its tasks, named by `intent` for the page's action. */
export function IntentForm({ intent, children, ...props }: Omit<ComponentProps<typeof Form>, 'method'> & { intent: string }) {
	return (
		<Form method="post" {...props}>
			<input type="hidden" name="intent" value={intent} />
			{children}
		</Form>
	)
}
