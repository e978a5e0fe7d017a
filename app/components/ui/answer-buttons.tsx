import type { ButtonHTMLAttributes, ReactNode } from 'react'

/** One answer: its words, its look, and what its button does (a click, or `type: 'submit'` with a form). */
export interface Answer extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
	label: ReactNode
	/** The button's test hook. */
	testId?: string
}

/**
 * The buttons that answer a question put to a person, side by side in the given order: the
 * back-office confirmation's cancel and confirm, the consent banner's accept and reject. Each is a
 * plain button unless its answer says `type: 'submit'`.
 */
export function AnswerButtons({ answers, className }: { answers: readonly Answer[]; className: string }) {
	return (
		<div className={className}>
			{answers.map(({ label, testId, type = 'button', ...button }, index) => (
				// The answers are fixed for as long as the question is asked: their place is their key.
				<button key={index} type={type} data-testid={testId} {...button}>
					{label}
				</button>
			))}
		</div>
	)
}
